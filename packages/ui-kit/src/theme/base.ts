import type { Theme, ThemeOverrides } from "./types";

/** The neutral base every brand theme overrides. Spec 1 §9 gives the breakpoints and z-index 950. */
export const baseTheme: Theme = {
  name: "base",
  displayName: "Storefront",
  logo: { text: "Storefront", mark: "square", markColor: "#1f2933", textColor: "#1f2933" },
  color: {
    brand: { primary: "#1f2933", secondary: "#52606d", accent: "#c4102b" },
    action: {
      primary: "#1f2933",
      primaryHover: "#323f4b",
      primaryText: "#ffffff",
      secondary: "#ffffff",
      secondaryHover: "#f0f2f4",
      secondaryText: "#1f2933",
      focusRing: "#2563eb",
      disabled: "#d4d8dd",
      disabledText: "#52606d",
    },
    text: { default: "#1f2933", muted: "#52606d", inverse: "#ffffff", link: "#1d4ed8", price: "#1f2933" },
    surface: {
      page: "#ffffff",
      raised: "#ffffff",
      sunken: "#f5f6f7",
      header: "#1f2933",
      headerText: "#ffffff",
      footer: "#1f2933",
      footerText: "#ffffff",
    },
    border: { default: "#d4d8dd", strong: "#7b8794" },
    feedback: {
      error: "#b3261e",
      errorSurface: "#fdecea",
      success: "#1e7b34",
      successSurface: "#e8f5ec",
      warning: "#8a5300",
      warningSurface: "#fdf3e1",
      info: "#1d4ed8",
      infoSurface: "#e8effd",
    },
    // spec 3 §9: the default sale colour is #c4102b.
    ribbon: {
      text: "#ffffff",
      save: "#b3261e",
      "catalogue-item": "#1d4ed8",
      cashback: "#1e7b34",
      win: "#6d28d9",
      new: "#0f766e",
      bonus: "#a16207",
      "special-offer": "#be185d",
      sale: "#c4102b",
    },
    overlay: "rgba(15, 23, 42, 0.6)",
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSizes: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.25rem", xl: "1.5rem", xxl: "2rem", display: "2.75rem" },
  fontWeights: { regular: 400, medium: 500, bold: 700, heading: 700 },
  lineHeights: { tight: 1.2, normal: 1.5, relaxed: 1.7 },
  letterSpacing: { heading: "0", caps: "0.06em" },
  headingCase: "none",
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64],
  radii: { none: "0", sm: "2px", md: "4px", lg: "8px", pill: "999px" },
  shadows: {
    sm: "0 1px 2px rgba(15, 23, 42, 0.08)",
    md: "0 4px 12px rgba(15, 23, 42, 0.12)",
    lg: "0 12px 32px rgba(15, 23, 42, 0.18)",
  },
  breakpoints: { xs: 0, sm: 520, md: 768, lg: 975, xl: 1200 },
  zIndices: { header: 900, dropdown: 920, compare: 950, adminBar: 1000, modal: 1100, message: 1200 },
  layout: { maxWidth: "1280px", navbarHeight: 70, adminBarHeight: 50 },
  // WCAG 2.2 §2.5.8 asks 24 × 24 of every target; 44 × 44 is the thumb's size (issue 46).
  targets: { minimum: 24, comfortable: 44 },
  motion: { fast: 120, normal: 200 },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function merge<T>(base: T, overrides: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(overrides)) return (overrides ?? base) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? merge(out[key], value) : value;
  }
  return out as T;
}

/** A brand theme: the base with the brand's overrides merged in, group by group. */
export function createTheme(overrides: ThemeOverrides, base: Theme = baseTheme): Theme {
  return merge(base, overrides);
}
