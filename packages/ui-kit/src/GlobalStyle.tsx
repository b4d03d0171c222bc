import { createGlobalStyle } from "styled-components";

/** Document-wide reset and typography from the active theme. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.surface.page};
    color: ${({ theme }) => theme.color.text.default};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: ${({ theme }) => theme.fontWeights.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    letter-spacing: ${({ theme }) => theme.letterSpacing.heading};
    text-transform: ${({ theme }) => theme.headingCase};
    margin: 0 0 ${({ theme }) => theme.space[4]}px;
  }
  a { color: ${({ theme }) => theme.color.text.link}; }
  img, svg { max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
    outline-offset: 2px;
  }
  body.modal-open { overflow: hidden; }
`;
