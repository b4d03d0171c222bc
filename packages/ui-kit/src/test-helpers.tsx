import { vi } from "vitest";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { BrandProvider } from "./brand/BrandProvider";
import { defineBrand, type FeatureOverrides } from "./brand/defaults";
import type { Country } from "./brand/BrandConfig";
import type { Theme } from "./theme/types";
import { waTheme } from "./themes/brands";

export interface ProviderOptions {
  theme?: Theme;
  features?: FeatureOverrides;
  country?: Country;
}

/**
 * The kit's providers for a test: a BrandProvider with the given theme and flags (wa by default),
 * without the document's global style element, so a component's container holds only what it renders.
 */
export function TestProviders({ theme = waTheme, features, country = "AU", children }: ProviderOptions & { children?: ReactNode }) {
  const brand = defineBrand({ id: theme.name, displayName: theme.displayName, country, theme, port: 0, features });
  return (
    <BrandProvider brand={brand} global={false}>
      {children}
    </BrandProvider>
  );
}

/** Renders inside TestProviders, like a storefront does. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions & Omit<RenderOptions, "wrapper"> = {}) {
  const { theme, features, country, ...renderOptions } = options;
  return render(ui, {
    wrapper: ({ children }) => (
      <TestProviders theme={theme} features={features} country={country}>
        {children}
      </TestProviders>
    ),
    ...renderOptions,
  });
}

/**
 * Fake timers that Testing Library's async helpers (and user-event) can drive: they only advance
 * timers they recognise as Jest's, so Vitest's are announced under that name.
 */
export function useFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

export function useRealTimers() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
