export type { Breakpoints, BreakpointName, ColorTokens, LogoSpec, RibbonType, Theme, ThemeOverrides, Typography } from "./types";
export { RIBBON_TYPES } from "./types";
export { baseTheme, createTheme } from "./base";
export { below, space, up } from "./media";
export { target, targetBox, type TargetSize } from "./targets";
export { AA_NON_TEXT, AA_TEXT, contrastRatio, relativeLuminance, themeContrastChecks, type ContrastCheck } from "./contrast";
