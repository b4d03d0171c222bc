import { PROJECT_MESSAGES, type Project } from "@storefront/api-contract/projects";
import type { FastifyInstance, InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { setupProjectTests } from "../projects/project-test-support";

/**
 * Issue 15 item 5: the authorisation of every project call. The routes come from the app itself
 * (printRoutes), so a route added later fails the coverage test until it has a row in CALLS.
 * Each row is a well-formed request, so the answer is about who calls, not about validation.
 */
const t = setupProjectTests();

const PROJECT_ROUTES = /^\/api\/(projects|v2\/project|stock|product\/competitor-prices)(\/|$)/i;
const UNKNOWN_SHARE_ID = "00000000-0000-4000-a000-000000000000";
const TEXT = { name: "plans.txt", type: "text/plain", bytes: Buffer.from("Bench 900 mm\n") };

/**
 * "METHOD /path" of every route the app registers (HEAD left out), from its route tree. The tree
 * merges the parameters of one position ("/:id|:code"), so every parameter reads ":param" here.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = (stack[depth - 1] ?? "") + match[2];
    stack.length = depth;
    stack.push(path);
    for (const method of match[3]?.split(", ") ?? []) if (method !== "HEAD") routes.push(`${method} ${withParams(path)}`);
  }
  return routes;
}

const withParams = (path: string) => path.replace(/:[A-Za-z0-9_|:]+/g, ":param");

/** What the calls need: a project with two folders, lines, a note, a variation and two attachments, shared; and two more projects. */
interface Fixture {
  project: Project;
  other: Project;
  doomed: Project;
  lines: string[];
  kitchen: number;
  laundry: number;
  noteId: number;
  variationId: number;
  keptFile: number;
  spareFile: number;
}
const fx = {} as Fixture;

interface Call {
  url: string;
  payload?: unknown;
  /** A multipart upload instead of JSON. */
  multipart?: Record<string, string>;
}

const json = (url: string, payload: unknown): Call => ({ url, payload });

/** One well-formed request per project route, by "METHOD /path" as registered. */
const CALLS: Record<string, () => Call> = {
  "POST /api/v2/project": () => json("/api/v2/project", { name: "Authorised" }),
  "GET /api/v2/project/navbar": () => ({ url: "/api/v2/project/navbar" }),
  "GET /api/v2/project/minimal": () => ({ url: "/api/v2/project/minimal?page=0&items=5" }),
  "GET /api/projects/list-item": () => ({ url: "/api/projects/list-item" }),
  "GET /api/v2/project/outline/:id": () => ({ url: `/api/v2/project/outline/${fx.project.id}` }),
  "GET /api/v2/project/:id": () => ({ url: `/api/v2/project/${fx.project.id}` }),
  "POST /api/v2/project/name": () => json("/api/v2/project/name", { projectId: fx.project.id, name: "Renamed" }),
  "POST /api/v2/project/details": () => json("/api/v2/project/details", { projectId: fx.project.id, projectGoal: "Quiet kitchen" }),
  "POST /api/v2/project/customer": () =>
    json("/api/v2/project/customer", {
      projectId: fx.project.id,
      firstName: "Ada",
      lastName: "Lovelace",
      customerEmail: "ada@example.com",
    }),
  "POST /api/v2/project/duplicate": () => json("/api/v2/project/duplicate", { projectId: fx.project.id, name: "Copy" }),
  "DELETE /api/projects/:id": () => ({ url: `/api/projects/${fx.doomed.id}` }),
  "POST /api/v2/project/attachment": () => ({ url: "/api/v2/project/attachment", multipart: { projectId: String(fx.project.id) } }),
  "DELETE /api/v2/project/attachment": () => ({
    url: `/api/v2/project/attachment?projectId=${fx.project.id}&attachmentId=${fx.spareFile}`,
  }),
  "GET /api/v2/project/attachment/:id": () => ({ url: `/api/v2/project/attachment/${fx.keptFile}` }),
  "POST /api/v2/project/folder": () => json("/api/v2/project/folder", { projectId: fx.project.id, title: "Outdoor" }),
  "DELETE /api/v2/project/folder": () => ({ url: `/api/v2/project/folder?projectId=${fx.project.id}&folderId=${fx.laundry}` }),
  "POST /api/v2/project/sort-folders": () =>
    json("/api/v2/project/sort-folders", {
      projects: [
        { projectId: fx.kitchen, sortOrder: 2 },
        { projectId: fx.laundry, sortOrder: 1 },
      ],
    }),
  "POST /api/v2/project/duplicate-folder": () =>
    json("/api/v2/project/duplicate-folder", { projectId: fx.project.id, folderId: fx.kitchen, title: "Kitchen copy" }),
  "POST /api/projects/product": () => json("/api/projects/product", { projectId: fx.project.id, sku: t.skus[3], folderId: fx.kitchen }),
  "DELETE /api/projects/product/:id/:code": () => ({ url: `/api/projects/product/${fx.project.id}/${fx.lines[1]}` }),
  "POST /api/projects/sort-products": () =>
    json("/api/projects/sort-products", { projectId: fx.project.id, folderId: fx.kitchen, order: [fx.lines[0]] }),
  "POST /api/v2/project/product-transfer": () =>
    json("/api/v2/project/product-transfer", {
      sourceProjectId: fx.project.id,
      productCode: fx.lines[0],
      targetProjectId: fx.other.id,
      copy: true,
    }),
  "GET /api/projects/product/:code": () => ({ url: `/api/projects/product/${t.skus[0]}` }),
  "GET /api/projects/product/:code/:extra": () => ({ url: `/api/projects/product/${t.skus[0]}/${fx.project.id}` }),
  "POST /api/v2/project/product-note": () =>
    json("/api/v2/project/product-note", { projectId: fx.project.id, sku: t.skus[0], notes: "Black" }),
  "DELETE /api/v2/project/product-note": () => ({ url: `/api/v2/project/product-note?projectId=${fx.project.id}&noteId=${fx.noteId}` }),
  "POST /api/v2/project/product-variation": () =>
    json("/api/v2/project/product-variation", { projectId: fx.project.id, brand: "Miele", comments: "Any colour" }),
  "DELETE /api/v2/project/product-variation": () => ({
    url: `/api/v2/project/product-variation?projectId=${fx.project.id}&variationId=${fx.variationId}`,
  }),
  "POST /api/v2/project/comment": () => json("/api/v2/project/comment", { projectId: fx.project.id, comment: "Called the customer" }),
  "GET /api/v2/project/changelogs": () => ({ url: `/api/v2/project/changelogs?projectId=${fx.project.id}` }),
  "POST /api/v2/project/quote": () => json("/api/v2/project/quote", { projectId: fx.project.id }),
  "POST /api/v2/project/lock-price": () => json("/api/v2/project/lock-price", { projectId: fx.project.id }),
  "DELETE /api/v2/project/lock-price": () => ({ url: `/api/v2/project/lock-price?projectId=${fx.project.id}` }),
  "POST /api/projects/shared-project-status": () =>
    json("/api/projects/shared-project-status", { projectId: fx.project.id, sharedStatus: true }),
  "POST /api/v2/project/email": () => json("/api/v2/project/email", { projectId: fx.project.id }),
  "GET /api/v2/project/customer-project-count": () => ({ url: "/api/v2/project/customer-project-count?email=customer%40example.com" }),
  "GET /api/v2/project/kad/:search": () => ({ url: "/api/v2/project/kad/harbour" }),
  "GET /api/v2/project/search": () => ({ url: "/api/v2/project/search?page=0&limit=13&sortProperty=created&sortDirection=Descending" }),
  "GET /api/v2/project/export": () => ({ url: "/api/v2/project/export?limit=-1&status=Won" }),
  "POST /api/projects/cart": () => json("/api/projects/cart", { projectId: fx.project.id, selectedFolders: [fx.kitchen] }),
  "POST /api/projects/admin-cart": () => json("/api/projects/admin-cart", { projectId: fx.project.id }),
  "GET /api/stock": () => ({ url: `/api/stock?sku=${t.skus[0]}&includeOtherStock=true` }),
  // issue 45 item 1: a stock change to the status the product has, so no other test's product moves.
  "PUT /api/stock/:sku": () => json(`/api/stock/${t.skus[0]}`, { stockStatus: "inStock" }),
  "GET /api/product/competitor-prices": () => ({ url: `/api/product/competitor-prices?sku=${t.skus[0]}` }),
};

/** Project routes any caller may reach: the shared read (a valid shareId is the key), tested on its own below. */
const PUBLIC = new Set(["GET /api/v2/project/shared"]);

/** Sends a row's request as the given caller: a token, or null for none. */
function send(route: string, as: string | null) {
  const method = route.split(" ")[0] as InjectOptions["method"];
  const call = (CALLS[route] as () => Call)();
  if (call.multipart) return t.upload(call.multipart, TEXT, { as });
  return t.call(method, call.url, call.payload, { as });
}

beforeAll(async () => {
  const [a, b, c, d] = t.skus as [string, string, string, string];
  fx.project = await t.project("Authorisation", { Kitchen: [a, b], Laundry: [c] });
  fx.other = await t.project("Transfer target", { Kitchen: [d] });
  fx.doomed = await t.project("Doomed");
  fx.kitchen = fx.project.folders.find((f) => f.title === "Kitchen")!.id;
  fx.laundry = fx.project.folders.find((f) => f.title === "Laundry")!.id;
  fx.lines = fx.project.cart.products.map((p) => p.productCode);
  const id = fx.project.id;
  await t.call("POST", "/api/v2/project/customer", { projectId: id, firstName: "Ada", customerEmail: "ada@example.com" });
  fx.noteId = (
    await t.call("POST", "/api/v2/project/product-note", { projectId: id, sku: a, notes: "Left hinge" })
  ).json<Project>().productNotes[0]!.id;
  const withVariation = (
    await t.call("POST", "/api/v2/project/product-variation", {
      projectId: id,
      productCode: fx.lines[0],
      brand: "Veldt",
      comments: "Wider",
    })
  ).json<Project>();
  fx.variationId = withVariation.productVariations[0]!.id;
  await t.upload({ projectId: String(id) }, { ...TEXT, name: "kept.txt" });
  const files = (await t.upload({ projectId: String(id) }, { ...TEXT, name: "spare.txt" })).json<Project>().files;
  fx.keptFile = files.find((f) => f.fileName === "kept.txt")!.id;
  fx.spareFile = files.find((f) => f.fileName === "spare.txt")!.id;
  fx.project = (await t.call("POST", "/api/projects/shared-project-status", { projectId: id, sharedStatus: true })).json<Project>();
});

describe("the project routes", () => {
  it("are every route under /api/projects, /api/v2/project, /api/stock and /api/product/competitor-prices, each with a row here", () => {
    const registered = registeredRoutes(t.api.app)
      .filter((route) => PROJECT_ROUTES.test(route.split(" ")[1] ?? ""))
      .sort();
    expect(registered.length).toBeGreaterThanOrEqual(40);
    expect(registered).toEqual(
      expect.arrayContaining([
        "POST /api/v2/project",
        "GET /api/v2/project/:param",
        "GET /api/v2/project/shared",
        "POST /api/v2/project/attachment",
        "GET /api/v2/project/attachment/:param",
        "DELETE /api/projects/:param",
        "POST /api/projects/cart",
        "GET /api/stock",
        "GET /api/product/competitor-prices",
      ]),
    );
    expect(registered).toEqual([...Object.keys(CALLS), ...PUBLIC].map(withParams).sort());
  });
});

/** The project calls proper, whose every answer is personal (`private, no-store`), refusals included. */
const PERSONAL = /^\S+ \/api\/(v2\/project|projects)(\/|$)/;

describe.each(Object.keys(CALLS))("%s", (route) => {
  it("answers 401 to an anonymous caller", async () => {
    const response = await send(route, null);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ message: PROJECT_MESSAGES.signInRequired });
    if (PERSONAL.test(route)) expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers 403 to a signed-in customer", async () => {
    const response = await send(route, t.tokens.customer);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ message: PROJECT_MESSAGES.staffOnly });
  });

  it("serves staff: neither 401 nor 403, and never a 5xx", async () => {
    const response = await send(route, t.tokens.staff);
    expect([401, 403], response.body).not.toContain(response.statusCode);
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (PERSONAL.test(route)) expect(response.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("a shared reader (no sign-in, a shareId)", () => {
  it("reads a shared project by a valid shareId", async () => {
    const response = await t.call("GET", `/api/v2/project/shared?shareId=${fx.project.shareId}`, undefined, { as: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ projectRef: fx.project.projectRef });
  });

  it("reads it as a signed-in customer too", async () => {
    const response = await t.call("GET", `/api/v2/project/shared?shareId=${fx.project.shareId}`, undefined, { as: t.tokens.customer });
    expect(response.statusCode).toBe(200);
  });

  it("answers 404 for an unknown shareId", async () => {
    const response = await t.call("GET", `/api/v2/project/shared?shareId=${UNKNOWN_SHARE_ID}`, undefined, { as: null });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PROJECT_MESSAGES.sharedNotFound });
  });

  it("downloads an attachment with the shareId of its shared project", async () => {
    const response = await t.call("GET", `/api/v2/project/attachment/${fx.keptFile}?shareId=${fx.project.shareId}`, undefined, {
      as: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEXT.bytes.toString());
  });

  it("answers 404 for an attachment with an unknown shareId", async () => {
    const response = await t.call("GET", `/api/v2/project/attachment/${fx.keptFile}?shareId=${UNKNOWN_SHARE_ID}`, undefined, { as: null });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PROJECT_MESSAGES.attachmentNotFound });
  });
});
