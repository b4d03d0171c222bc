import { describe, expect, it } from "vitest";
import { brand } from "./brand";

describe("fk brand", () => {
  it("sells in Australian dollars", () => {
    expect(brand).toMatchObject({ id: "fk", country: "AU", currency: "AUD", locale: "en-AU", port: 3006 });
  });

  it("switches on ribbons, search dropdown 4 / 8 and the furniture search", () => {
    expect(brand.features).toMatchObject({ showRibbons: true, searchResultCount: { narrow: 4, wide: 8 }, searchVariant: "furniture" });
  });
});
