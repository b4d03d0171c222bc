import { createTheme } from "../theme/base";

// Fictional brands (BRANDS.md): names, marks and palettes are our own invention. Every text and
// control colour here is held to WCAG AA by the theme test (src/themes/themes.test.ts). Each theme
// is built in a call marked pure, so an app's bundle keeps only the theme it uses.

/** wa: the main retail theme. Deep harbour navy with a sunset orange. */
export const waTheme = /* @__PURE__ */ createTheme({
  name: "wa",
  displayName: "Wattle & Ash",
  logo: { text: "Wattle & Ash", tagline: "Appliances", mark: "leaf", markColor: "#f2a900", textColor: "#ffffff" },
  color: {
    brand: { primary: "#0b2545", secondary: "#13315c", accent: "#f2a900" },
    action: { primary: "#c2410c", primaryHover: "#9a3412", primaryText: "#ffffff", secondaryText: "#0b2545", focusRing: "#a15c00" },
    text: { default: "#14213d", muted: "#4a5568", link: "#13315c", price: "#0b2545" },
    surface: { header: "#0b2545", headerText: "#ffffff", footer: "#0b2545", footerText: "#e2e8f0", sunken: "#f4f6fa" },
    ribbon: { save: "#c2410c", sale: "#c4102b" },
  },
  fonts: { heading: "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif" },
  fontSizes: { lg: "1.25rem", xl: "1.625rem", xxl: "2.125rem", display: "2.875rem" },
  radii: { sm: "3px", md: "6px", lg: "10px" },
});

/** aol: the electrical-trade app. Charcoal and hi-vis yellow, square and uppercase. */
export const aolTheme = /* @__PURE__ */ createTheme({
  name: "aol",
  displayName: "Arcline Trade",
  logo: { text: "ARCLINE", tagline: "Trade", mark: "bolt", markColor: "#ffc400", textColor: "#ffffff" },
  color: {
    brand: { primary: "#1c1f24", secondary: "#2d3139", accent: "#ffc400" },
    action: { primary: "#1c1f24", primaryHover: "#000000", primaryText: "#ffc400", secondaryText: "#1c1f24", focusRing: "#0050a0" },
    text: { default: "#1c1f24", muted: "#4b5058", link: "#0050a0", price: "#1c1f24" },
    surface: { header: "#1c1f24", headerText: "#ffffff", footer: "#2d3139", footerText: "#f1f1f1", sunken: "#f3f3f1" },
  },
  fonts: { heading: "'Arial Narrow', 'Roboto Condensed', Arial, sans-serif" },
  // Condensed uppercase headings run a step larger to stay legible.
  fontSizes: { sm: "0.875rem", lg: "1.375rem", xl: "1.75rem", xxl: "2.375rem", display: "3.25rem" },
  headingCase: "uppercase",
  letterSpacing: { heading: "0.04em" },
  radii: { sm: "0", md: "0", lg: "2px" },
});

/** aol-nz: the trade app's New Zealand sibling. Deep fern green with a pounamu teal. */
export const aolNzTheme = /* @__PURE__ */ createTheme({
  name: "aol-nz",
  displayName: "Arcline Aotearoa",
  logo: { text: "ARCLINE", tagline: "Aotearoa", mark: "bolt", markColor: "#5eead4", textColor: "#ffffff" },
  color: {
    brand: { primary: "#00483a", secondary: "#005f4b", accent: "#5eead4" },
    action: { primary: "#00695c", primaryHover: "#004d40", primaryText: "#ffffff", secondaryText: "#00483a", focusRing: "#0f766e" },
    text: { default: "#102a26", muted: "#3f5a55", link: "#00695c", price: "#00483a" },
    surface: { header: "#00483a", headerText: "#ffffff", footer: "#00352b", footerText: "#e0f2ef", sunken: "#f0f7f5" },
  },
  fonts: { heading: "'Arial Narrow', 'Roboto Condensed', Arial, sans-serif" },
  fontSizes: { lg: "1.375rem", xl: "1.75rem", xxl: "2.25rem", display: "3rem" },
  headingCase: "uppercase",
  letterSpacing: { heading: "0.04em" },
  radii: { sm: "0", md: "2px", lg: "4px" },
});

/** andoo: the sister appliance marketplace. Bright violet with a coral, rounded and friendly. */
export const andooTheme = /* @__PURE__ */ createTheme({
  name: "andoo",
  displayName: "Andaroo Market",
  logo: { text: "andaroo", tagline: "market", mark: "circle", markColor: "#ff8a8a", textColor: "#ffffff" },
  color: {
    brand: { primary: "#4c1d95", secondary: "#6d28d9", accent: "#ff6b6b" },
    action: { primary: "#6d28d9", primaryHover: "#5b21b6", primaryText: "#ffffff", secondaryText: "#4c1d95", focusRing: "#7c3aed" },
    text: { default: "#1e1b2e", muted: "#55506b", link: "#6d28d9", price: "#4c1d95" },
    surface: { header: "#4c1d95", headerText: "#ffffff", footer: "#2e1065", footerText: "#ede9fe", sunken: "#f7f5ff" },
  },
  fonts: { heading: "'Avenir Next', 'Nunito', 'Segoe UI', system-ui, sans-serif" },
  // A rounder, bigger-bodied scale for the marketplace.
  fontSizes: { sm: "0.9375rem", md: "1.0625rem", lg: "1.3125rem", xl: "1.625rem", xxl: "2.125rem", display: "2.75rem" },
  radii: { sm: "6px", md: "12px", lg: "20px" },
});

/** hc: the home-care theme. Calm sage green on warm cream. */
export const hcTheme = /* @__PURE__ */ createTheme({
  name: "hc",
  displayName: "Hearth & Care",
  logo: { text: "Hearth & Care", mark: "house", markColor: "#e9c46a", textColor: "#ffffff" },
  color: {
    brand: { primary: "#2f5d50", secondary: "#3d7565", accent: "#e9c46a" },
    action: { primary: "#2f5d50", primaryHover: "#244a40", primaryText: "#ffffff", secondaryText: "#2f5d50", focusRing: "#8c6510" },
    text: { default: "#23302c", muted: "#4f5d58", link: "#2f5d50", price: "#2f5d50" },
    surface: { page: "#fffdf8", header: "#2f5d50", headerText: "#ffffff", footer: "#23302c", footerText: "#f5efe0", sunken: "#f6f1e6" },
  },
  fonts: { heading: "Georgia, 'Times New Roman', serif" },
  fontSizes: { lg: "1.25rem", xl: "1.5rem", xxl: "1.875rem", display: "2.5rem" },
  lineHeights: { normal: 1.6 },
  radii: { sm: "4px", md: "8px", lg: "14px" },
});

/** fk: the furniture theme. Walnut and terracotta with an editorial serif. */
export const fkTheme = /* @__PURE__ */ createTheme({
  name: "fk",
  displayName: "Fern & Kiln",
  logo: { text: "Fern & Kiln", tagline: "Furniture", mark: "chair", markColor: "#a4462b", textColor: "#3d2b1f" },
  color: {
    brand: { primary: "#3d2b1f", secondary: "#6b4a35", accent: "#e07a5f" },
    action: { primary: "#a4462b", primaryHover: "#873822", primaryText: "#ffffff", secondaryText: "#3d2b1f", focusRing: "#b4532f" },
    text: { default: "#2b211a", muted: "#5e5048", link: "#a4462b", price: "#3d2b1f" },
    surface: { page: "#fbf8f4", header: "#f3ece4", headerText: "#3d2b1f", footer: "#3d2b1f", footerText: "#f3ece4", sunken: "#f3ece4" },
    ribbon: { save: "#a4462b", new: "#3d5a40", sale: "#9f1c2b" },
  },
  fonts: { heading: "'Didot', 'Bodoni MT', Georgia, serif" },
  // An editorial scale: quiet body, tall display.
  fontSizes: { xl: "1.625rem", xxl: "2.375rem", display: "3.5rem" },
  fontWeights: { heading: 400 },
  letterSpacing: { heading: "0.01em" },
  radii: { sm: "0", md: "0", lg: "0" },
});
