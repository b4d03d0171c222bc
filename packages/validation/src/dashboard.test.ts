import { describe, expect, it } from "vitest";
import { cleanDashboardSearchParams, dashboardExportParams, hasTooManyResults, readExpiringEntry } from "./dashboard";

describe("cleanDashboardSearchParams", () => {
  it("drops blank values but keeps numbers, zero included", () => {
    expect(
      cleanDashboardSearchParams({ page: 0, limit: 13, sortProperty: "", sortDirection: 0, fromDate: null, salespersonCode: "  " }),
    ).toEqual({ page: 0, limit: 13, sortDirection: 0 });
  });

  it("keeps showCulinaryBookings when false, and drops other false flags", () => {
    expect(cleanDashboardSearchParams({ showCulinaryBookings: false, allTime: false, onlyMyProjects: false })).toEqual({
      showCulinaryBookings: false,
    });
  });

  it("uses the signed-in salesperson's code for 'only my projects'", () => {
    expect(cleanDashboardSearchParams({ onlyMyProjects: true, salespersonCode: "" }, { salespersonCode: "SP42" })).toEqual({
      onlyMyProjects: true,
      salespersonCode: "SP42",
    });
  });

  it("runs 'all time' from 2016-01-01 at start of day to now", () => {
    const now = new Date(2026, 10, 22, 9, 30);
    expect(cleanDashboardSearchParams({ allTime: true, fromDate: "2025-01-01" }, { now })).toEqual({
      allTime: true,
      fromDate: new Date(2016, 0, 1).toISOString(),
      toDate: now.toISOString(),
    });
  });

  it("never sends the customer name", () => {
    expect(cleanDashboardSearchParams({ customerName: "Jane", page: 1 })).toEqual({ page: 1 });
  });
});

describe("dashboard export and limits", () => {
  it("exports with limit -1", () => {
    expect(dashboardExportParams({ page: 2, limit: 13 })).toEqual({ page: 2, limit: -1 });
  });

  it("flags more than 2000 results", () => {
    expect(hasTooManyResults(2000)).toBe(false);
    expect(hasTooManyResults(2001)).toBe(true);
  });
});

describe("readExpiringEntry", () => {
  it("drops an expired entry and keeps others", () => {
    expect(readExpiringEntry({ value: "a", expiry: 1000 }, 1000)).toBeUndefined();
    expect(readExpiringEntry({ value: "a", expiry: 1001 }, 1000)).toBe("a");
    expect(readExpiringEntry({ value: "a" }, 1000)).toBe("a");
  });
});
