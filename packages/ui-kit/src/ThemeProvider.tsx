import type { ReactNode } from "react";
import { ThemeProvider as StyledThemeProvider } from "styled-components";
import { GlobalStyle } from "./GlobalStyle";
import type { Theme } from "./theme/types";

export interface ThemeProviderProps {
  theme: Theme;
  /** Adds the document-wide GlobalStyle; off for nested previews such as Storybook's side-by-side view. */
  global?: boolean;
  children?: ReactNode;
}

/** The storefront's theme boundary: styled-components' provider plus the global styles. */
export function ThemeProvider({ theme, global = true, children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {global ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  );
}
