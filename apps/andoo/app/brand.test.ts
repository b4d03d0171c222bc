import { describe, expect, it } from "vitest";
import { brand } from "./brand";

describe("andoo brand", () => {
  it("sells in Australian dollars", () => {
    expect(brand).toMatchObject({ id: "andoo", country: "AU", currency: "AUD", locale: "en-AU", port: 3004 });
  });

  it("switches on supplier availability in checkout and the bottom-bar compare tray", () => {
    expect(brand.features).toMatchObject({ compareVariant: "bottomBar", checkout: { supplierAvailability: true } });
  });
});
