import { PROJECT_MESSAGES, type Project } from "@storefront/api-contract/projects";
import { describe, expect, it } from "vitest";
import { setupProjectTests } from "../projects/project-test-support";

const t = setupProjectTests();
const codes = (project: Project, title: string) => project.folders.find((f) => f.title === title)?.products.map((p) => p.sku) ?? [];
const lineOf = (project: Project, sku: string) => project.cart.products.find((p) => p.sku === sku)!;

describe("folders", () => {
  it("adds folders at the end and renames one", async () => {
    const project = await t.project("Folders", { Kitchen: [], Laundry: [] });
    const kitchen = project.folders[0]!;
    const renamed = (
      await t.call("POST", "/api/v2/project/folder", { projectId: project.id, folderId: kitchen.id, title: "Scullery" })
    ).json<Project>();
    expect(renamed.folders.map((f) => [f.title, f.sortOrder])).toEqual([
      ["Scullery", 1],
      ["Laundry", 2],
    ]);
  });

  it("sorts folders by the sort-folders call, whose projectId entries are folder ids", async () => {
    const project = await t.project("Sort folders", { A: [], B: [], C: [] });
    const [a, b, c] = project.folders;
    const response = await t.call("POST", "/api/v2/project/sort-folders", {
      projects: [
        { projectId: c!.id, sortOrder: 1 },
        { projectId: a!.id, sortOrder: 2 },
        { projectId: b!.id, sortOrder: 3 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Project>().folders.map((f) => f.title)).toEqual(["C", "A", "B"]);
  });

  it("refuses a folder order mixing two projects", async () => {
    const one = await t.project("Mix one", { A: [] });
    const two = await t.project("Mix two", { B: [] });
    const response = await t.call("POST", "/api/v2/project/sort-folders", {
      projects: [
        { projectId: one.folders[0]!.id, sortOrder: 1 },
        { projectId: two.folders[0]!.id, sortOrder: 2 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([PROJECT_MESSAGES.folderOrderMismatch]);
  });

  it("deletes a folder with its lines", async () => {
    const project = await t.project("Delete folder", { Kitchen: [t.skus[0]!], Laundry: [t.skus[1]!] });
    const after = (
      await t.call("DELETE", `/api/v2/project/folder?projectId=${project.id}&folderId=${project.folders[0]!.id}`)
    ).json<Project>();
    expect(after.folders.map((f) => f.title)).toEqual(["Laundry"]);
    expect(after.cart.products.map((p) => p.sku)).toEqual([t.skus[1]]);
  });

  it("duplicates a folder right after it, with its lines", async () => {
    const project = await t.project("Duplicate folder", { Kitchen: [t.skus[0]!, t.skus[1]!], Laundry: [] });
    const after = (
      await t.call("POST", "/api/v2/project/duplicate-folder", { projectId: project.id, folderId: project.folders[0]!.id })
    ).json<Project>();
    expect(after.folders.map((f) => f.title)).toEqual(["Kitchen", "Kitchen (copy)", "Laundry"]);
    expect(codes(after, "Kitchen (copy)")).toEqual([t.skus[0], t.skus[1]]);
  });

  it("answers 404 for a folder of another project", async () => {
    const one = await t.project("Folder owner", { A: [] });
    const two = await t.project("Folder thief");
    const response = await t.call("POST", "/api/v2/project/folder", { projectId: two.id, folderId: one.folders[0]!.id, title: "Mine" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PROJECT_MESSAGES.folderNotFound });
  });
});

describe("product lines", () => {
  it("adds a product to a new 'Products' folder when the project has none", async () => {
    const project = await t.project("First product");
    const after = (await t.call("POST", "/api/projects/product", { projectId: project.id, sku: t.skus[0] })).json<Project>();
    expect(after.folders.map((f) => f.title)).toEqual(["Products"]);
    expect(after.cart.products[0]).toMatchObject({ sku: t.skus[0], quantity: 1, sortOrder: 1, available: true, lockedPrice: null });
  });

  it("adds up the quantity when the same SKU goes into the same folder", async () => {
    const project = await t.project("Same SKU", { Kitchen: [t.skus[0]!] });
    const after = (await t.call("POST", "/api/projects/product", { projectId: project.id, sku: t.skus[0], quantity: 2 })).json<Project>();
    expect(after.cart.products).toHaveLength(1);
    expect(after.cart.products[0]!.quantity).toBe(3);
  });

  it("answers 404 for a SKU the storefront does not sell and 400 for a malformed one", async () => {
    const project = await t.project("Unknown SKU");
    expect((await t.call("POST", "/api/projects/product", { projectId: project.id, sku: "NOPE-404" })).statusCode).toBe(404);
    expect((await t.call("POST", "/api/projects/product", { projectId: project.id, sku: "<script>" })).statusCode).toBe(400);
  });

  it("changes a line's quantity and moves it to another folder", async () => {
    const project = await t.project("Change line", { Kitchen: [t.skus[0]!], Laundry: [] });
    const code = project.cart.products[0]!.productCode;
    const laundry = project.folders[1]!.id;
    const after = (
      await t.call("POST", "/api/projects/product", { projectId: project.id, productCode: code, quantity: 4, folderId: laundry })
    ).json<Project>();
    expect(codes(after, "Laundry")).toEqual([t.skus[0]]);
    expect(lineOf(after, t.skus[0]!).quantity).toBe(4);
  });

  it("removes a line", async () => {
    const project = await t.project("Remove line", { Kitchen: [t.skus[0]!, t.skus[1]!] });
    const code = lineOf(project, t.skus[0]!).productCode;
    const after = (await t.call("DELETE", `/api/projects/product/${project.id}/${code}`)).json<Project>();
    expect(after.cart.products.map((p) => p.sku)).toEqual([t.skus[1]]);
    expect((await t.call("DELETE", `/api/projects/product/${project.id}/${code}`)).statusCode).toBe(404);
  });

  it("sorts the lines of a folder", async () => {
    const project = await t.project("Sort lines", { Kitchen: [t.skus[0]!, t.skus[1]!, t.skus[2]!] });
    const [a, b, c] = project.cart.products.map((p) => p.productCode);
    const after = (
      await t.call("POST", "/api/projects/sort-products", { projectId: project.id, folderId: project.folders[0]!.id, order: [c, a] })
    ).json<Project>();
    expect(codes(after, "Kitchen")).toEqual([t.skus[2], t.skus[0], t.skus[1]]);
    expect(after.folders[0]!.products.map((p) => p.sortOrder)).toEqual([1, 2, 3]);
    void b;
  });

  it("refuses a sort order naming a line of another project", async () => {
    const project = await t.project("Sort mine", { Kitchen: [t.skus[0]!] });
    const other = await t.project("Sort theirs", { Kitchen: [t.skus[1]!] });
    const response = await t.call("POST", "/api/projects/sort-products", {
      projectId: project.id,
      folderId: project.folders[0]!.id,
      order: [other.cart.products[0]!.productCode],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([PROJECT_MESSAGES.sortOrderMismatch]);
  });

  it("refuses line changes on a won quote", async () => {
    const project = await t.project("Won", { Kitchen: [t.skus[0]!] });
    await t.call("POST", "/api/v2/project/details", { projectId: project.id, quoteStatus: "Won" });
    const response = await t.call("DELETE", `/api/projects/product/${project.id}/${project.cart.products[0]!.productCode}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([PROJECT_MESSAGES.lineRightsRefused]);
  });

  it("looks a SKU up with the staff member's projects that hold it", async () => {
    const project = await t.project("Lookup", { Kitchen: [t.skus[3]!] });
    const lookup = (await t.call("GET", `/api/projects/product/${t.skus[3]}`)).json();
    expect(lookup).toMatchObject({ sku: t.skus[3], available: true });
    expect(lookup.inProjects).toContainEqual({ projectId: project.id, name: "Lookup", folderIds: [project.folders[0]!.id] });
    const one = (await t.call("GET", `/api/projects/product/${t.skus[3]}/${project.id}`)).json();
    expect(one.inProjects).toEqual([{ projectId: project.id, name: "Lookup", folderIds: [project.folders[0]!.id] }]);
  });
});

describe("product transfer", () => {
  it("moves a line to another project's folder and answers the source", async () => {
    const source = await t.project("Source", { Kitchen: [t.skus[0]!, t.skus[1]!] });
    const target = await t.project("Target", { Laundry: [] });
    const response = await t.call("POST", "/api/v2/project/product-transfer", {
      sourceProjectId: source.id,
      productCode: lineOf(source, t.skus[0]!).productCode,
      targetProjectId: target.id,
      targetFolderId: target.folders[0]!.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Project>().cart.products.map((p) => p.sku)).toEqual([t.skus[1]]);
    const moved = (await t.call("GET", `/api/v2/project/${target.id}`)).json<Project>();
    expect(codes(moved, "Laundry")).toEqual([t.skus[0]]);
    const log = (await t.call("GET", `/api/v2/project/changelogs?projectId=${target.id}`)).json();
    expect(log.items[0]).toMatchObject({ action: "productTransferredIn" });
  });

  it("copies a line when asked, keeping it in the source", async () => {
    const source = await t.project("Copy source", { Kitchen: [t.skus[0]!] });
    const target = await t.project("Copy target");
    const after = (
      await t.call("POST", "/api/v2/project/product-transfer", {
        sourceProjectId: source.id,
        productCode: source.cart.products[0]!.productCode,
        targetProjectId: target.id,
        copy: true,
      })
    ).json<Project>();
    expect(after.cart.products).toHaveLength(1);
    expect((await t.call("GET", `/api/v2/project/${target.id}`)).json<Project>().cart.products.map((p) => p.sku)).toEqual([t.skus[0]]);
  });

  it("refuses a transfer to the same project", async () => {
    const source = await t.project("Same", { Kitchen: [t.skus[0]!] });
    const response = await t.call("POST", "/api/v2/project/product-transfer", {
      sourceProjectId: source.id,
      productCode: source.cart.products[0]!.productCode,
      targetProjectId: source.id,
    });
    expect(response.json()).toEqual([PROJECT_MESSAGES.transferSameProject]);
  });
});
