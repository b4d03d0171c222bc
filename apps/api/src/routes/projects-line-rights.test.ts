import { LINE_EDIT_RIGHTS, PROJECT_MESSAGES, type Project, type ProjectProduct } from "@storefront/api-contract/projects";
import { quoteLineMessages } from "@storefront/validation/quote-line";
import { beforeAll, describe, expect, it } from "vitest";
import { setupProjectTests } from "../projects/project-test-support";

/**
 * Issue 45 item 12: every quote-line edit right (spec 3 §3 bit flags) guards its edit on the API:
 * quantity and delete (tested in projects-lines.test.ts), price, warranty, install and competitor
 * URL validation. An open quote allows all; a quoted one all but the price; an active price lock
 * takes the price away; a won or lost one nothing.
 */
const t = setupProjectTests();
let sku: string;
let warrantyId: string;
let installId: string;

beforeAll(async () => {
  for (const candidate of t.skus) {
    const options = (await t.call("GET", `/api/v2/product/upselloptions/sku/${candidate}`)).json<{
      options: { id: string; type: string }[];
    }>().options;
    const warranty = options.find((o) => o.type === "warranty");
    const install = options.find((o) => o.type === "installation");
    if (warranty && install) {
      sku = candidate;
      warrantyId = warranty.id;
      installId = install.id;
      return;
    }
  }
  throw new Error("no product with a warranty and an installation");
});

const EDITS = () => ({
  price: { quotedPrice: 999.5 },
  warranty: { warrantyId },
  install: { installId },
  competitorUrlValidation: { competitorUrl: "https://www.rival.com.au/p/fridge" },
});

async function quoteWith(name: string, status?: string) {
  const project = await t.project(name, { Kitchen: [sku] });
  if (status) await t.call("POST", "/api/v2/project/details", { projectId: project.id, quoteStatus: status });
  return project;
}

const edit = (project: Project, change: Record<string, unknown>) =>
  t.call("POST", "/api/projects/product", { projectId: project.id, productCode: project.cart.products[0]!.productCode, ...change });

const lineOf = (project: Project): ProjectProduct => project.cart.products[0]!;

describe("quote-line edits (issue 45 item 12)", () => {
  it("sets a line's price, warranty, installation and competitor page on an open quote, each in the total and the answer", async () => {
    const project = await quoteWith("Line edits");
    const response = await edit(project, {
      quotedPrice: 999.5,
      warrantyId,
      installId,
      competitorUrl: " https://www.rival.com.au/p/fridge ",
    });
    expect(response.statusCode, response.body).toBe(200);
    const line = lineOf(response.json<Project>());
    expect(line).toMatchObject({
      price: 999.5,
      quotedPrice: 999.5,
      warranty: { id: warrantyId },
      install: { id: installId },
      competitorUrl: "https://www.rival.com.au/p/fridge",
    });
    const unit = 999.5 + (line.warranty?.price ?? 0) + (line.install?.price ?? 0);
    expect(response.json<Project>().cart.total).toBeCloseTo(unit);
    const cleared = lineOf(
      (await edit(project, { quotedPrice: null, warrantyId: null, installId: "", competitorUrl: null })).json<Project>(),
    );
    expect(cleared).toMatchObject({ quotedPrice: null, warranty: null, install: null, competitorUrl: null });
    expect(cleared.price).toBe(cleared.currentPrice);
  });

  it.each([
    ["Open", ["price", "warranty", "install", "competitorUrlValidation"]],
    ["Quoted", ["warranty", "install", "competitorUrlValidation"]],
    ["Partial", ["warranty", "install", "competitorUrlValidation"]],
    ["Won", []],
    ["Lost", []],
  ] as const)("on a quote %s allows exactly the edits its rights name", async (status, allowed) => {
    const project = await quoteWith(`Rights ${status}`, status);
    const rights = (await t.call("GET", `/api/v2/project/${project.id}`)).json<Project>().lineEditRights;
    for (const [right, change] of Object.entries(EDITS())) {
      const response = await edit(project, change);
      const permitted = (allowed as readonly string[]).includes(right);
      expect((rights & LINE_EDIT_RIGHTS[right as keyof typeof LINE_EDIT_RIGHTS]) !== 0, right).toBe(permitted);
      expect(response.statusCode, `${status} ${right}: ${response.body}`).toBe(permitted ? 200 : 400);
      if (!permitted) expect(response.json()).toEqual([PROJECT_MESSAGES.lineRightsRefused]);
    }
  });

  it("takes the price away while the prices are locked, and says why; a variation's RRP override too", async () => {
    const project = await quoteWith("Locked line");
    await t.call("POST", "/api/v2/project/lock-price", { projectId: project.id });
    const price = await edit(project, { quotedPrice: 10 });
    expect(price.statusCode).toBe(400);
    expect(price.json()).toEqual([PROJECT_MESSAGES.priceLocked]);
    const variation = await t.call("POST", "/api/v2/project/product-variation", {
      projectId: project.id,
      productCode: lineOf(project).productCode,
      brand: "Korrin",
      rrpOverride: 10,
    });
    expect(variation.statusCode).toBe(400);
    expect(variation.json()).toEqual([PROJECT_MESSAGES.priceLocked]);
    expect((await edit(project, { warrantyId })).statusCode).toBe(200);
  });

  it("refuses an option the product does not offer, a competitor page that is not https, and a price in part cents, changing nothing", async () => {
    const project = await quoteWith("Bad edits");
    const bad = await edit(project, { quotedPrice: 10.005, warrantyId: "warranty-99y", competitorUrl: "http://rival.com.au/p" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([quoteLineMessages.quotedPrice, PROJECT_MESSAGES.optionNotOffered, quoteLineMessages.competitorUrl]);
    const after = lineOf((await t.call("GET", `/api/v2/project/${project.id}`)).json<Project>());
    expect(after).toMatchObject({ quotedPrice: null, warranty: null, competitorUrl: null });
  });

  it("wants the line's productCode for a quote edit", async () => {
    const project = await quoteWith("No line");
    const response = await t.call("POST", "/api/projects/product", { projectId: project.id, sku, quotedPrice: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([PROJECT_MESSAGES.lineEditWithoutLine]);
  });

  it("keeps a line's quote edits in a duplicated folder", async () => {
    const project = await quoteWith("Copy edits");
    await edit(project, { quotedPrice: 500, warrantyId });
    const copied = (
      await t.call("POST", "/api/v2/project/duplicate-folder", { projectId: project.id, folderId: project.folders[0]!.id })
    ).json<Project>();
    expect(copied.folders[1]!.products[0]).toMatchObject({ quotedPrice: 500, warranty: { id: warrantyId } });
  });
});
