import { describe, expect, it } from "vitest";
import { brand } from "./brand";

describe("wa brand", () => {
  it("sells in Australian dollars", () => {
    expect(brand).toMatchObject({ id: "wa", country: "AU", currency: "AUD", locale: "en-AU", port: 3001 });
  });

  it("switches on ribbons, staff tooling, cooking demos, virtual tours and the shell compare overlay", () => {
    expect(brand.features).toMatchObject({
      showRibbons: true,
      staffTooling: true,
      cookingDemos: true,
      virtualTours: true,
      compareVariant: "overlay",
    });
  });
});
