import { PROJECT_MESSAGES, type Project } from "@storefront/api-contract/projects";
import { DEFAULT_RATE_LIMITS } from "../http/rate-limits";
import { describe, expect, it } from "vitest";
import { Shopper } from "../test-helpers";
import { setupProjectTests } from "../projects/project-test-support";
import { TEST_TODAY } from "../test-clock";

const t = setupProjectTests();
const DAY = 86_400_000;

describe("notes, variations and comments", () => {
  it("adds, changes and deletes a note on a SKU of the project", async () => {
    const project = await t.project("Notes", { Kitchen: [t.skus[0]!] });
    const added = (
      await t.call("POST", "/api/v2/project/product-note", { projectId: project.id, sku: t.skus[0], notes: "Black finish" })
    ).json<Project>();
    expect(added.productNotes).toEqual([expect.objectContaining({ sku: t.skus[0], notes: "Black finish", user: "Morgan Ellery" })]);
    const id = added.productNotes[0]!.id;
    const changed = (
      await t.call("POST", "/api/v2/project/product-note", { projectId: project.id, id, sku: t.skus[0], notes: "White" })
    ).json<Project>();
    expect(changed.productNotes.map((n) => n.notes)).toEqual(["White"]);
    const deleted = (await t.call("DELETE", `/api/v2/project/product-note?projectId=${project.id}&noteId=${id}`)).json<Project>();
    expect(deleted.productNotes).toEqual([]);
  });

  it("refuses a note on a SKU that is not in the project", async () => {
    const project = await t.project("Note elsewhere", { Kitchen: [t.skus[0]!] });
    expect((await t.call("POST", "/api/v2/project/product-note", { projectId: project.id, sku: t.skus[5], notes: "x" })).statusCode).toBe(
      404,
    );
  });

  it("saves a line variation (showVariation) and a brand variation, and deletes one, answering the reloaded project", async () => {
    const project = await t.project("Variations", { Kitchen: [t.skus[0]!] });
    const code = project.cart.products[0]!.productCode;
    await t.call("POST", "/api/v2/project/product-variation", {
      projectId: project.id,
      productCode: code,
      brand: "Korrin",
      comments: "Left hinge",
      rrpOverride: 999,
    });
    const both = (
      await t.call("POST", "/api/v2/project/product-variation", { projectId: project.id, brand: "Miele", comments: "Any model" })
    ).json<Project>();
    expect(both.productVariations).toEqual([expect.objectContaining({ productCode: code, brand: "Korrin", rrpOverride: 999 })]);
    expect(both.brandVariations).toEqual([expect.objectContaining({ productCode: null, brand: "Miele" })]);
    expect(both.cart.products[0]!.showVariation).toBe(true);
    const after = (
      await t.call("DELETE", `/api/v2/project/product-variation?projectId=${project.id}&variationId=${both.productVariations[0]!.id}`)
    ).json<Project>();
    expect(after.productVariations).toEqual([]);
    expect(after.cart.products[0]!.showVariation).toBe(false);
  });

  it("adds a staff comment", async () => {
    const project = await t.project("Comments");
    const after = (
      await t.call("POST", "/api/v2/project/comment", { projectId: project.id, comment: "Called the builder" })
    ).json<Project>();
    expect(after.staffComments).toEqual([expect.objectContaining({ user: "Morgan Ellery", message: "Called the builder" })]);
  });

  it("writes every change to the change log, newest first, with who and when", async () => {
    const project = await t.project("Log", { Kitchen: [t.skus[0]!] });
    await t.call("POST", "/api/v2/project/name", { projectId: project.id, name: "Log 2" });
    const log = (await t.call("GET", `/api/v2/project/changelogs?projectId=${project.id}`)).json();
    expect(log.items.map((e: { action: string }) => e.action)).toEqual(["renamed", "productAdded", "folderAdded", "created"]);
    expect(log.items[0]).toMatchObject({ user: "Morgan Ellery", created: TEST_TODAY.toISOString() });
  });

  it("refuses the change log to a customer", async () => {
    const project = await t.project("Log guard");
    expect(
      (await t.call("GET", `/api/v2/project/changelogs?projectId=${project.id}`, undefined, { as: t.tokens.customer })).statusCode,
    ).toBe(403);
  });
});

describe("quote, price lock, sharing and email", () => {
  it("marks a project quoted with a quote id", async () => {
    const project = await t.project("Quote", { Kitchen: [t.skus[0]!] });
    const quoted = (await t.call("POST", "/api/v2/project/quote", { projectId: project.id })).json<Project>();
    expect(quoted).toMatchObject({ quoted: true, quoteStatus: "Quoted", quoteId: `Q${String(project.id).padStart(6, "0")}` });
    expect(quoted.lineEditRights & 2).toBe(0);
  });

  it("refuses to quote an empty project", async () => {
    const project = await t.project("Empty quote");
    const response = await t.call("POST", "/api/v2/project/quote", { projectId: project.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([PROJECT_MESSAGES.emptyQuote]);
  });

  it("locks the prices for 14 days by default, keeping each line's price", async () => {
    const project = await t.project("Lock", { Kitchen: [t.skus[0]!] });
    const locked = (await t.call("POST", "/api/v2/project/lock-price", { projectId: project.id })).json<Project>();
    expect(locked.priceLock).toMatchObject({
      active: true,
      user: "Morgan Ellery",
      expiryDate: new Date(TEST_TODAY.getTime() + 14 * DAY).toISOString(),
    });
    expect(locked.cart.products[0]!.lockedPrice).toBe(project.cart.products[0]!.price);
  });

  it("moves the expiry of a held lock", async () => {
    const project = await t.project("Lock edit", { Kitchen: [t.skus[0]!] });
    await t.call("POST", "/api/v2/project/lock-price", { projectId: project.id });
    const expiry = new Date(TEST_TODAY.getTime() + 30 * DAY).toISOString();
    const moved = (await t.call("POST", "/api/v2/project/lock-price", { projectId: project.id, expiryDate: expiry })).json<Project>();
    expect(moved.priceLock?.expiryDate).toBe(expiry);
  });

  it("refuses an expiry in the past or more than 90 days ahead", async () => {
    const project = await t.project("Lock bad", { Kitchen: [t.skus[0]!] });
    const past = await t.call("POST", "/api/v2/project/lock-price", { projectId: project.id, expiryDate: "2020-01-01" });
    expect(past.json()).toEqual([PROJECT_MESSAGES.lockExpiryInPast]);
    const far = await t.call("POST", "/api/v2/project/lock-price", {
      projectId: project.id,
      expiryDate: new Date(TEST_TODAY.getTime() + 200 * DAY).toISOString(),
    });
    expect(far.json()).toEqual([PROJECT_MESSAGES.lockExpiryTooFar]);
  });

  it("cancels a lock, and refuses to cancel when there is none", async () => {
    const project = await t.project("Lock cancel", { Kitchen: [t.skus[0]!] });
    await t.call("POST", "/api/v2/project/lock-price", { projectId: project.id });
    const cancelled = (await t.call("DELETE", `/api/v2/project/lock-price?projectId=${project.id}`)).json<Project>();
    expect(cancelled.priceLock).toBeNull();
    expect(cancelled.cart.products[0]!.lockedPrice).toBeNull();
    expect((await t.call("DELETE", `/api/v2/project/lock-price?projectId=${project.id}`)).json()).toEqual([PROJECT_MESSAGES.lockNotActive]);
  });

  it("turns the shared status on and off", async () => {
    const project = await t.project("Share");
    expect(
      (await t.call("POST", "/api/projects/shared-project-status", { projectId: project.id, sharedStatus: true })).json<Project>()
        .sharedStatus,
    ).toBe(true);
    expect(
      (await t.call("POST", "/api/projects/shared-project-status", { projectId: project.id, sharedStatus: false })).json<Project>()
        .sharedStatus,
    ).toBe(false);
  });

  it("emails the project to the customer, sets projectEmailed and shares it", async () => {
    const project = await t.project("Email", { Kitchen: [t.skus[0]!] });
    await t.call("POST", "/api/v2/project/customer", { projectId: project.id, firstName: "Ada", customerEmail: "ada@example.com" });
    const sent = (await t.call("POST", "/api/v2/project/email", { projectId: project.id })).json<Project>();
    expect(sent).toMatchObject({ projectEmailed: true, sharedStatus: true });
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe("ada@example.com");
    expect(mail.text).toContain(`/project?shareId=${project.shareId}`);
    expect(mail.text).toContain(t.skus[0]);
  });

  it("stops emailing one customer past the mail limit with 429 and Retry-After, and leaves the project as it was (issue 41 item 6)", async () => {
    const project = await t.project("Many emails", { Kitchen: [t.skus[0]!] });
    await t.call("POST", "/api/v2/project/customer", { projectId: project.id, firstName: "Bo", customerEmail: "many.quotes@example.com" });
    const { max } = DEFAULT_RATE_LIMITS.projectMailRecipient;
    for (let n = 1; n <= max; n += 1)
      expect((await t.call("POST", "/api/v2/project/email", { projectId: project.id })).statusCode).toBe(200);
    const sent = t.mailer.sent.length;
    const refused = await t.call("POST", "/api/v2/project/email", { projectId: project.id });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Please wait \d+ minutes? and try again\.$/) });
    expect(t.mailer.sent.length).toBe(sent);
  });

  it("refuses to email a project without a customer email", async () => {
    const project = await t.project("No email");
    expect((await t.call("POST", "/api/v2/project/email", { projectId: project.id })).json()).toEqual([PROJECT_MESSAGES.noCustomerEmail]);
  });
});

describe("duplicate, customer count and referrers", () => {
  it("duplicates a project as a new open one with its folders, lines and notes", async () => {
    const project = await t.project("Original", { Kitchen: [t.skus[0]!] });
    await t.call("POST", "/api/v2/project/product-note", { projectId: project.id, sku: t.skus[0], notes: "Keep" });
    await t.call("POST", "/api/v2/project/quote", { projectId: project.id });
    const response = await t.call("POST", "/api/v2/project/duplicate", { projectId: project.id });
    expect(response.statusCode).toBe(201);
    const copy = response.json<Project>();
    expect(copy).toMatchObject({ name: "Original (copy)", quoteStatus: "Open", quoted: false, sharedStatus: false });
    expect(copy.id).not.toBe(project.id);
    expect(copy.shareId).not.toBe(project.shareId);
    expect(copy.cart.products.map((p) => p.sku)).toEqual([t.skus[0]]);
    expect(copy.productNotes.map((n) => n.notes)).toEqual(["Keep"]);
  });

  it("counts the storefront's projects of a customer by email or phone, in any case or spacing", async () => {
    const project = await t.project("Count");
    await t.call("POST", "/api/v2/project/customer", {
      projectId: project.id,
      customerEmail: "count.me@example.com",
      contactNumber: "0400 111 222",
    });
    const byEmail = (await t.call("GET", "/api/v2/project/customer-project-count?email=COUNT.ME@example.com")).json();
    const byPhone = (await t.call("GET", "/api/v2/project/customer-project-count?phone=0400111222")).json();
    const without = (
      await t.call("GET", `/api/v2/project/customer-project-count?email=count.me@example.com&projectId=${project.id}`)
    ).json();
    expect([byEmail.count, byPhone.count, without.count]).toEqual([1, 1, 0]);
    expect((await t.call("GET", "/api/v2/project/customer-project-count")).json()).toEqual({ count: 0 });
  });

  it("finds seeded referrers by code, name or business", async () => {
    const found = (await t.call("GET", "/api/v2/project/kad/harbour")).json();
    expect(found.items[0]).toMatchObject({ referrerBusinessName: "Harbour Builders", referrerCode: expect.stringMatching(/^KAD-/) });
    expect((await t.call("GET", "/api/v2/project/kad/x")).statusCode).toBe(400);
    expect((await t.call("GET", "/api/v2/project/kad/%25%25")).statusCode).toBe(400);
  });
});

describe("project to cart", () => {
  it("adds the selected lines and folders to the caller's cart", async () => {
    const project = await t.project("To cart", { Kitchen: [t.skus[0]!, t.skus[1]!], Laundry: [t.skus[2]!] });
    const shopper = new Shopper();
    const response = await t.api.request({
      method: "POST",
      url: "/api/projects/cart",
      brand: "wa",
      shopper,
      headers: { authorization: `Bearer ${t.tokens.staff}`, "content-type": "application/json" },
      payload: JSON.stringify({
        projectId: project.id,
        selectedProductCodes: [project.cart.products[0]!.productCode],
        selectedFolders: [project.folders[1]!.id],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .products.map((p: { sku: string }) => p.sku)
        .sort(),
    ).toEqual([t.skus[0], t.skus[2]].sort());
    const cart = (await t.api.request({ method: "GET", url: "/api/cart", brand: "wa", shopper })).json();
    expect(cart.productCount).toBe(2);
  });

  it("replaces the staff member's cart with the whole project for the admin cart", async () => {
    const project = await t.project("Admin cart", { Kitchen: [t.skus[0]!, t.skus[1]!] });
    const shopper = new Shopper();
    const headers = { authorization: `Bearer ${t.tokens.staff}`, "content-type": "application/json" };
    await t.api.request({
      method: "POST",
      url: "/api/cart/product",
      brand: "wa",
      shopper,
      headers,
      payload: JSON.stringify({ sku: t.skus[5], qty: 1 }),
    });
    const response = await t.api.request({
      method: "POST",
      url: "/api/projects/admin-cart",
      brand: "wa",
      shopper,
      headers,
      payload: JSON.stringify({ projectId: project.id, clearDiscounts: true }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().products.map((p: { sku: string }) => p.sku)).toEqual([t.skus[0], t.skus[1]]);
  });

  it("refuses a cart call with nothing selected", async () => {
    const project = await t.project("Nothing", { Kitchen: [t.skus[0]!] });
    expect((await t.call("POST", "/api/projects/cart", { projectId: project.id })).json()).toEqual([PROJECT_MESSAGES.nothingSelected]);
  });
});

describe("stock and competitor prices", () => {
  it("answers the staff member's store stock, and every store's with includeOtherStock", async () => {
    const mine = (await t.call("GET", `/api/stock?sku=${t.skus[0]}`)).json();
    expect(mine.stores).toEqual([expect.objectContaining({ isMyStore: true, name: "Engine Room" })]);
    const all = (await t.call("GET", `/api/stock?sku=${t.skus[0]}&includeOtherStock=true`)).json();
    expect(all.stores.length).toBeGreaterThan(1);
    expect(all.stores[0]).toMatchObject({ isMyStore: true });
    expect(all.totalAvailable).toBe(all.stores.reduce((sum: number, s: { available: number }) => sum + s.available, 0));
    expect((await t.call("GET", `/api/stock?sku=${t.skus[0]}&includeOtherStock=true`)).json()).toEqual(all);
  });

  it("answers competitors' prices near ours, cheapest first", async () => {
    const answer = (await t.call("GET", `/api/product/competitor-prices?sku=${t.skus[0]}`)).json();
    expect(answer).toMatchObject({ sku: t.skus[0], currency: "AUD" });
    const prices = answer.prices.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const price of prices) expect(Math.abs(price - answer.ourPrice)).toBeLessThanOrEqual(answer.ourPrice * 0.09);
  });

  it("refuses stock and competitor prices to a customer, and answers 404 for an unknown SKU", async () => {
    expect((await t.call("GET", `/api/stock?sku=${t.skus[0]}`, undefined, { as: t.tokens.customer })).statusCode).toBe(403);
    expect((await t.call("GET", `/api/product/competitor-prices?sku=${t.skus[0]}`, undefined, { as: null })).statusCode).toBe(401);
    expect((await t.call("GET", "/api/product/competitor-prices?sku=NOPE-404")).statusCode).toBe(404);
  });
});
