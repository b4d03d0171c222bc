import { presetThemes, type PresetThemeName } from "../themes";
import type { BrandConfig } from "./BrandConfig";
import { defineBrand, type BrandDefinition, type FeatureOverrides } from "./defaults";

/**
 * The behaviour flags of the spec's other themes (BRANDS.md), to pair with the theme preset of
 * the same name. A preset lists only what differs from `defaultFeatures`.
 */
export const featurePresets = {
  // Nothing of its own in BRANDS.md: the plain storefront behaviour.
  "kitchen-showroom": {},
  // Ribbons shown (spec 1 §3); search dropdown 3 results up to lg, 8 wider (spec 1 §9).
  "home-commerce": { showRibbons: true, searchResultCount: { narrow: 3, wide: 8 } },
  "blue-home-goods": {
    supportCallLabel: "24/7 Customer Support",
    checkoutSalesBanner: { mobileHeight: 60, desktopHeight: 72 },
  },
  "wine-cellar": { checkout: { adminBarForSignedIn: true } },
  hardware: { showReminders: false },
  "trade-commercial": { showReminders: false, pricesNeedLogin: true },
} as const satisfies Record<PresetThemeName, FeatureOverrides>;

export type PresetBrandDefinition = Omit<BrandDefinition, "theme" | "displayName"> & {
  displayName?: string;
};

/**
 * A complete BrandConfig for a new app built on one of the presets: its theme and its flags,
 * with the app's own overrides on top.
 */
export function definePresetBrand(preset: PresetThemeName, definition: PresetBrandDefinition): BrandConfig {
  const flags: FeatureOverrides = featurePresets[preset];
  const theme = presetThemes[preset];
  const { features = {}, displayName = theme.displayName, ...rest } = definition;
  return defineBrand({
    ...rest,
    displayName,
    theme,
    features: { ...flags, ...features, checkout: { ...flags.checkout, ...features.checkout } },
  });
}
