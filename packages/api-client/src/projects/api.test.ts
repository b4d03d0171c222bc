import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import { ApiError } from "../http/errors";
import {
  deleteNote,
  editProductLine,
  sortFolders,
  sortProducts,
  getCompetitorPrices,
  getMinimalProjects,
  getProject,
  getSharedProject,
  getStock,
  lockPrice,
  uploadAttachment,
} from "./api";

const api = serveForTests();

describe("project calls (spec 3 §7)", () => {
  it("sends a line's quote edits, a folder order in the spec's body, and a product order (issue 45 item 12)", async () => {
    for (const route of ["/api/projects/product", "/api/v2/project/sort-folders", "/api/projects/sort-products"]) {
      api.server.on("POST", route, (_request, response) => json(response, 200, { id: 7 }));
    }
    await editProductLine(api.client, { projectId: 7, productCode: "31", quotedPrice: 999.5, warrantyId: null });
    await sortFolders(api.client, {
      projectId: 7,
      folders: [
        { folderId: 3, sortOrder: 1 },
        { folderId: 2, sortOrder: 2 },
      ],
    });
    await sortProducts(api.client, { projectId: 7, folderId: 3, order: ["31", "30"] });
    expect(api.server.requests.map((request) => [request.url, JSON.parse(request.body)])).toEqual([
      ["/api/projects/product", { projectId: 7, productCode: "31", quotedPrice: 999.5, warrantyId: null }],
      [
        "/api/v2/project/sort-folders",
        {
          projects: [
            { projectId: 3, sortOrder: 1 },
            { projectId: 2, sortOrder: 2 },
          ],
        },
      ],
      ["/api/projects/sort-products", { projectId: 7, folderId: 3, order: ["31", "30"] }],
    ]);
  });

  it("reads a project, and the 204 of an empty project as null (spec 3 §4)", async () => {
    api.server.on("GET", "/api/v2/project/7", (_request, response) => json(response, 200, { id: 7, name: "Kitchen" }));
    api.server.on("GET", "/api/v2/project/8", (_request, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(getProject(api.client, 7)).resolves.toEqual({ id: 7, name: "Kitchen" });
    await expect(getProject(api.client, 8)).resolves.toBeNull();
  });

  it("reads a shared project by its shareId and pages the minimal list from 0", async () => {
    api.server.on("GET", "/api/v2/project/shared", (_request, response) => json(response, 200, { name: "Kitchen" }));
    api.server.on("GET", "/api/v2/project/minimal", (_request, response) =>
      json(response, 200, { items: [], totalCount: 0, page: 0, pageSize: 20 }),
    );
    await getSharedProject(api.client, "a1b2");
    await getMinimalProjects(api.client);
    expect(api.server.requests.map((request) => request.url)).toEqual([
      "/api/v2/project/shared?shareId=a1b2",
      "/api/v2/project/minimal?page=0",
    ]);
  });

  it("deletes a note by query and locks prices with an expiry", async () => {
    api.server.on("DELETE", "/api/v2/project/product-note", (_request, response) => json(response, 200, { id: 7 }));
    api.server.on("POST", "/api/v2/project/lock-price", (_request, response) => json(response, 200, { id: 7 }));
    await deleteNote(api.client, 7, 3);
    await lockPrice(api.client, { projectId: 7, expiryDate: "2026-12-24" });
    expect(api.server.requests[0]).toMatchObject({ method: "DELETE", url: "/api/v2/project/product-note?projectId=7&noteId=3" });
    expect(JSON.parse(api.server.requests[1]?.body ?? "")).toEqual({ projectId: 7, expiryDate: "2026-12-24" });
  });

  it("uploads an attachment as multipart form data with its fields", async () => {
    api.server.on("POST", "/api/v2/project/attachment", (_request, response) => json(response, 200, { id: 7 }));
    await uploadAttachment(api.client, { projectId: 7, productCode: "12", file: new File(["hello"], "plan.txt", { type: "text/plain" }) });
    const [request] = api.server.requests;
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="projectId"\r\n\r\n7');
    expect(request?.body).toContain('name="productCode"\r\n\r\n12');
    expect(request?.body).toContain('filename="plan.txt"');
  });

  it("reads a SKU's stock at the staff member's store, and at every store with includeOtherStock", async () => {
    const stock = {
      sku: "KOR-FR-100",
      stockStatus: "inStock",
      totalAvailable: 3,
      stores: [{ storeUri: "glebe", name: "Glebe", state: "NSW", available: 3, onOrder: 0, isMyStore: true }],
    };
    api.server.on("GET", "/api/stock", (_request, response) => json(response, 200, stock));
    await expect(getStock(api.client, { sku: "KOR-FR-100" })).resolves.toEqual(stock);
    await getStock(api.client, { sku: "KOR-FR-100", includeOtherStock: true });
    expect(api.server.requests.map((request) => request.url)).toEqual([
      "/api/stock?sku=KOR-FR-100",
      "/api/stock?sku=KOR-FR-100&includeOtherStock=true",
    ]);
  });

  it("reads a SKU's competitor prices by query", async () => {
    const prices = { sku: "KOR-FR-100", ourPrice: 1299, currency: "AUD", prices: [] };
    api.server.on("GET", "/api/product/competitor-prices", (_request, response) => json(response, 200, prices));
    await expect(getCompetitorPrices(api.client, "KOR-FR-100")).resolves.toEqual(prices);
    expect(api.server.requests.map((request) => request.url)).toEqual(["/api/product/competitor-prices?sku=KOR-FR-100"]);
  });

  it("rejects an unknown SKU's stock with the 404, without a redirect lookup", async () => {
    api.server.on("GET", "/api/stock", (_request, response) => json(response, 404, { message: "Product not found." }));
    const failure = await getStock(api.client, { sku: "NOPE-404" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404 });
    expect(api.server.requests.map((request) => request.url)).toEqual(["/api/stock?sku=NOPE-404"]);
  });
});
