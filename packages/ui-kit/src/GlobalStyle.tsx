import { useTheme } from "styled-components";
import type { Theme } from "./theme/types";

const written = new WeakMap<Theme, string>();

/** The document-wide reset and typography of a theme, written once per theme object. */
export function globalCss(theme: Theme): string {
  let css = written.get(theme);
  if (css === undefined) {
    css = `*,*::before,*::after{box-sizing:border-box;}
html{-webkit-text-size-adjust:100%;}
body{margin:0;background:${theme.color.surface.page};color:${theme.color.text.default};font-family:${theme.fonts.body};font-size:${theme.fontSizes.md};line-height:${theme.lineHeights.normal};}
h1,h2,h3,h4,h5,h6{font-family:${theme.fonts.heading};font-weight:${theme.fontWeights.heading};line-height:${theme.lineHeights.tight};letter-spacing:${theme.letterSpacing.heading};text-transform:${theme.headingCase};margin:0 0 ${theme.space[4]}px;}
a{color:${theme.color.text.link};}
img,svg{max-width:100%;}
:focus-visible{outline:3px solid ${theme.color.action.focusRing};outline-offset:2px;}
body.modal-open{overflow:hidden;}`;
    written.set(theme, css);
  }
  return css;
}

/**
 * Document-wide reset and typography from the active theme: a plain style element, rendered by the
 * server and left alone by hydration. (A createGlobalStyle recompiled its rules in the first
 * hydration's commit, one of the page's long tasks: issue 17.)
 */
export function GlobalStyle() {
  const theme = useTheme();
  return <style data-global-style="" dangerouslySetInnerHTML={{ __html: globalCss(theme) }} />;
}
