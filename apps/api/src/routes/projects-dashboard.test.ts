import { randomUUID } from "node:crypto";
import {
  DASHBOARD_COLUMNS,
  DASHBOARD_MESSAGES,
  DASHBOARD_SORT_PROPERTIES,
  PROJECT_MESSAGES,
  type DashboardRow,
  type DashboardSearchAnswer,
  type DashboardSortProperty,
  type Project,
} from "@storefront/api-contract/projects";
import type { StoreSelectView } from "@storefront/api-contract/stores";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { projects } from "../db/schema";
import { setupProjectTests, STAFF } from "../projects/project-test-support";
import { TEST_TODAY } from "../test-clock";

const t = setupProjectTests();
const DAY = 86_400_000;

async function search(query: string, as?: string | null) {
  return t.call("GET", `/api/v2/project/search${query ? `?${query}` : ""}`, undefined, as === undefined ? {} : { as });
}
async function found(query: string): Promise<DashboardSearchAnswer> {
  const response = await search(query);
  if (response.statusCode !== 200) throw new Error(`search ${query}: ${response.statusCode} ${response.body}`);
  return response.json<DashboardSearchAnswer>();
}

/** A project of wa written straight to the database, with the quoteData given (the rest blank). */
async function insertProject(fields: {
  name: string;
  status?: string;
  createdAt?: Date;
  updatedAt?: Date;
  salespersonCode?: string | null;
  storeUri?: string | null;
  quoteData?: Record<string, string | boolean>;
}): Promise<number> {
  const [row] = await t.api.db
    .insert(projects)
    .values({
      storefrontId: "wa",
      name: fields.name,
      quoteStatus: fields.status ?? "Open",
      quoteData: fields.quoteData ?? {},
      salespersonCode: fields.salespersonCode ?? null,
      storeUri: fields.storeUri ?? null,
      shareId: randomUUID(),
      createdByName: "Test",
      createdAt: fields.createdAt ?? TEST_TODAY,
      updatedAt: fields.updatedAt ?? TEST_TODAY,
    })
    .returning({ id: projects.id });
  return row!.id;
}

/** Every row of a search, page by page (100 a page). */
async function allRows(query: string): Promise<DashboardRow[]> {
  const rows: DashboardRow[] = [];
  for (let page = 0; ; page++) {
    const answer = await found(`${query}&limit=100&page=${page}`);
    rows.push(...answer.projects);
    if (rows.length >= answer.totalCount || answer.projects.length === 0) return rows;
  }
}

/** A sort key as the API compares it: lower-case text byte by byte, numbers and dates as such. */
function keyOf(row: DashboardRow, property: DashboardSortProperty): string | number {
  switch (property) {
    case "projectName":
      return row.projectName.toLowerCase();
    case "projectId":
      return row.projectId;
    case "quoteId":
      return row.quoteId === null ? 1 : 0;
    case "status.name":
      return row.status.name;
    case "salesperson.name":
      return row.salesperson.name.toLowerCase();
    case "store.name":
      return row.store.name.toLowerCase();
    case "customerPhone":
      return row.customerPhone;
    case "projectStart":
      return row.projectStart;
    case "created":
      return Date.parse(row.created);
    case "dateModified":
      return Date.parse(row.dateModified);
    default:
      return String(row[property]).toLowerCase();
  }
}
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

describe("who may search and export (staff only)", () => {
  const calls = [
    "/api/v2/project/search",
    "/api/v2/project/export?limit=-1",
    "/api/brand/autocomplete/fi",
    "/api/category/autocomplete/ov",
    "/api/product/search/a",
  ];

  it.each(calls)("answers 401 to an anonymous caller of %s", async (url) => {
    const response = await t.call("GET", url, undefined, { as: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: PROJECT_MESSAGES.signInRequired });
  });

  it.each(calls)("answers 403 to a signed-in customer calling %s", async (url) => {
    const response = await t.call("GET", url, undefined, { as: t.tokens.customer });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: PROJECT_MESSAGES.staffOnly });
  });

  it.each(calls)("answers 403 on a storefront without staff tooling for %s", async (url) => {
    const response = await t.call("GET", url, undefined, { brand: "aol" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: PROJECT_MESSAGES.noStaffTooling });
  });

  it.each(calls)("serves staff %s", async (url) => {
    expect((await t.call("GET", url)).statusCode).toBe(200);
  });
});

describe("search: pages (spec 3 §9)", () => {
  it("answers 13 rows from page 0 by default, with the count of every match", async () => {
    const answer = await found("");
    expect(answer.page).toBe(0);
    expect(answer.limit).toBe(13);
    expect(answer.projects).toHaveLength(13);
    const [counted] = await queryRows<{ n: number }>(t.api.db, sql`select count(*)::int as n from projects where storefront_id = 'wa'`);
    expect(answer.totalCount).toBe(Number(counted!.n));
    expect(answer.tooMany).toBe(false);
  });

  it("continues on page 1 with the next 13 rows, none repeated", async () => {
    const first = await found("page=0");
    const second = await found("page=1");
    const both = await found("page=0&limit=26");
    expect([...first.projects, ...second.projects].map((row) => row.projectId)).toEqual(both.projects.map((row) => row.projectId));
  });

  it("answers no rows past the last page, with the count", async () => {
    const answer = await found("page=10000");
    expect(answer.projects).toEqual([]);
    expect(answer.totalCount).toBeGreaterThan(0);
  });
});

describe("search: the row (spec 3 §3 Dashboard project row)", () => {
  it("shows a project's first folder, quote price as its page's total, status, salesperson and store", async () => {
    const project = await t.project("Row check", { Kitchen: [t.skus[0]!, t.skus[1]!], Laundry: [t.skus[2]!] });
    const answer = await found(`sortProperty=projectId&sortDirection=Descending&limit=1`);
    const row = answer.projects[0]!;
    const page = (await t.call("GET", `/api/v2/project/${project.id}`)).json<Project>();
    expect(row).toMatchObject({
      projectId: project.id,
      projectName: "Row check",
      folderName: "Kitchen",
      folderId: page.folders.find((f) => f.title === "Kitchen")!.id,
      quoteId: null,
      status: { name: "Open" },
      salesperson: { name: "Morgan Ellery", code: "SP-17" },
      url: `/project?projectId=${project.id}`,
    });
    expect(row.store.name).toBe(page.selectedStore?.name);
    expect(row.quotePrice).toBeCloseTo(page.cart.total, 2);
  });

  it("shows the customer, address, referrer and dates of quoteData", async () => {
    const id = await insertProject({
      name: "Customer row",
      status: "Quoted",
      createdAt: new Date(TEST_TODAY.getTime() - 3 * DAY),
      quoteData: {
        customerName: "Ada Lovelace",
        contactNumber: "0400000001",
        customerEmail: "ada@example.com",
        customerNumberSecondary: "0299999999",
        customerEmailSecondary: "ada.home@example.com",
        projectAddress: "1 King Street",
        suburb: "Newtown",
        state: "NSW",
        postCode: "2042",
        projectGoal: "Renovation",
        projectStart: "2027-01-15",
        referrerName: "",
        referrerBusinessName: "Kitchens Co",
        referrerCode: "K1",
        showCulinaryBookings: true,
      },
    });
    await t.api.db.execute(sql`update projects set quoted_at = created_at where id = ${id}`);
    const row = (await found("customerName=lovelace")).projects[0]!;
    expect(row).toMatchObject({
      projectId: id,
      quoteId: `Q${String(id).padStart(6, "0")}`,
      customerName: "Ada Lovelace",
      customerPhone: "0400000001",
      customerEmail: "ada@example.com",
      secondaryCustomerPhone: "0299999999",
      secondaryCustomerEmail: "ada.home@example.com",
      fullAddress: "1 King Street, Newtown NSW 2042",
      projectGoal: "Renovation",
      projectStart: "2027-01-15",
      referrer: "Kitchens Co",
      showCulinaryBookings: true,
      folderName: "",
      folderId: null,
      quotePrice: 0,
      salesperson: { name: "", code: null },
      store: { name: "", storeUri: null },
      created: new Date(TEST_TODAY.getTime() - 3 * DAY).toISOString(),
    });
  });
});

describe("search: filters", () => {
  it("keeps projects created from fromDate to toDate, both days included", async () => {
    const day = (offset: number) => new Date(TEST_TODAY.getTime() - offset * DAY).toISOString().slice(0, 10);
    const rows = await allRows(`fromDate=${day(40)}&toDate=${day(30)}`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.created.slice(0, 10) >= day(40)).toBe(true);
      expect(row.created.slice(0, 10) <= day(30)).toBe(true);
    }
    const [counted] = await queryRows<{ n: number }>(
      t.api.db,
      sql`select count(*)::int as n from projects where storefront_id = 'wa' and created_at >= ${`${day(40)}T00:00:00Z`}::timestamptz and created_at < ${`${day(29)}T00:00:00Z`}::timestamptz`,
    );
    expect(rows).toHaveLength(Number(counted!.n));
  });

  it("searches all time from 2016-01-01 to now, leaving out earlier projects", async () => {
    const old = await insertProject({ name: "Before all time", createdAt: new Date("2015-12-31T23:00:00Z") });
    const since = await insertProject({ name: "Start of all time", createdAt: new Date("2016-01-01T00:00:00Z") });
    const ids = (await allRows("allTime=true&sortProperty=created&sortDirection=Ascending")).map((row) => row.projectId);
    expect(ids).toContain(since);
    expect(ids).not.toContain(old);
    expect((await allRows("")).map((row) => row.projectId)).toContain(old);
  });

  it("keeps only the signed-in salesperson's projects with onlyMyProjects", async () => {
    const rows = await allRows("onlyMyProjects=true");
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.salesperson.code))).toEqual(new Set(["SP-17"]));
  });

  it("keeps another salesperson's projects by salespersonCode", async () => {
    const rows = await allRows("salespersonCode=SP-18");
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.salesperson.code))).toEqual(new Set(["SP-18"]));
  });

  it("keeps one store's projects", async () => {
    const [one] = await queryRows<{ store_uri: string }>(
      t.api.db,
      sql`select store_uri from projects where storefront_id = 'wa' and store_uri is not null limit 1`,
    );
    const rows = await allRows(`store=${one!.store_uri}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.store.storeUri))).toEqual(new Set([one!.store_uri]));
  });

  it("keeps one status", async () => {
    const rows = await allRows("status=Won");
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.status.name))).toEqual(new Set(["Won"]));
  });

  it("matches the customer name anywhere, in any case", async () => {
    await insertProject({ name: "Name match", quoteData: { customerName: "Grace Hopper-Smith" } });
    const rows = await allRows("customerName=HOPPER");
    expect(rows.map((row) => row.customerName)).toEqual(["Grace Hopper-Smith"]);
  });

  it("keeps one customer's projects by their e-mail or second e-mail, in any case", async () => {
    await insertProject({ name: "First e-mail", quoteData: { customerName: "Edith Clarke", customerEmail: "Edith.Clarke@example.com" } });
    await insertProject({
      name: "Second e-mail",
      quoteData: { customerName: "Edith C", customerEmailSecondary: "edith.clarke@example.com" },
    });
    await insertProject({ name: "Someone else", quoteData: { customerName: "Edith Other", customerEmail: "edith.other@example.com" } });
    const rows = await allRows("customerEmail=EDITH.CLARKE%40example.com");
    expect(rows.map((row) => row.projectName).sort()).toEqual(["First e-mail", "Second e-mail"]);
  });

  it("refuses a customer e-mail that is not one", async () => {
    const response = await t.call("GET", "/api/v2/project/search?customerEmail=not-an-email");
    expect(response.statusCode).toBe(400);
  });

  it("keeps the culinary flag's value, false included", async () => {
    const on = await allRows("showCulinaryBookings=true");
    const off = await allRows("showCulinaryBookings=false");
    expect(on.length).toBeGreaterThan(0);
    expect(off.length).toBeGreaterThan(0);
    expect(on.every((row) => row.showCulinaryBookings)).toBe(true);
    expect(off.every((row) => !row.showCulinaryBookings)).toBe(true);
    expect(on.length + off.length).toBe((await found("")).totalCount);
  });

  it("keeps projects holding a SKU, a brand or a category's products", async () => {
    const sku = t.skus[5]!;
    const project = await t.project("Holds a SKU", { Kitchen: [sku] });
    const [product] = await queryRows<{ brand: string; category_path: string }>(
      t.api.db,
      sql`select m.name as brand, p.category_path from products p join manufacturers m on m.id = p.manufacturer_id where p.sku = ${sku}`,
    );
    const top = product!.category_path.split("/")[0]!;
    for (const query of [
      `sku=${encodeURIComponent(sku)}`,
      `brand=${encodeURIComponent(product!.brand.toUpperCase())}`,
      `category=${top}`,
    ]) {
      const rows = await allRows(query);
      expect(rows.map((row) => row.projectId)).toContain(project.id);
      const ids = rows.map((row) => row.projectId);
      const [holding] = await queryRows<{ n: number }>(
        t.api.db,
        sql`select count(*)::int as n from projects where storefront_id = 'wa' and id = any(${`{${ids.join(",")}}`}::int[])`,
      );
      expect(Number(holding!.n)).toBe(ids.length);
    }
    const none = await found(`sku=NO-SUCH-SKU-1`);
    expect(none.totalCount).toBe(0);
  });
});

describe("search: order (every sortable column, both directions, then project id)", () => {
  const cases = DASHBOARD_SORT_PROPERTIES.flatMap((property) => [
    [property, "Ascending"],
    [property, "Descending"],
  ]) as [DashboardSortProperty, "Ascending" | "Descending"][];

  it.each(cases)("sorts on %s %s", async (property, direction) => {
    const rows = await allRows(`status=Quoted&sortProperty=${property}&sortDirection=${direction}`);
    expect(rows.length).toBeGreaterThan(20);
    const sign = direction === "Ascending" ? 1 : -1;
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!;
      const b = rows[i]!;
      const order = compare(keyOf(a, property), keyOf(b, property)) || compare(a.projectId, b.projectId);
      expect(sign * order, `${property} ${direction} at ${i}`).toBeLessThan(0);
    }
  });

  it("sorts on Date Created newest first with sortDirection None, as with no order", async () => {
    const none = await found("sortProperty=projectName&sortDirection=None&limit=50");
    const plain = await found("limit=50");
    const created = await found("sortProperty=created&sortDirection=Descending&limit=50");
    expect(none.projects.map((row) => row.projectId)).toEqual(created.projects.map((row) => row.projectId));
    expect(plain.projects.map((row) => row.projectId)).toEqual(created.projects.map((row) => row.projectId));
  });
});

describe("search: bad params answer 400 with a message", () => {
  it.each([
    ["page=-1"],
    ["limit=0"],
    ["limit=101"],
    ["sortProperty=password"],
    ["sortDirection=Up"],
    ["status=Maybe"],
    ["fromDate=yesterday"],
    ["allTime=perhaps"],
    ["store=Not%20A%20Store"],
  ])("refuses %s", async (query) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<string[]>().length).toBeGreaterThan(0);
  });

  it("refuses a day no calendar has", async () => {
    const response = await search("fromDate=2026-02-31");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([DASHBOARD_MESSAGES.badDate]);
  });

  it("refuses only my projects for a staff member without a salesperson code", async () => {
    await t.api.db.execute(sql`update accounts set salesperson_code = null where email = ${STAFF.email}`);
    try {
      const response = await search("onlyMyProjects=true");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([DASHBOARD_MESSAGES.noSalespersonCode]);
    } finally {
      await t.api.db.execute(sql`update accounts set salesperson_code = 'SP-17' where email = ${STAFF.email}`);
    }
  });

  it("refuses a from date after the to date", async () => {
    const response = await search("fromDate=2026-03-02&toDate=2026-03-01");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([DASHBOARD_MESSAGES.fromAfterTo]);
  });
});

describe("export (CSV of every matching row)", () => {
  it("answers a CSV attachment named by today's date, with a BOM and the columns' titles", async () => {
    const response = await t.call("GET", "/api/v2/project/export?limit=-1&status=Won");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="projects-${TEST_TODAY.toISOString().slice(0, 10)}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header] = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      DASHBOARD_COLUMNS.filter((column) => column.type !== "Actions")
        .map((column) => column.title)
        .join(","),
    );
  });

  it("holds the same rows in the same order as the search with the same params", async () => {
    const params = "status=Quoted&sortProperty=customerName&sortDirection=Ascending";
    const rows = await allRows(params);
    const response = await t.call("GET", `/api/v2/project/export?${params}&limit=-1&columns=projectId,customerName`);
    const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines.slice(1, -1)).toEqual(rows.map((row) => `${row.projectId},${row.customerName}`));
  });

  it("walks every row past one batch (keyset pages of 500)", async () => {
    const total = (await found("")).totalCount;
    const response = await t.call(
      "GET",
      "/api/v2/project/export?limit=-1&columns=projectId&sortProperty=store.name&sortDirection=Descending",
    );
    const ids = response.body
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .slice(1, -1)
      .map(Number);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it("exports the columns asked for, in their order, each once", async () => {
    const response = await t.call("GET", "/api/v2/project/export?limit=2&columns=status.name,projectName,status.name");
    const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Status,Project Name");
    expect(lines).toHaveLength(4);
  });

  it("quotes commas, quotes and line breaks, and guards cells a spreadsheet would run as formulas", async () => {
    const id = await insertProject({
      name: '=HYPERLINK("http://evil.test","click")',
      quoteData: { customerName: 'Smith, "Jo"\nJunior', customerEmail: "@sum(a1)", contactNumber: "+61400000000", projectGoal: "-2+3" },
    });
    const response = await t.call(
      "GET",
      `/api/v2/project/export?limit=1&sortProperty=projectId&sortDirection=Descending&columns=projectId,projectName,customerName,customerEmail,customerPhone,projectGoal`,
    );
    const body = response.body.replace(/^\uFEFF/, "");
    expect(body).toBe(
      "Project ID,Project Name,Customer Name,Customer Email,Customer Phone,Project Goal\r\n" +
        `${id},"'=HYPERLINK(""http://evil.test"",""click"")","Smith, ""Jo""\nJunior",'@sum(a1),'+61400000000,'-2+3\r\n`,
    );
  });

  it("refuses a limit of 0 and an unknown column with 400", async () => {
    const zero = await t.call("GET", "/api/v2/project/export?limit=0");
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual([DASHBOARD_MESSAGES.badExportLimit]);
    const column = await t.call("GET", "/api/v2/project/export?columns=projectName,passwordHash");
    expect(column.statusCode).toBe(400);
    expect(column.json()).toEqual([DASHBOARD_MESSAGES.badColumns]);
  });
});

describe("autocompletes", () => {
  it("suggests at most 10 brands, those starting with the text first", async () => {
    const [first] = await queryRows<{ name: string }>(
      t.api.db,
      sql`select m.name from manufacturers m where exists (select 1 from products p where p.manufacturer_id = m.id and p.storefronts @> array['wa']::text[]) order by m.name limit 1`,
    );
    const text = first!.name.slice(0, 2);
    const answer = (await t.call("GET", `/api/brand/autocomplete/${encodeURIComponent(text)}`)).json<{
      items: { name: string }[];
      totalCount: number;
    }>();
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.length).toBeLessThanOrEqual(10);
    expect(answer.items.map((item) => item.name)).toContain(first!.name);
    const starts = answer.items.map((item) => item.name.toLowerCase().startsWith(text.toLowerCase()));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    expect(answer.items.every((item) => item.name.toLowerCase().includes(text.toLowerCase()))).toBe(true);
  });

  it("suggests categories with their paths, the search's category filter", async () => {
    const [category] = await queryRows<{ name: string; path: string }>(
      t.api.db,
      sql`select name, path from categories where storefronts @> array['wa']::text[] order by path limit 1`,
    );
    const answer = (await t.call("GET", `/api/category/autocomplete/${encodeURIComponent(category!.name)}`)).json<{
      items: { name: string; path: string }[];
    }>();
    expect(answer.items).toContainEqual({ name: category!.name, path: category!.path });
  });

  it("finds products by SKU as {sku, name}, the SKU's own first", async () => {
    const sku = t.skus[0]!;
    const answer = (await t.call("GET", `/api/product/search/${encodeURIComponent(sku)}`)).json<{
      items: { sku: string; name: string }[];
    }>();
    expect(answer.items[0]).toEqual({ sku, name: expect.any(String) });
    expect(answer.items.length).toBeLessThanOrEqual(10);
  });

  it.each(["/api/brand/autocomplete/%20%20", "/api/category/autocomplete/", "/api/product/search/%20"])(
    "refuses blank text at %s with 400",
    async (url) => {
      const response = await t.call("GET", url);
      expect(response.statusCode).toBe(400);
    },
  );
});

describe("more than 2000 results (spec 3 §9)", () => {
  it("sets tooMany above 2000 matches, not at 2000", async () => {
    const insert = (count: number) =>
      t.api.db
        .execute(sql`insert into projects (storefront_id, name, quote_status, quote_data, share_id, created_by_name, created_at, updated_at)
        select 'wa', 'Bulk ' || n, 'Lost', jsonb_build_object('customerName', 'Bulk Buyer'), gen_random_uuid(), 'Test', now(), now()
        from generate_series(1, ${count}) as n`);
    await insert(2000);
    const at = await found("customerName=bulk%20buyer");
    expect(at).toMatchObject({ totalCount: 2000, tooMany: false });
    await insert(1);
    const over = await found("customerName=bulk%20buyer");
    expect(over).toMatchObject({ totalCount: 2001, tooMany: true });
    expect(over.projects).toHaveLength(13);
  });
});

describe("store view (spec 3 §3: availableStores, availableSalesPersons)", () => {
  it("answers every store of the country A to Z with its state as subdivision, and no salespeople to a shopper", async () => {
    const view = (await t.call("GET", "/api/store/select-view", undefined, { as: null })).json<StoreSelectView>();
    const stores = await queryRows<{ name: string; store_uri: string; state: string }>(
      t.api.db,
      sql`select name, store_uri, state from stores where country = 'AU'`,
    );
    expect(view.availableStores).toHaveLength(stores.length);
    expect(view.availableStores!.map((s) => s.name)).toEqual(
      [...view.availableStores!.map((s) => s.name)].sort((a, b) => a.localeCompare(b, "en")),
    );
    const one = stores[0]!;
    expect(view.availableStores).toContainEqual({ name: one.name, storeUri: one.store_uri, subdivision: one.state });
    expect(view.availableSalesPersons).toBeUndefined();
  });

  it("adds the salespeople of those stores for staff, with their store's state", async () => {
    const response = await t.call("GET", "/api/store/select-view");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const view = response.json<StoreSelectView>();
    const [own] = await queryRows<{ store_uri: string; state: string }>(
      t.api.db,
      sql`select s.store_uri, s.state from salespeople p join stores s on s.store_uri = p.store_uri where p.code = 'SP-17'`,
    );
    expect(view.availableSalesPersons).toContainEqual({
      code: "SP-17",
      name: "Morgan Ellery",
      subdivision: own!.state,
      storeUri: own!.store_uri,
    });
  });

  it("leaves the salespeople out for a customer", async () => {
    const view = (await t.call("GET", "/api/store/select-view", undefined, { as: t.tokens.customer })).json<StoreSelectView>();
    expect(view.availableStores!.length).toBeGreaterThan(0);
    expect(view.availableSalesPersons).toBeUndefined();
  });
});

describe("the names the dashboard sorts on follow the salesperson and the store", () => {
  it("sorts a project on its new salesperson's name after the change, and on a renamed salesperson", async () => {
    const id = await insertProject({ name: "Name copy", salespersonCode: "SP-18" });
    const [before] = await queryRows<{ salesperson_name: string }>(t.api.db, sql`select salesperson_name from projects where id = ${id}`);
    expect(before!.salesperson_name).toBe("Priya Nair");
    await t.api.db.execute(sql`update projects set salesperson_code = 'SP-19' where id = ${id}`);
    await t.api.db.execute(sql`update salespeople set name = 'Aaron Aardvark' where code = 'SP-19'`);
    const first = (await found("status=Open&sortProperty=salesperson.name&sortDirection=Ascending&limit=100")).projects.filter(
      (row) => row.salesperson.code,
    );
    expect(first[0]).toMatchObject({ salesperson: { name: "Aaron Aardvark", code: "SP-19" } });
    expect(first.map((row) => row.projectId)).toContain(id);
  });
});
