import { notifyMeMessages } from "@storefront/validation/notify-me";
import { and, arrayContains, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productListing, products, stockNotifications } from "../db/schema";
import { DEFAULT_RATE_LIMITS } from "../http/rate-limits";
import { SmtpMailer } from "../mail/mailer";
import { setupMailbox, type ReceivedMail } from "../mail/test-mailbox";
import { DEFAULT_NOTIFY_ME_CALLBACK_TO } from "../notify-me/notify-me-mails";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { bearer, setupTestApi, signIn } from "../test-helpers";
import { PROJECT_MESSAGES } from "@storefront/api-contract/projects";
import { UNKNOWN_SKU_MESSAGE } from "./notify-me";

const mailbox = setupMailbox();
const api = setupTestApi({
  mailer: () => new SmtpMailer({ host: "127.0.0.1", port: mailbox.port, from: "Shop <shop@storefront.test>" }),
  // The race asks for 40 addresses from one client: the sender limit out of the way, the recipient limit as shipped.
  rateLimits: { ...DEFAULT_RATE_LIMITS, mailSender: { max: 10_000, windowSeconds: 3600 } },
  // wa keeps the seeded extended callback (on); aol-nz's is off as seeded; hc's is turned off here.
  env: { SETTINGS_OVERRIDES: JSON.stringify({ hc: { NotifyMeCallbackExtended: "false" } }) },
});
const [staff, customer] = SANDBOX_ACCOUNTS;

let taken = 0;
/** A product of the storefront, set to the stock status given: each call a different one. */
async function productOf(brand: string, stockStatus: "noStock" | "backOrder" | "inStock" = "noStock") {
  const [row] = await api.db
    .select({ id: products.id, sku: products.sku, title: products.title, slug: products.slug })
    .from(products)
    .where(and(arrayContains(products.storefronts, [brand]), eq(products.stockStatus, "inStock")))
    .orderBy(asc(products.id))
    .offset(taken++)
    .limit(1);
  if (!row) throw new Error("no product for the test");
  await api.db.update(products).set({ stockStatus }).where(eq(products.id, row.id));
  return row;
}

const ask = (brand: string, body: Record<string, unknown>) => api.request({ method: "POST", url: "/api/notify-me", brand, payload: body });
const press = (what: "confirm" | "unsubscribe", token: string, brand = "wa") =>
  api.request({ method: "POST", url: `/api/notify-me/${what}`, brand, payload: { token } });

let staffToken = "";
async function setStock(sku: string, stockStatus: string) {
  staffToken ||= await signIn(api, staff.email, staff.password);
  return api.request({ method: "PUT", url: `/api/stock/${sku}`, brand: "wa", headers: bearer(staffToken), payload: { stockStatus } });
}

/** The token of the mail's link to a notify-me page. */
function tokenIn(mail: ReceivedMail, page: "confirm" | "unsubscribe"): string {
  const match = new RegExp(`/notify-me/${page}\\?token=([A-Za-z0-9_.-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1];
}

/** Asks and confirms by the mailed link; answers the confirmation mail. */
async function subscribed(brand: string, sku: string, email: string, extra: Record<string, unknown> = {}) {
  const asked = await ask(brand, { sku, email, ...extra });
  expect(asked.statusCode, asked.body).toBe(202);
  const mail = await mailbox.next(email);
  const confirmed = await press("confirm", tokenIn(mail, "confirm"), brand);
  expect(confirmed.json()).toMatchObject({ outcome: "confirmed", message: notifyMeMessages.confirmed });
  return mail;
}

const noMailTo = (email: string) => expect(mailbox.received.filter((mail) => mail.to.includes(email))).toEqual([]);

describe("notify me: ask, confirm, hear once when it is back", () => {
  it("mails a confirmation through SMTP, then one back-in-stock mail on the restock, and none on the next", async () => {
    const product = await productOf("wa");
    const asked = await ask("wa", { sku: product.sku, email: "  Jane.Notify@Example.com " });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ message: notifyMeMessages.sent });
    const confirmation = await mailbox.next("jane.notify@example.com");
    expect(confirmation.subject).toBe(`Confirm: tell me when ${product.title} is back`);
    expect(confirmation.text).toContain("http://localhost:3001/notify-me/unsubscribe?token=");

    // Pending: a restock before the confirmation mails nobody.
    expect((await setStock(product.sku, "inStock")).json()).toMatchObject({ notified: 0 });
    await setStock(product.sku, "noStock");
    const confirmed = await press("confirm", tokenIn(confirmation, "confirm"));
    expect(confirmed.json()).toEqual({
      outcome: "confirmed",
      message: notifyMeMessages.confirmed,
      product: { title: product.title, uri: `/p/${product.slug}` },
    });

    const restocked = await setStock(product.sku, "inStock");
    expect(restocked.json()).toEqual({ sku: product.sku, stockStatus: "inStock", notified: 1 });
    const back = await mailbox.next("jane.notify@example.com");
    expect(back.subject).toBe(`${product.title} is back in stock`);
    expect(back.text).toContain(`http://localhost:3001/p/${product.slug}`);
    expect(tokenIn(back, "unsubscribe")).toBeTruthy();

    await setStock(product.sku, "noStock");
    expect((await setStock(product.sku, "inStock")).json()).toMatchObject({ notified: 0 });
    noMailTo("jane.notify@example.com");
    // The product page shows the new status (the kept read was dropped).
    const page = await api.request({ method: "GET", url: `/api/product/${product.slug}`, brand: "wa" });
    if (page.statusCode === 200) expect(page.json()).toMatchObject({ stockStatus: "inStock" });
  });

  it("takes a back-order product, and a confirm after the product came back says so without a mail", async () => {
    const product = await productOf("aol-nz", "backOrder");
    const asked = await ask("aol-nz", { sku: product.sku, email: "kiri@example.co.nz" });
    expect(asked.statusCode, asked.body).toBe(202);
    const mail = await mailbox.next("kiri@example.co.nz");
    expect(mail.text).toContain("http://localhost:3003/notify-me/confirm?token=");
    await setStock(product.sku, "inStock");
    const confirmed = await press("confirm", tokenIn(mail, "confirm"), "aol-nz");
    expect(confirmed.json()).toMatchObject({ outcome: "inStock", message: notifyMeMessages.backInStock });
    await setStock(product.sku, "noStock");
    expect((await setStock(product.sku, "inStock")).json()).toMatchObject({ notified: 0 });
    noMailTo("kiri@example.co.nz");
  });

  it("mails nobody who unsubscribed by the link, which then answers the same again", async () => {
    const product = await productOf("wa");
    const mail = await subscribed("wa", product.sku, "leaving@example.com");
    const first = await press("unsubscribe", tokenIn(mail, "unsubscribe"));
    expect(first.json()).toMatchObject({ outcome: "unsubscribed", message: notifyMeMessages.unsubscribed });
    expect((await press("unsubscribe", tokenIn(mail, "unsubscribe"))).json()).toMatchObject({ outcome: "unsubscribed" });
    expect((await setStock(product.sku, "inStock")).json()).toMatchObject({ notified: 0 });
    noMailTo("leaving@example.com");
    // An unsubscribe link never confirms, and a confirm link of an ended request is refused.
    expect((await press("confirm", tokenIn(mail, "unsubscribe"))).statusCode).toBe(400);
    expect((await press("confirm", tokenIn(mail, "confirm"))).json()).toEqual([notifyMeMessages.linkInvalid]);
  });

  it("refuses a product in stock (409), an unknown one (404) and a bad email (400), writing and mailing nothing", async () => {
    const inStock = await productOf("wa", "inStock");
    const answers = await Promise.all([
      ask("wa", { sku: inStock.sku, email: "nope@example.com" }),
      ask("wa", { sku: "NO-SUCH-SKU-1", email: "nope@example.com" }),
      ask("wa", { sku: inStock.sku, email: "nope@example" }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([409, 404, 400]);
    expect(answers[0]?.json()).toEqual({ message: notifyMeMessages.notOutOfStock });
    expect(answers[2]?.json()).toEqual([notifyMeMessages.email]);
    expect(await api.db.select().from(stockNotifications).where(eq(stockNotifications.email, "nope@example.com"))).toEqual([]);
    noMailTo("nope@example.com");
  });

  it("refuses a forged or altered link", async () => {
    const product = await productOf("wa");
    await ask("wa", { sku: product.sku, email: "forger@example.com" });
    const token = tokenIn(await mailbox.next("forger@example.com"), "confirm");
    const altered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await press("confirm", altered)).json()).toEqual([notifyMeMessages.linkInvalid]);
    expect((await press("confirm", "x".repeat(22) + "." + "y".repeat(43))).statusCode).toBe(400);
  });

  it("limits the mails to one address: the seventh ask within the hour is 429 with Retry-After", async () => {
    const product = await productOf("wa");
    for (let i = 0; i < 6; i++) expect((await ask("wa", { sku: product.sku, email: "many@example.com" })).statusCode).toBe(202);
    const limited = await ask("wa", { sku: product.sku, email: "many@example.com" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    for (let i = 0; i < 6; i++) await mailbox.next("many@example.com");
  });
});

describe("the extended callback (NotifyMeCallbackExtended)", () => {
  it("on (wa as seeded): takes a name and phone, tells the shopper and mails the sales team when it is back", async () => {
    const product = await productOf("wa");
    await subscribed("wa", product.sku, "caller@example.com", { callback: true, name: "Sam Caller", phone: "0412 345 678" });
    const [row] = await api.db.select().from(stockNotifications).where(eq(stockNotifications.email, "caller@example.com"));
    expect(row).toMatchObject({ callbackName: "Sam Caller", callbackPhone: "0412345678" });
    await setStock(product.sku, "inStock");
    expect((await mailbox.next("caller@example.com")).text).toContain("our team will also call you on 0412345678");
    const sales = await mailbox.next(DEFAULT_NOTIFY_ME_CALLBACK_TO);
    expect(sales.subject).toBe(`Call back Sam Caller: ${product.title} is back in stock`);
    expect(sales.text).toContain(product.sku);
  });

  it("on: a call-back needs a name and a phone number of the country", async () => {
    const product = await productOf("wa");
    const answer = await ask("wa", { sku: product.sku, email: "c2@example.com", callback: true, name: "", phone: "12" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual([notifyMeMessages.name, "Please enter a valid phone number"]);
  });

  it.each(["aol-nz", "hc"])("off (%s): a call-back request is refused, a plain one taken", async (brand) => {
    const product = await productOf(brand);
    const refused = await ask(brand, {
      sku: product.sku,
      email: `cb-${brand}@example.com`,
      callback: true,
      name: "Ari",
      phone: "0412 345 678",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([notifyMeMessages.callbackOff]);
    expect((await ask(brand, { sku: product.sku, email: `cb-${brand}@example.com` })).statusCode).toBe(202);
    await mailbox.next(`cb-${brand}@example.com`);
  });
});

describe("races: each confirmed shopper gets exactly one mail", () => {
  it("20 concurrent restocks of a product with 20 confirmed shoppers send 20 mails, one each", async () => {
    const product = await productOf("wa");
    const emails = Array.from({ length: 20 }, (_, i) => `racer${i}@example.com`);
    for (const email of emails) await subscribed("wa", product.sku, email);
    const answers = await Promise.all(emails.map(() => setStock(product.sku, "inStock")));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.reduce((sum, answer) => sum + answer.json<{ notified: number }>().notified, 0)).toBe(20);
    for (const email of emails) await mailbox.next(email);
    for (const email of emails) noMailTo(email);
  });

  it("20 confirms racing 20 restocks: every shopper either gets one mail or is told on the page, never both or neither", async () => {
    const product = await productOf("wa");
    const emails = Array.from({ length: 20 }, (_, i) => `confirm-racer${i}@example.com`);
    const tokens: string[] = [];
    for (const email of emails) {
      await ask("wa", { sku: product.sku, email });
      tokens.push(tokenIn(await mailbox.next(email), "confirm"));
    }
    const results = await Promise.all([
      ...tokens.map((token) => press("confirm", token)),
      ...emails.map(() => setStock(product.sku, "inStock")),
    ]);
    const confirms = results.slice(0, 20).map((answer) => answer.json<{ outcome: string }>().outcome);
    const mailed = results.slice(20).reduce((sum, answer) => sum + answer.json<{ notified: number }>().notified, 0);
    expect(confirms.filter((outcome) => outcome === "confirmed").length).toBe(mailed);
    expect(confirms.filter((outcome) => outcome === "inStock").length).toBe(20 - mailed);
    for (const [i, email] of emails.entries()) if (confirms[i] === "confirmed") await mailbox.next(email);
    for (const email of emails) noMailTo(email);
    const waiting = await api.db.select().from(stockNotifications).where(eq(stockNotifications.productId, product.id));
    expect(waiting.every((row) => row.notifiedAt !== null)).toBe(true);
  });
});

describe("PUT /api/stock/{sku}", () => {
  it("leaves the catalogue's views right: the listing's copy follows each change (migration 0017)", async () => {
    const product = await productOf("wa", "inStock");
    const listed = async () =>
      (await api.db.select({ stockStatus: productListing.stockStatus }).from(productListing).where(eq(productListing.id, product.id)))[0]
        ?.stockStatus;
    expect((await setStock(product.sku, "noStock")).statusCode).toBe(200);
    expect(await listed()).toBe("noStock");
    expect((await setStock(product.sku, "inStock")).statusCode).toBe(200);
    expect(await listed()).toBe("inStock");
  });

  it("is for staff: 401 without a token, 403 for a customer, 404 for an unknown SKU", async () => {
    const product = await productOf("wa");
    const anonymous = await api.request({
      method: "PUT",
      url: `/api/stock/${product.sku}`,
      brand: "wa",
      payload: { stockStatus: "inStock" },
    });
    expect(anonymous.statusCode).toBe(401);
    const token = await signIn(api, customer.email, customer.password);
    const asCustomer = await api.request({
      method: "PUT",
      url: `/api/stock/${product.sku}`,
      brand: "wa",
      headers: bearer(token),
      payload: { stockStatus: "inStock" },
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ message: PROJECT_MESSAGES.staffOnly });
    expect((await setStock("NO-SUCH-SKU-2", "inStock")).json()).toEqual({ message: UNKNOWN_SKU_MESSAGE });
    const [row] = await api.db.select({ stockStatus: products.stockStatus }).from(products).where(eq(products.id, product.id));
    expect(row?.stockStatus).toBe("noStock");
  });
});
