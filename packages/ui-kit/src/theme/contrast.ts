import { RIBBON_TYPES, type Theme } from "./types";

/** WCAG 2.x relative luminance and contrast, for the theme tests and for picking readable text. */

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Parses #rgb or #rrggbb; anything else is a programming error in a theme. */
export function parseHex(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.2 AA: 4.5:1 for body text, 3:1 for large text and for the edges of controls and focus rings. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export interface ContrastCheck {
  /** What a designer would call the pair, e.g. "primary button text". */
  pair: string;
  foreground: string;
  background: string;
  minimum: number;
}

/**
 * Every text-on-surface and control-edge pair the kit draws from a theme. The theme test runs
 * these over every preset, and Storybook's token page lists them.
 */
export function themeContrastChecks(theme: Theme): ContrastCheck[] {
  const { color, logo } = theme;
  const text = (pair: string, foreground: string, background: string): ContrastCheck => ({
    pair,
    foreground,
    background,
    minimum: AA_TEXT,
  });
  const edge = (pair: string, foreground: string, background: string): ContrastCheck => ({
    pair,
    foreground,
    background,
    minimum: AA_NON_TEXT,
  });
  const surfaces = { page: color.surface.page, raised: color.surface.raised, sunken: color.surface.sunken };
  const checks: ContrastCheck[] = [];
  for (const [name, surface] of Object.entries(surfaces)) {
    checks.push(
      text(`body text on ${name}`, color.text.default, surface),
      text(`muted text on ${name}`, color.text.muted, surface),
      text(`link on ${name}`, color.text.link, surface),
      text(`price on ${name}`, color.text.price, surface),
      text(`error text on ${name}`, color.feedback.error, surface),
      text(`success text on ${name}`, color.feedback.success, surface),
      edge(`focus ring on ${name}`, color.action.focusRing, surface),
      edge(`field border on ${name}`, color.border.strong, surface),
    );
  }
  checks.push(
    text("warning text on page", color.feedback.warning, color.surface.page),
    text("info text on page", color.feedback.info, color.surface.page),
    text("primary button text", color.action.primaryText, color.action.primary),
    text("primary button text on hover", color.action.primaryText, color.action.primaryHover),
    text("secondary button text", color.action.secondaryText, color.action.secondary),
    text("secondary button text on hover", color.action.secondaryText, color.action.secondaryHover),
    text("disabled button text", color.action.disabledText, color.action.disabled),
    edge("primary button edge on page", color.action.primary, color.surface.page),
    text("header text", color.surface.headerText, color.surface.header),
    text("footer text", color.surface.footerText, color.surface.footer),
    text("logo name on header", logo.textColor, color.surface.header),
    text("error message bar", color.text.inverse, color.feedback.error),
    text("error banner text", color.feedback.error, color.feedback.errorSurface),
    text("success box text", color.feedback.success, color.feedback.successSurface),
    text("body text in success box", color.text.default, color.feedback.successSurface),
    text("body text in error banner", color.text.default, color.feedback.errorSurface),
    text("warning alert text", color.feedback.warning, color.feedback.warningSurface),
    text("info alert text", color.feedback.info, color.feedback.infoSurface),
  );
  if (logo.tagline) checks.push(text("logo tagline on header", logo.markColor, color.surface.header));
  for (const type of RIBBON_TYPES) checks.push(text(`${type} ribbon`, color.ribbon.text, color.ribbon[type]));
  return checks;
}
