import { createTheme } from "../theme/base";

// The spec's other themes (spec 1 §9, BRANDS.md): presets that a new app can pick, shown in
// Storybook. Names and marks are fictional; behaviour flags live in src/brand/presets.ts.

/** kitchen-showroom: slate and brushed copper, a quiet humanist sans. */
export const kitchenShowroomTheme = /* @__PURE__ */ createTheme({
  name: "kitchen-showroom",
  displayName: "Copperleaf Kitchens",
  logo: { text: "Copperleaf", tagline: "Kitchen Showroom", mark: "flame", markColor: "#e0a36f", textColor: "#ffffff" },
  color: {
    brand: { primary: "#22272e", secondary: "#3a414b", accent: "#e0a36f" },
    action: {
      primary: "#9c4a1a",
      primaryHover: "#7d3a13",
      primaryText: "#ffffff",
      secondaryText: "#22272e",
      focusRing: "#9c4a1a",
    },
    text: { default: "#22272e", muted: "#505862", link: "#8a4216", price: "#22272e" },
    surface: { header: "#22272e", headerText: "#ffffff", footer: "#22272e", footerText: "#ece7e1", sunken: "#f5f3f0" },
  },
  fonts: { heading: "'Gill Sans', 'Gill Sans MT', Calibri, 'Segoe UI', sans-serif" },
  fontSizes: { lg: "1.25rem", xl: "1.5rem", xxl: "2rem", display: "3rem" },
  fontWeights: { heading: 500 },
  letterSpacing: { heading: "0.02em" },
  radii: { sm: "2px", md: "4px", lg: "6px" },
});

/** home-commerce: deep teal with a mustard accent, ribbons on (BRANDS.md). */
export const homeCommerceTheme = /* @__PURE__ */ createTheme({
  name: "home-commerce",
  displayName: "Nestwell Home",
  logo: { text: "nestwell", tagline: "Home", mark: "hexagon", markColor: "#ffcb69", textColor: "#ffffff" },
  color: {
    brand: { primary: "#005f73", secondary: "#0a7286", accent: "#ee9b00" },
    action: {
      primary: "#005f73",
      primaryHover: "#00485a",
      primaryText: "#ffffff",
      secondaryText: "#005f73",
      focusRing: "#9b6000",
    },
    text: { default: "#0f2a30", muted: "#44595e", link: "#005f73", price: "#0f2a30" },
    surface: { header: "#005f73", headerText: "#ffffff", footer: "#0f2a30", footerText: "#e6f2f4", sunken: "#eef6f7" },
    ribbon: { sale: "#ae2012", save: "#9b2226" },
  },
  fonts: { heading: "'Segoe UI', 'Helvetica Neue', Arial, sans-serif" },
  fontSizes: { sm: "0.875rem", lg: "1.25rem", xl: "1.5rem", xxl: "2rem", display: "2.625rem" },
  fontWeights: { heading: 800 },
  radii: { sm: "4px", md: "6px", lg: "12px" },
});

/** blue home-goods: royal blue and sky, soft rounded controls. */
export const blueHomeGoodsTheme = /* @__PURE__ */ createTheme({
  name: "blue-home-goods",
  displayName: "Bluewren Homewares",
  logo: { text: "Bluewren", tagline: "Homewares", mark: "wave", markColor: "#9dd3ff", textColor: "#ffffff" },
  color: {
    brand: { primary: "#0b3d91", secondary: "#1552b8", accent: "#7cc4ff" },
    action: {
      primary: "#1552b8",
      primaryHover: "#0b3d91",
      primaryText: "#ffffff",
      secondaryText: "#0b3d91",
      focusRing: "#1552b8",
    },
    text: { default: "#101d33", muted: "#475569", link: "#1552b8", price: "#0b3d91" },
    surface: { header: "#0b3d91", headerText: "#ffffff", footer: "#0a2d6b", footerText: "#e0ecff", sunken: "#f1f6fd" },
  },
  fonts: { heading: "'Verdana', 'Segoe UI', system-ui, sans-serif" },
  fontSizes: { lg: "1.1875rem", xl: "1.4375rem", xxl: "1.875rem", display: "2.5rem" },
  radii: { sm: "8px", md: "16px", lg: "24px" },
});

/** wine-cellar: burgundy and gold leaf on parchment, old-style serif. */
export const wineCellarTheme = /* @__PURE__ */ createTheme({
  name: "wine-cellar",
  displayName: "Cellar & Vine",
  logo: { text: "Cellar & Vine", mark: "bottle", markColor: "#d4af37", textColor: "#ffffff" },
  color: {
    brand: { primary: "#5c1a33", secondary: "#7a1f3d", accent: "#d4af37" },
    action: {
      primary: "#7a1f3d",
      primaryHover: "#5c1a33",
      primaryText: "#ffffff",
      secondaryText: "#5c1a33",
      focusRing: "#8a6d00",
    },
    text: { default: "#2a1a1f", muted: "#5c4b50", link: "#7a1f3d", price: "#5c1a33" },
    surface: {
      page: "#fdfbf7",
      header: "#5c1a33",
      headerText: "#ffffff",
      footer: "#2a1a1f",
      footerText: "#f3e9d2",
      sunken: "#f5eee2",
    },
  },
  fonts: { heading: "'Palatino Linotype', 'Book Antiqua', Palatino, Georgia, serif" },
  fontSizes: { lg: "1.3125rem", xl: "1.625rem", xxl: "2.25rem", display: "3.125rem" },
  fontWeights: { heading: 600 },
  letterSpacing: { heading: "0.02em" },
  radii: { sm: "2px", md: "3px", lg: "4px" },
});

/** hardware: signal red and safety amber, heavy uppercase type. */
export const hardwareTheme = /* @__PURE__ */ createTheme({
  name: "hardware",
  displayName: "Bolt & Bench",
  logo: { text: "BOLT & BENCH", tagline: "Hardware", mark: "hammer", markColor: "#ffb703", textColor: "#ffffff" },
  color: {
    brand: { primary: "#a4161a", secondary: "#660708", accent: "#ffb703" },
    action: {
      primary: "#a4161a",
      primaryHover: "#7f1013",
      primaryText: "#ffffff",
      secondaryText: "#1f1f1f",
      focusRing: "#1f4fbf",
    },
    text: { default: "#1f1f1f", muted: "#505050", link: "#1f4fbf", price: "#a4161a" },
    surface: { header: "#1f1f1f", headerText: "#ffffff", footer: "#1f1f1f", footerText: "#f2f2f2", sunken: "#f2f2f2" },
  },
  fonts: { heading: "'Franklin Gothic Medium', 'Arial Narrow', Arial, sans-serif" },
  fontSizes: { lg: "1.375rem", xl: "1.75rem", xxl: "2.5rem", display: "3.375rem" },
  fontWeights: { heading: 800 },
  headingCase: "uppercase",
  letterSpacing: { heading: "0.03em" },
  radii: { sm: "0", md: "2px", lg: "2px" },
});

/** trade-commercial: steel navy with a lime signal, dense and square. */
export const tradeCommercialTheme = /* @__PURE__ */ createTheme({
  name: "trade-commercial",
  displayName: "Keystone Commercial",
  logo: { text: "KEYSTONE", tagline: "Commercial", mark: "diamond", markColor: "#a3e635", textColor: "#ffffff" },
  color: {
    brand: { primary: "#102a43", secondary: "#243b53", accent: "#a3e635" },
    action: {
      primary: "#243b53",
      primaryHover: "#102a43",
      primaryText: "#d9f99d",
      secondaryText: "#102a43",
      focusRing: "#3f6212",
    },
    text: { default: "#102a43", muted: "#486581", link: "#1d5a9c", price: "#102a43" },
    surface: { header: "#102a43", headerText: "#ffffff", footer: "#243b53", footerText: "#f0f4f8", sunken: "#f0f4f8" },
  },
  fonts: { heading: "'Arial Narrow', 'Roboto Condensed', Arial, sans-serif" },
  fontSizes: { sm: "0.8125rem", md: "0.9375rem", lg: "1.25rem", xl: "1.5rem", xxl: "2.125rem", display: "2.875rem" },
  headingCase: "uppercase",
  letterSpacing: { heading: "0.05em" },
  radii: { sm: "0", md: "0", lg: "0" },
});
