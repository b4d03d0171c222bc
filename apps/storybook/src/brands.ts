import { defineBrand, type BrandConfig, type FeatureOverrides } from "@storefront/ui-kit/brand";
import { definePresetBrand } from "@storefront/ui-kit/brand-presets";
import { appThemes, type AppThemeName, type ThemeName } from "@storefront/ui-kit/themes";

/**
 * The flags of the six apps that change how kit components look (BRANDS.md). The apps own their
 * full BrandConfig; Storybook only needs these to show each brand's states.
 */
const appFlags: Record<AppThemeName, { country: "AU" | "NZ"; features: FeatureOverrides }> = {
  wa: { country: "AU", features: { showRibbons: true, staffTooling: true, cookingDemos: true, virtualTours: true } },
  aol: { country: "AU", features: { pricesNeedLogin: true, logoutOn401: false, showReminders: false } },
  "aol-nz": { country: "NZ", features: { showReminders: false, searchResultCount: { narrow: 4, wide: 8 } } },
  andoo: { country: "AU", features: { compareVariant: "bottomBar", compareTooManyVariant: "deselectAnother" } },
  hc: { country: "AU", features: { checkout: { adminBarForSignedIn: true, deliveryUnavailableMessage: true } } },
  fk: {
    country: "AU",
    features: { showRibbons: true, searchResultCount: { narrow: 4, wide: 8 }, searchVariant: "furniture" },
  },
};

function isAppTheme(name: ThemeName): name is AppThemeName {
  return name in appThemes;
}

/** The BrandConfig a story renders in: the toolbar's theme with its flags, plus the story's own flags. */
export function storybookBrand(name: ThemeName, storyFeatures: FeatureOverrides = {}): BrandConfig {
  if (isAppTheme(name)) {
    const { country, features } = appFlags[name];
    const theme = appThemes[name];
    return defineBrand({
      id: name,
      displayName: theme.displayName,
      country,
      theme,
      port: 6006,
      features: { ...features, ...storyFeatures, checkout: { ...features.checkout, ...storyFeatures.checkout } },
    });
  }
  return definePresetBrand(name, { id: name, country: "AU", port: 6006, features: storyFeatures });
}
