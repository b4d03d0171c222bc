import { describe, expect, it } from "vitest";
import { brand } from "./brand";

describe("andoo brand", () => {
  it("sells in Australian dollars", () => {
    expect(brand).toMatchObject({ id: "andoo", country: "AU", currency: "AUD", locale: "en-AU", port: 3004 });
  });

  it("switches on supplier availability in checkout, the bottom-bar compare tray and its 'deselect another' dialog", () => {
    expect(brand.features).toMatchObject({
      compareVariant: "bottomBar",
      compareTooManyVariant: "deselectAnother",
      checkout: { supplierAvailability: true },
    });
  });
});
