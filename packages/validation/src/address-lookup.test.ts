import { describe, expect, it } from "vitest";
import { isAddressLookupInput, MAPS_ERROR_MESSAGE, sanitisedPlaceAddress } from "./address-lookup";

describe("the address lookup's rules (spec 2 §7, issue 44 item 3)", () => {
  it("looks up three or more address characters, up to 100", () => {
    expect(isAddressLookupInput("12")).toBe(false);
    expect(isAddressLookupInput("  12 ")).toBe(false);
    expect(isAddressLookupInput("12 B")).toBe(true);
    expect(isAddressLookupInput("3/12 Ōtāhuhu Road, Auckland")).toBe(true);
    expect(isAddressLookupInput("12 Main St <script>")).toBe(false);
    expect(isAddressLookupInput("x".repeat(101))).toBe(false);
  });

  it("falls back to the place's street part, cleaned and cut to the address limit", () => {
    expect(sanitisedPlaceAddress("12 Banksia Street, Richmond VIC 3121, Australia")).toBe("12 Banksia Street");
    expect(sanitisedPlaceAddress("  7  Ocean\tParade;<b> ")).toBe("7 Ocean Parade b");
    expect(sanitisedPlaceAddress("1 A Very Long Street Name That Goes On And On Forever Road", 35)).toBe(
      "1 A Very Long Street Name That Goes",
    );
    expect(sanitisedPlaceAddress("")).toBe("");
  });

  it("words the maps error as the spec does", () => {
    expect(MAPS_ERROR_MESSAGE).toBe("An error occurred while looking up this address. Please check the address and try again.");
  });
});
