/** The breakpoints of spec 1 §3 and §9, in pixels from which each applies. */
export interface Breakpoints {
  xs: number;
  sm: number;
  md: number;
  lg: number;
  xl: number;
}

export type BreakpointName = keyof Breakpoints;

/** Semantic colours: components name a purpose, never a hex value. */
export interface ColorTokens {
  brand: { primary: string; secondary: string; accent: string };
  action: {
    primary: string;
    primaryHover: string;
    primaryText: string;
    secondary: string;
    secondaryHover: string;
    secondaryText: string;
    focusRing: string;
    disabled: string;
    disabledText: string;
  };
  text: { default: string; muted: string; inverse: string; link: string; price: string };
  surface: { page: string; raised: string; sunken: string; header: string; headerText: string; footer: string; footerText: string };
  border: { default: string; strong: string };
  feedback: {
    error: string;
    errorSurface: string;
    success: string;
    successSurface: string;
    warning: string;
    warningSurface: string;
    info: string;
    infoSurface: string;
  };
  /** Ribbon backgrounds by ribbon type (spec 1 §3), each carrying `text` on top. */
  ribbon: Record<RibbonType, string> & { text: string };
  /** The dimmed layer behind a modal. */
  overlay: string;
}

/** The eight product ribbon types of spec 1 §3. */
export const RIBBON_TYPES = ["save", "catalogue-item", "cashback", "win", "new", "bonus", "special-offer", "sale"] as const;
export type RibbonType = (typeof RIBBON_TYPES)[number];

export interface Typography {
  fonts: { body: string; heading: string; mono: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
  fontWeights: { regular: number; medium: number; bold: number; heading: number };
  lineHeights: { tight: number; normal: number; relaxed: number };
  letterSpacing: { heading: string; caps: string };
  headingCase: "none" | "uppercase";
}

/** A brand's wordmark, drawn as SVG by the Wordmark component. */
export interface LogoSpec {
  text: string;
  tagline?: string;
  mark: "circle" | "square" | "leaf" | "bolt" | "house" | "chair" | "flame" | "bottle" | "hammer" | "wave" | "diamond" | "hexagon";
  markColor: string;
  textColor: string;
}

export interface Theme extends Typography {
  /** Preset id, e.g. "wa" or "kitchen-showroom". */
  name: string;
  /** The brand's display name, as it appears in titles and the logo. */
  displayName: string;
  logo: LogoSpec;
  color: ColorTokens;
  /** Spacing scale in pixels: space[0] = 0 ... space[8] = 64. */
  space: readonly number[];
  radii: { none: string; sm: string; md: string; lg: string; pill: string };
  shadows: { sm: string; md: string; lg: string };
  breakpoints: Breakpoints;
  zIndices: { header: number; dropdown: number; compare: number; adminBar: number; modal: number; message: number };
  layout: { maxWidth: string; navbarHeight: number; adminBarHeight: number };
  /**
   * Touch target sizes in CSS pixels: `minimum` for every control that is not a link in running
   * text (WCAG 2.2 §2.5.8), `comfortable` for the header's tools and a page's primary controls.
   */
  targets: { minimum: number; comfortable: number };
  /** Motion durations in milliseconds; components drop them under prefers-reduced-motion. */
  motion: { fast: number; normal: number };
}

/** Everything a brand may override: any part of any group, nested. */
export type ThemeOverrides = {
  [K in keyof Theme]?: Theme[K] extends readonly unknown[] ? Theme[K] : Theme[K] extends object ? DeepPartial<Theme[K]> : Theme[K];
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
