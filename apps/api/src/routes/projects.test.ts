import { PROJECT_MESSAGES, type Project } from "@storefront/api-contract/projects";
import { projectMessages } from "@storefront/validation/projects";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { setupProjectTests } from "../projects/project-test-support";
import { seedAddedTables } from "../seed";

const t = setupProjectTests();

describe("who may call the project area", () => {
  it("answers 401 to an anonymous caller", async () => {
    const response = await t.call("POST", "/api/v2/project", { name: "Kitchen" }, { as: null });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: PROJECT_MESSAGES.signInRequired });
  });

  it("answers 403 to a signed-in customer", async () => {
    const response = await t.call("GET", "/api/v2/project/navbar", undefined, { as: t.tokens.customer });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: PROJECT_MESSAGES.staffOnly });
  });

  it("answers 403 to staff on a storefront without staff tooling", async () => {
    const response = await t.call("GET", "/api/v2/project/navbar", undefined, { brand: "aol" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: PROJECT_MESSAGES.noStaffTooling });
  });

  it("answers 401 to a malformed token", async () => {
    expect((await t.call("GET", "/api/v2/project/1", undefined, { as: "not.a.token" })).statusCode).toBe(401);
  });
});

describe("create and read", () => {
  it("creates an open project of the staff member, with a ref, a share id and a change log entry", async () => {
    const response = await t.call("POST", "/api/v2/project", { name: "  Harbour kitchen  " });
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const project = response.json<Project>();
    expect(project).toMatchObject({
      name: "Harbour kitchen",
      projectRef: `P${String(project.id).padStart(6, "0")}`,
      quoteId: null,
      quoted: false,
      quoteStatus: "Open",
      folders: [],
      sharedStatus: false,
      projectEmailed: false,
      priceLock: null,
      lineEditRights: 63,
      currency: "AUD",
      createdBy: "Morgan Ellery",
      selectedSalesPerson: { code: "SP-17", name: "Morgan Ellery" },
    });
    expect(project.shareId).toMatch(/^[0-9a-f-]{36}$/);
    const log = (await t.call("GET", `/api/v2/project/changelogs?projectId=${project.id}`)).json();
    expect(log.items).toEqual([expect.objectContaining({ action: "created", user: "Morgan Ellery" })]);
  });

  it("answers 204 with no body for an empty project", async () => {
    const project = await t.project("Empty");
    const response = await t.call("GET", `/api/v2/project/${project.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
  });

  it("answers the project with its folders and lines once it has a folder", async () => {
    const project = await t.project("Two folders", { Kitchen: [t.skus[0]!, t.skus[1]!], Laundry: [t.skus[2]!] });
    const response = await t.call("GET", `/api/v2/project/${project.id}`);
    expect(response.statusCode).toBe(200);
    const read = response.json<Project>();
    expect(read.folders.map((f) => [f.title, f.products.map((p) => p.sku)])).toEqual([
      ["Kitchen", [t.skus[0], t.skus[1]]],
      ["Laundry", [t.skus[2]]],
    ]);
    expect(read.cart.products).toHaveLength(3);
    expect(read.cart.total).toBeCloseTo(
      read.cart.products.reduce((sum, p) => sum + p.price * p.quantity, 0),
      2,
    );
  });

  it("answers 404 for an unknown project and 400 for a malformed id", async () => {
    expect((await t.call("GET", "/api/v2/project/2147483000")).statusCode).toBe(404);
    for (const id of ["abc", "0", "-1", "99999999999", "1%00"])
      expect((await t.call("GET", `/api/v2/project/${id}`)).statusCode, id).toBe(400);
  });

  it("refuses a blank, huge, NUL-carrying or mistyped name with 400", async () => {
    for (const name of ["", "x".repeat(101), "Kit\u0000chen", 42, null]) {
      const response = await t.call("POST", "/api/v2/project", { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(Array.isArray(response.json())).toBe(true);
    }
  });

  it("keeps another storefront's project out of reach", async () => {
    const project = await t.project("Wa only");
    expect((await t.call("GET", `/api/v2/project/outline/${project.id}`, undefined, { brand: "andoo" })).statusCode).toBe(403);
  });
});

describe("name, details and customer", () => {
  it("renames the project", async () => {
    const project = await t.project("Old name");
    const renamed = (await t.call("POST", "/api/v2/project/name", { projectId: project.id, name: "New name" })).json<Project>();
    expect(renamed.name).toBe("New name");
  });

  it("saves details, store, salesperson and status, leaving fields not sent as they were", async () => {
    const project = await t.project("Details");
    await t.call("POST", "/api/v2/project/details", { projectId: project.id, projectGoal: "Quiet kitchen", suburb: "Bondi" });
    const response = await t.call("POST", "/api/v2/project/details", {
      projectId: project.id,
      projectStart: "2027-02-01",
      interests: ["Cooking", " Coffee "],
      selectedSalesPerson: "SP-18",
      quoteStatus: "Pending",
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<Project>();
    expect(saved.quoteData).toMatchObject({
      projectGoal: "Quiet kitchen",
      suburb: "Bondi",
      projectStart: "2027-02-01",
      interests: ["Cooking", "Coffee"],
    });
    expect(saved.selectedSalesPerson?.code).toBe("SP-18");
    expect(saved.quoteStatus).toBe("Pending");
  });

  it("refuses an unknown salesperson, a store of the wrong country, an impossible date and an unknown status", async () => {
    const project = await t.project("Bad details");
    for (const body of [
      { selectedSalesPerson: "SP-NOPE" },
      { selectedStore: "no-such-store" },
      { projectStart: "2027-02-31" },
      { quoteStatus: "Done" },
    ]) {
      const response = await t.call("POST", "/api/v2/project/details", { projectId: project.id, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("saves the customer, lower-cases the emails and names the customer from first and last name", async () => {
    const project = await t.project("Customer");
    const saved = (
      await t.call("POST", "/api/v2/project/customer", {
        projectId: project.id,
        firstName: "Ada",
        lastName: "Lovelace",
        customerEmail: "Ada@Example.COM",
        contactNumber: "0412 345 678",
      })
    ).json<Project>();
    expect(saved.quoteData).toMatchObject({
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
      contactNumber: "0412 345 678",
    });
  });

  it("refuses a malformed customer email", async () => {
    const project = await t.project("Bad customer");
    expect((await t.call("POST", "/api/v2/project/customer", { projectId: project.id, customerEmail: "not-an-email" })).statusCode).toBe(
      400,
    );
  });
});

describe("lists and outline", () => {
  it("lists the staff member's projects in the navbar, newest change first", async () => {
    const project = await t.project("Navbar newest");
    const navbar = (await t.call("GET", "/api/v2/project/navbar")).json();
    expect(navbar.projects[0]).toMatchObject({ id: project.id, name: "Navbar newest", quoteStatus: "Open" });
    expect(navbar.projects.length).toBeLessThanOrEqual(10);
    expect(navbar.totalCount).toBeGreaterThan(10);
  });

  it("pages the minimal list from page 0", async () => {
    const first = (await t.call("GET", "/api/v2/project/minimal?page=0&items=5")).json();
    const second = (await t.call("GET", "/api/v2/project/minimal?page=1&items=5")).json();
    expect(first).toMatchObject({ page: 0, pageSize: 5 });
    expect(first.items).toHaveLength(5);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await t.call("GET", "/api/v2/project/minimal?items=1000")).statusCode).toBe(400);
  });

  it("lists the projects with their folders for adding a product", async () => {
    const project = await t.project("Picker", { Kitchen: [] });
    const list = (await t.call("GET", "/api/projects/list-item")).json();
    expect(list.items.find((i: { id: number }) => i.id === project.id)).toMatchObject({ name: "Picker", folders: [{ title: "Kitchen" }] });
  });

  it("answers the outline of a project with its folders' product counts", async () => {
    const project = await t.project("Outline", { Kitchen: [t.skus[0]!, t.skus[1]!] });
    const outline = (await t.call("GET", `/api/v2/project/outline/${project.id}`)).json();
    expect(outline).toMatchObject({ id: project.id, name: "Outline", productCount: 2, folders: [{ title: "Kitchen", productCount: 2 }] });
  });

  it("deletes a project with 204, after which it is not found", async () => {
    const project = await t.project("Doomed", { Kitchen: [t.skus[0]!] });
    expect((await t.call("DELETE", `/api/projects/${project.id}`)).statusCode).toBe(204);
    expect((await t.call("GET", `/api/v2/project/${project.id}`)).statusCode).toBe(404);
  });
});

describe("shared read", () => {
  it("reads a shared project by shareId with no sign-in, without staff-only parts", async () => {
    const project = await t.project("Shared", { Kitchen: [t.skus[0]!] });
    await t.call("POST", "/api/v2/project/comment", { projectId: project.id, comment: "Internal only" });
    await t.call("POST", "/api/projects/shared-project-status", { projectId: project.id, sharedStatus: true });
    const response = await t.call("GET", `/api/v2/project/shared?shareId=${project.shareId}`, undefined, { as: null });
    expect(response.statusCode).toBe(200);
    const shared = response.json();
    expect(shared).toMatchObject({ name: "Shared", projectRef: project.projectRef });
    expect(shared.staffComments).toBeUndefined();
    expect(shared.shareId).toBeUndefined();
    expect(shared.folders[0].products[0].sku).toBe(t.skus[0]);
  });

  it("answers 404 for an unknown shareId and for a project that is not shared", async () => {
    const project = await t.project("Not shared");
    expect((await t.call("GET", `/api/v2/project/shared?shareId=${project.shareId}`, undefined, { as: null })).statusCode).toBe(404);
    expect(
      (await t.call("GET", "/api/v2/project/shared?shareId=00000000-0000-4000-a000-000000000000", undefined, { as: null })).statusCode,
    ).toBe(404);
    expect((await t.call("GET", "/api/v2/project/shared?shareId=nope", undefined, { as: null })).statusCode).toBe(400);
  });
});

describe("seeded projects", () => {
  it("seeds a few hundred wa projects in every quote status, with folders, lines, notes, variations and comments", async () => {
    const [counts] = await queryRows<Record<string, number>>(
      t.api.db,
      sql`select
      (select count(*)::int from projects where storefront_id = 'wa') as projects,
      (select count(distinct quote_status)::int from projects) as statuses,
      (select count(*)::int from project_folders) as folders,
      (select count(*)::int from project_products) as lines,
      (select count(*)::int from project_notes) as notes,
      (select count(*)::int from project_variations) as variations,
      (select count(*)::int from project_comments) as comments,
      (select count(*)::int from project_referrers) as referrers,
      (select count(*)::int from projects where salesperson_code = 'SP-17') as mine`,
    );
    expect(counts!.projects).toBeGreaterThanOrEqual(300);
    expect(counts!.statuses).toBe(6);
    for (const key of ["folders", "lines", "notes", "variations", "comments", "referrers", "mine"])
      expect(counts![key], key).toBeGreaterThan(0);
  });

  it("reads a seeded project of the staff member through the API", async () => {
    const navbar = (await t.call("GET", "/api/v2/project/minimal?items=100")).json();
    const seeded = navbar.items.find((item: { productCount: number }) => item.productCount > 0);
    const response = await t.call("GET", `/api/v2/project/${seeded.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Project>().cart.products.length).toBe(seeded.productCount);
  });
});

describe("the project page's form rules on the API", () => {
  it("refuses blank texts with the page's own messages (@storefront/validation/projects) and changes nothing", async () => {
    const project = await t.project("Rules", { Kitchen: [t.skus[0]!] });
    const line = project.folders[0]!.products[0]!;
    const blank = "   ";
    const cases: [string, Record<string, unknown>, string][] = [
      ["/api/v2/project", { name: blank }, projectMessages.name],
      ["/api/v2/project/name", { projectId: project.id, name: blank }, projectMessages.name],
      ["/api/v2/project/folder", { projectId: project.id, title: blank }, projectMessages.folderTitle],
      ["/api/v2/project/folder", { projectId: project.id, folderId: project.folders[0]!.id, title: blank }, projectMessages.folderTitle],
      ["/api/v2/project/product-note", { projectId: project.id, sku: line.sku, notes: blank }, projectMessages.note],
      ["/api/v2/project/comment", { projectId: project.id, comment: blank }, projectMessages.comment],
      ["/api/v2/project/product-variation", { projectId: project.id, productCode: line.productCode, brand: blank }, projectMessages.brand],
      ["/api/v2/project/duplicate", { projectId: project.id, name: blank }, projectMessages.name],
    ];
    for (const [url, body, message] of cases) {
      const response = await t.call("POST", url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual([message]);
    }
    const after = (await t.call("GET", `/api/v2/project/${project.id}`)).json<Project>();
    expect(after.name).toBe("Rules");
    expect(after.folders.map((folder) => folder.title)).toEqual(["Kitchen"]);
    expect(after.staffComments).toEqual([]);
  });
});

describe("hostile input from staff", () => {
  it(
    "answers NUL bytes, huge strings, wrong types and out-of-range ids on every project write with a 4xx, never a 5xx",
    { timeout: 180_000 },
    async () => {
      const project = await t.project("Hostile", { Kitchen: [t.skus[0]!] });
      const values: unknown[] = ["a\u0000b", "x".repeat(100_000), 2147483648, true, {}];
      const writes = [
        "/api/v2/project",
        "/api/v2/project/name",
        "/api/v2/project/details",
        "/api/v2/project/customer",
        "/api/v2/project/folder",
        "/api/v2/project/sort-folders",
        "/api/projects/product",
        "/api/projects/sort-products",
        "/api/v2/project/product-transfer",
        "/api/v2/project/product-note",
        "/api/v2/project/product-variation",
        "/api/v2/project/comment",
        "/api/v2/project/quote",
        "/api/v2/project/lock-price",
        "/api/projects/shared-project-status",
        "/api/v2/project/email",
        "/api/v2/project/duplicate",
        "/api/v2/project/duplicate-folder",
        "/api/projects/cart",
        "/api/projects/admin-cart",
      ];
      const fields = ["projectId", "name", "sku", "productCode", "folderId", "notes", "expiryDate", "order"];
      for (const url of writes) {
        for (const value of values) {
          for (const field of fields) {
            const response = await t.call("POST", url, { projectId: project.id, [field]: value });
            expect(response.statusCode, `${url} ${field}=${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
          }
        }
      }
      const after = await t.call("GET", `/api/v2/project/${project.id}`);
      expect(after.statusCode).toBe(200);
    },
  );
});

describe("an older data folder", () => {
  it("gets the referrers and projects at the next start when it has none, and not again", async () => {
    await t.api.db.execute(sql`delete from project_referrers`);
    await t.api.db.execute(sql`delete from projects`);
    expect(await seedAddedTables(t.api.db, { demoData: true })).toBeGreaterThanOrEqual(300);
    const [first] = await queryRows<{ n: number }>(t.api.db, sql`select count(*)::int as n from projects`);
    expect(first!.n).toBeGreaterThanOrEqual(300);
    await seedAddedTables(t.api.db, { demoData: true });
    const [second] = await queryRows<{ n: number }>(t.api.db, sql`select count(*)::int as n from projects`);
    expect(second!.n).toBe(first!.n);
  });
});
