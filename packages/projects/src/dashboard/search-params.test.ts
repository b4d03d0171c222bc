import { describe, expect, it } from "vitest";
import {
  ariaSort,
  cleanSearchParams,
  dashboardPaging,
  exportQuery,
  INITIAL_SEARCH,
  isTooMany,
  nextSortDirection,
  type DashboardSearch,
} from "./search-params";

const now = new Date(2026, 10, 26, 15, 30);
const context = { salespersonCode: "S-01", now };
const search = (overrides: Partial<DashboardSearch> = {}): DashboardSearch => ({ ...INITIAL_SEARCH, ...overrides });

describe("cleaning the dashboard search (spec 3 §5)", () => {
  it("drops blank params and keeps numbers, page 0 included", () => {
    expect(cleanSearchParams(search({ brand: "  ", category: "" }), context)).toEqual({
      page: 0,
      limit: 13,
      sortDirection: "None",
      showCulinaryBookings: false,
    });
  });

  it("keeps the culinary flag set to false, and drops the other false flags", () => {
    const query = cleanSearchParams(search({ allTime: false, onlyMyProjects: false, showCulinaryBookings: false }), context);
    expect(query.showCulinaryBookings).toBe(false);
    expect(query).not.toHaveProperty("allTime");
    expect(query).not.toHaveProperty("onlyMyProjects");
  });

  it("sends the culinary flag when it is on", () => {
    expect(cleanSearchParams(search({ showCulinaryBookings: true }), context).showCulinaryBookings).toBe(true);
  });

  it("uses the logged-in salesperson code with 'Only my projects', in place of the chosen salesperson", () => {
    const query = cleanSearchParams(search({ onlyMyProjects: true, salespersonCode: "S-07" }), context);
    expect(query).toMatchObject({ onlyMyProjects: true, salespersonCode: "S-01" });
  });

  it("sends the chosen salesperson without 'Only my projects'", () => {
    expect(cleanSearchParams(search({ salespersonCode: "S-07" }), context).salespersonCode).toBe("S-07");
  });

  it("sets 'All time' from 2016-01-01 at the start of the day to now, over the form's dates", () => {
    const query = cleanSearchParams(search({ allTime: true, fromDate: "2026-11-01", toDate: "2026-11-02" }), context);
    expect(query.fromDate).toBe("2016-01-01T00:00:00.000Z");
    expect(query.toDate).toBe(now.toISOString());
    expect(query.allTime).toBe(true);
  });

  it("sends the form's dates as the start of the from day and the end of the to day", () => {
    const query = cleanSearchParams(search({ fromDate: "2026-11-01", toDate: "2026-11-02" }), context);
    expect(query.fromDate).toBe(new Date(2026, 10, 1).toISOString());
    expect(query.toDate).toBe(new Date(2026, 10, 2, 23, 59, 59, 999).toISOString());
  });

  it("sends the customer e-mail of the page's address, trimmed, whatever the form holds", () => {
    expect(cleanSearchParams(search(), { ...context, customerEmail: " alex@example.com " })).toMatchObject({
      customerEmail: "alex@example.com",
    });
    expect(cleanSearchParams(search(), { ...context, customerEmail: "" })).not.toHaveProperty("customerEmail");
  });

  it("never sends the customer name", () => {
    expect(cleanSearchParams(search({ customerName: "Riley Harper" }), context)).not.toHaveProperty("customerName");
  });

  it("sends the store, brand, category and SKU trimmed", () => {
    expect(cleanSearchParams(search({ store: "glebe", brand: " Korra ", category: "Fridges", sku: "SKU-101" }), context)).toMatchObject({
      store: "glebe",
      brand: "Korra",
      category: "Fridges",
      sku: "SKU-101",
    });
  });

  it("sends only a sort property the API sorts on", () => {
    expect(cleanSearchParams(search({ sortProperty: "quotePrice", sortDirection: "Ascending" }), context)).not.toHaveProperty(
      "sortProperty",
    );
  });

  it("sends the sort property only with a direction", () => {
    expect(cleanSearchParams(search({ sortProperty: "created", sortDirection: "Descending" }), context)).toMatchObject({
      sortProperty: "created",
      sortDirection: "Descending",
    });
    expect(cleanSearchParams(search({ sortProperty: "created", sortDirection: "None" }), context)).not.toHaveProperty("sortProperty");
  });
});

describe("the export's query (spec 3 §9)", () => {
  it("is the same search and order, every row (limit -1), with the given columns in order", () => {
    const query = exportQuery(search({ page: 3, brand: "Korra", sortProperty: "created", sortDirection: "Ascending" }), context, [
      "projectName",
      "created",
    ]);
    expect(query).toEqual({
      limit: -1,
      brand: "Korra",
      sortProperty: "created",
      sortDirection: "Ascending",
      showCulinaryBookings: false,
      columns: ["projectName", "created"],
    });
  });
});

describe("sorting by a column header", () => {
  it("cycles None, Ascending, Descending and back to None", () => {
    const ascending = nextSortDirection({ sortProperty: "", sortDirection: "None" }, "created");
    expect(ascending).toEqual({ sortProperty: "created", sortDirection: "Ascending" });
    const descending = nextSortDirection(ascending, "created");
    expect(descending).toEqual({ sortProperty: "created", sortDirection: "Descending" });
    expect(nextSortDirection(descending, "created")).toEqual({ sortProperty: "", sortDirection: "None" });
  });

  it("starts ascending on another column", () => {
    expect(nextSortDirection({ sortProperty: "created", sortDirection: "Descending" }, "projectName")).toEqual({
      sortProperty: "projectName",
      sortDirection: "Ascending",
    });
  });

  it("gives the header's aria-sort", () => {
    expect(ariaSort({ sortProperty: "created", sortDirection: "Descending" }, "created")).toBe("descending");
    expect(ariaSort({ sortProperty: "created", sortDirection: "Descending" }, "projectName")).toBe("none");
  });
});

describe("paging (spec 3 §9)", () => {
  it("counts pages of 13 and shows the index plus one", () => {
    expect(dashboardPaging(0, 27)).toEqual({ index: 0, shown: 1, pages: 3, hasPrevious: false, hasNext: true });
    expect(dashboardPaging(2, 27)).toMatchObject({ shown: 3, hasPrevious: true, hasNext: false });
  });

  it("has one page when nothing matches, and keeps the index inside the pages", () => {
    expect(dashboardPaging(0, 0)).toMatchObject({ pages: 1, shown: 1 });
    expect(dashboardPaging(9, 13)).toMatchObject({ index: 0, shown: 1 });
  });

  it("flags more than 2000 results as too many", () => {
    expect(isTooMany(2000)).toBe(false);
    expect(isTooMany(2001)).toBe(true);
  });
});
