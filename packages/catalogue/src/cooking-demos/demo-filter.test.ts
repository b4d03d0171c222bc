// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  changeDemoFilter,
  demoActionOf,
  emptyDemoFilter,
  hasDemoFilters,
  readDemoFilter,
  toCookingDemoFilter,
  writeDemoFilter,
} from "./demo-filter";

describe("cooking demo filter (spec 1 §3)", () => {
  it("reads every field of the filter from the address", () => {
    const state = readDemoFilter(
      new URLSearchParams(
        "storeUri=richmond&brand=Sterling Vale&cookingDemoType=2&cookingDemoSubEventType=Masterclass&startDate=2026-12-01&endDate=2026-12-31&sortDirection=2&pageNo=3",
      ),
    );
    expect(state).toEqual({
      storeUri: "richmond",
      brand: "sterling-vale",
      cookingDemoType: 2,
      cookingDemoSubEventType: "Masterclass",
      startDate: "2026-12-01",
      endDate: "2026-12-31",
      sortDirection: 2,
      pageNo: 3,
    });
  });

  it("drops what the API would refuse: unknown types, impossible dates, an end before the start", () => {
    const state = readDemoFilter(
      new URLSearchParams(
        "cookingDemoType=7&cookingDemoSubEventType=Party&startDate=2026-02-30&endDate=2026-01-01&sortDirection=9&pageNo=0",
      ),
    );
    expect(state).toEqual({ ...emptyDemoFilter, endDate: "2026-01-01" });
    expect(readDemoFilter(new URLSearchParams("startDate=2026-03-01&endDate=2026-01-01")).endDate).toBe("");
  });

  it("sends the brand lowercased, 12 records per page, sort 0 and page 1 by default", () => {
    expect(toCookingDemoFilter(emptyDemoFilter)).toEqual({ pageNo: 1, sortDirection: 0, recordsPerPage: 12 });
    expect(toCookingDemoFilter({ ...emptyDemoFilter, brand: "umbra", cookingDemoType: 0 })).toMatchObject({
      brand: "umbra",
      cookingDemoType: 0,
    });
  });

  it("goes back to page 1 when a filter changes and keeps defaults out of the address", () => {
    const next = changeDemoFilter({ ...emptyDemoFilter, pageNo: 4 }, { storeUri: "geelong" });
    expect(next.pageNo).toBe(1);
    expect(writeDemoFilter(next).toString()).toBe("storeUri=geelong");
    expect(hasDemoFilters(next)).toBe(true);
    expect(hasDemoFilters({ ...emptyDemoFilter, sortDirection: 2 })).toBe(false);
  });

  it("offers an RSVP for a free demo, a booking for a paid one, the wait list when full, a call otherwise", () => {
    expect(demoActionOf({ availability: 0, price: 0, placesLeft: 5 })).toBe("rsvp");
    expect(demoActionOf({ availability: 0, price: 49, placesLeft: 5 })).toBe("booking");
    expect(demoActionOf({ availability: 0, price: 0, placesLeft: 0 })).toBe("waitList");
    expect(demoActionOf({ availability: 1, price: 0, placesLeft: 5 })).toBe("waitList");
    expect(demoActionOf({ availability: 2, price: 0, placesLeft: 5 })).toBe("contactStore");
  });
});
