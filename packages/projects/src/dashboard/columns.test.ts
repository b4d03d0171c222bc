import { beforeEach, describe, expect, it } from "vitest";
import { writeWithExpiry } from "@storefront/page-kit/expiring-storage";
import {
  COLUMNS_STORAGE_KEY,
  columnsFromSaved,
  dedupeColumns,
  exportColumnPaths,
  DEFAULT_COLUMNS,
  loadColumns,
  moveColumn,
  saveColumns,
  shownColumns,
  toggleColumn,
  valueAt,
  type DashboardColumn,
} from "./columns";

beforeEach(() => localStorage.clear());

const byTitle = (title: string) => DEFAULT_COLUMNS.find((item) => item.title === title) as DashboardColumn;
const titles = (columns: readonly DashboardColumn[]) => columns.map((item) => item.title);

describe("the dashboard's default columns (spec 3 §3)", () => {
  // The contract's columns (api-contract DASHBOARD_COLUMNS): the row's folderId has none, the
  // folder shows by its name.
  it("has a column for every shown field of the dashboard project row, and Actions", () => {
    expect(DEFAULT_COLUMNS.map((item) => item.path).sort()).toEqual(
      [
        "projectName",
        "projectId",
        "folderName",
        "quoteId",
        "status.name",
        "salesperson.name",
        "store.name",
        "customerName",
        "customerPhone",
        "customerEmail",
        "secondaryCustomerPhone",
        "secondaryCustomerEmail",
        "fullAddress",
        "quotePrice",
        "projectGoal",
        "projectStart",
        "created",
        "dateModified",
        "referrer",
        "showCulinaryBookings",
        "actions",
      ].sort(),
    );
  });

  it("makes Project Name the one required column, a link to the project", () => {
    expect(DEFAULT_COLUMNS.filter((item) => item.required)).toEqual([
      expect.objectContaining({ title: "Project Name", type: "LinkToProject" }),
    ]);
  });

  it("types prices, dates and e-mails, and lets Date Created be sorted", () => {
    expect(byTitle("Quote Price").type).toBe("Price");
    expect(byTitle("Date Created")).toMatchObject({ path: "created", type: "Date", sortable: true });
    expect(byTitle("Customer Email").type).toBe("Email");
  });
});

describe("showing, hiding and moving columns", () => {
  it("hides and shows a column", () => {
    const hidden = toggleColumn(DEFAULT_COLUMNS, byTitle("Store"), false);
    expect(titles(shownColumns(hidden))).not.toContain("Store");
    expect(titles(shownColumns(toggleColumn(hidden, byTitle("Store"), true)))).toContain("Store");
  });

  it("never hides Project Name", () => {
    expect(titles(shownColumns(toggleColumn(DEFAULT_COLUMNS, byTitle("Project Name"), false)))).toContain("Project Name");
  });

  it("moves a column one place up or down, and not past either end", () => {
    const down = moveColumn(DEFAULT_COLUMNS, byTitle("Project Name"), 1);
    expect(titles(down).slice(0, 2)).toEqual(["Project ID", "Project Name"]);
    expect(titles(moveColumn(down, byTitle("Project Name"), -1))).toEqual(titles(DEFAULT_COLUMNS));
    expect(titles(moveColumn(DEFAULT_COLUMNS, byTitle("Project Name"), -1))).toEqual(titles(DEFAULT_COLUMNS));
    const last = DEFAULT_COLUMNS.at(-1) as DashboardColumn;
    expect(titles(moveColumn(DEFAULT_COLUMNS, last, 1))).toEqual(titles(DEFAULT_COLUMNS));
  });
});

describe("duplicates (spec 3 §5)", () => {
  it("removes a column with the same title and path, keeping the first", () => {
    const store = byTitle("Store");
    expect(dedupeColumns([store, byTitle("Status"), { ...store, show: false }])).toEqual([store, byTitle("Status")]);
  });

  it("keeps columns that share only a title or only a path", () => {
    const store = byTitle("Store");
    expect(dedupeColumns([store, { ...store, path: "store.code" }, { ...store, title: "Branch" }])).toHaveLength(3);
  });

  it("removes duplicates from saved columns on load", () => {
    const saved = { version: 2, columns: [...DEFAULT_COLUMNS, byTitle("Store")].map(({ title, path, show }) => ({ title, path, show })) };
    expect(columnsFromSaved(saved)).toHaveLength(DEFAULT_COLUMNS.length);
  });
});

describe("saved columns (spec 3 §5)", () => {
  it("saves version 2 under its key and loads the order and choices back", () => {
    const changed = moveColumn(toggleColumn(DEFAULT_COLUMNS, byTitle("Store"), false), byTitle("Date Created"), -1);
    saveColumns(changed);
    const stored = JSON.parse(localStorage.getItem(COLUMNS_STORAGE_KEY) ?? "null") as { version: number; columns: unknown[] };
    expect(stored.version).toBe(2);
    expect(stored.columns[0]).toEqual({ title: "Project Name", path: "projectName", show: true });
    expect(loadColumns()).toEqual(changed);
  });

  it("gives the defaults when nothing or something unreadable is saved", () => {
    expect(loadColumns()).toEqual(DEFAULT_COLUMNS);
    localStorage.setItem(COLUMNS_STORAGE_KEY, "{oops");
    expect(loadColumns()).toEqual(DEFAULT_COLUMNS);
    expect(localStorage.getItem(COLUMNS_STORAGE_KEY)).toBeNull();
  });

  it("migrates version 1 columns by adding the new columns after the saved ones", () => {
    const v1 = {
      version: 1,
      columns: [
        { title: "Store", path: "store.name", show: false },
        { title: "Project Name", path: "projectName", show: true },
      ],
    };
    const columns = columnsFromSaved(v1);
    expect(titles(columns).slice(0, 2)).toEqual(["Store", "Project Name"]);
    expect(columns[0]?.show).toBe(false);
    expect(titles(columns)).toContain("Date Created");
    expect(columns).toHaveLength(DEFAULT_COLUMNS.length);
  });

  it("migrates unversioned data (a bare list) the same way", () => {
    localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify([{ title: "Customer Name", path: "customerName", show: true }]));
    const columns = loadColumns();
    expect(columns[0]?.title).toBe("Customer Name");
    expect(titles(columns)).toEqual(expect.arrayContaining(titles(DEFAULT_COLUMNS)));
  });

  it("shows Project Name even when the saved data hid it", () => {
    const saved = { version: 2, columns: [{ title: "Project Name", path: "projectName", show: false }] };
    expect(columnsFromSaved(saved)[0]).toMatchObject({ title: "Project Name", show: true });
  });

  it("drops a saved entry with an expiry once it has expired", () => {
    const now = Date.UTC(2026, 10, 26, 12);
    const hidden = [{ title: "Store", path: "store.name", show: false }];
    writeWithExpiry(COLUMNS_STORAGE_KEY, { version: 2, columns: hidden }, 60, now);
    expect(loadColumns(now + 59 * 60_000).find((item) => item.title === "Store")?.show).toBe(false);
    expect(loadColumns(now + 60 * 60_000)).toEqual(DEFAULT_COLUMNS);
    expect(localStorage.getItem(COLUMNS_STORAGE_KEY)).toBeNull();
  });
});

describe("the export's columns", () => {
  it("are the shown columns in order, without Actions", () => {
    const columns = moveColumn(toggleColumn(DEFAULT_COLUMNS, byTitle("Store"), false), byTitle("Date Created"), -1);
    const paths = exportColumnPaths(columns);
    expect(paths).not.toContain("store.name");
    expect(paths).not.toContain("actions");
    expect(paths).toEqual(
      shownColumns(columns)
        .map((item) => item.path)
        .filter((path) => path !== "actions"),
    );
  });
});

describe("cell values", () => {
  it("reads nested paths such as status.name", () => {
    expect(valueAt({ status: { name: "Quoted" } }, "status.name")).toBe("Quoted");
    expect(valueAt({ status: null }, "status.name")).toBeUndefined();
  });
});
