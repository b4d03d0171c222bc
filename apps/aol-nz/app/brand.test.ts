import { describe, expect, it } from "vitest";
import { brand } from "./brand";

describe("aol-nz brand", () => {
  it("sells in New Zealand dollars", () => {
    expect(brand).toMatchObject({ id: "aol-nz", country: "NZ", currency: "NZD", locale: "en-NZ", port: 3003 });
  });

  it("switches on NZ rules: suburb and postcode as one field, no state validation, Zip NZ, search dropdown 4 / 8, no reminders", () => {
    expect(brand.features).toMatchObject({
      showReminders: false,
      searchResultCount: { narrow: 4, wide: 8 },
      checkout: { suburbAndPostcodeAsOneField: true, validateState: false, zipRegion: "NZ" },
    });
  });
});
