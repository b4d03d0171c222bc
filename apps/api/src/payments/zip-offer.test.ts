import { describe, expect, it } from "vitest";
import { storefrontById } from "../storefronts";
import { zipOfferDates } from "./zip-offer";

const wa = storefrontById("wa")!;
const nz = storefrontById("aol-nz")!;

describe("Zip's offer dates (spec 2 §3, §9; issue 44 item 6)", () => {
  it("includes purchases to the last day of next month and expires the day after, in the storefront's zone", () => {
    expect(zipOfferDates(wa, new Date("2026-11-29T03:00:00Z"))).toEqual({ offerExpiry: "2027-01-01", offerExpiryInclusion: "2026-12-31" });
    // 31 January, 14:00 UTC, is already 1 February in Sydney: the offer then runs to the end of March.
    expect(zipOfferDates(wa, new Date("2027-01-31T14:00:00Z"))).toEqual({ offerExpiry: "2027-04-01", offerExpiryInclusion: "2027-03-31" });
    expect(zipOfferDates(wa, new Date("2027-12-15T00:00:00Z"))).toEqual({ offerExpiry: "2028-02-01", offerExpiryInclusion: "2028-01-31" });
  });

  it("gives Zip NZ no offer", () => {
    expect(zipOfferDates(nz, new Date("2026-11-29T03:00:00Z"))).toEqual({ offerExpiry: null, offerExpiryInclusion: null });
  });
});
