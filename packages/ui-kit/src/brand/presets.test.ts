import { describe, expect, it } from "vitest";
import { presetThemes } from "../themes";
import { definePresetBrand, featurePresets } from "./presets";

describe("brand presets", () => {
  it("pairs a flag preset with every theme preset", () => {
    expect(Object.keys(featurePresets).sort()).toEqual(Object.keys(presetThemes).sort());
  });

  it("switches on the behaviours BRANDS.md lists for each preset", () => {
    const brand = (preset: keyof typeof featurePresets) => definePresetBrand(preset, { id: preset, country: "AU", port: 1 }).features;
    expect(brand("home-commerce")).toMatchObject({ showRibbons: true, searchResultCount: { narrow: 3, wide: 8 } });
    expect(brand("blue-home-goods")).toMatchObject({
      supportCallLabel: "24/7 Customer Support",
      checkoutSalesBanner: { mobileHeight: 60, desktopHeight: 72 },
    });
    expect(brand("wine-cellar").checkout.adminBarForSignedIn).toBe(true);
    expect(brand("hardware").showReminders).toBe(false);
    expect(brand("trade-commercial")).toMatchObject({ showReminders: false, pricesNeedLogin: true });
    expect(brand("kitchen-showroom").supportCallLabel).toBe("24/7 Australia Customer Support");
  });

  it("uses the preset's theme and name, and lets the app override flags", () => {
    const config = definePresetBrand("wine-cellar", {
      id: "cellar-nz",
      country: "NZ",
      port: 5190,
      features: { showRibbons: true, checkout: { purchaseOrderField: true } },
    });
    expect(config.theme).toBe(presetThemes["wine-cellar"]);
    expect(config.displayName).toBe("Cellar & Vine");
    expect(config.currency).toBe("NZD");
    expect(config.features.showRibbons).toBe(true);
    expect(config.features.checkout).toMatchObject({
      adminBarForSignedIn: true,
      purchaseOrderField: true,
      zipRegion: "NZ",
    });
  });
});
