/**
 * Staff checkout (issue 14 items 4 and 5): the staff options, their refusal to customers and
 * guests, Zip in store, cash and carry, the salesperson, the delivery service override, the Miele
 * warning and the fraud-check token. wa offers CashAndCarry, ZipInStore,
 * StaffOnlyOtherPaymentMethod, COD and WinningDeliveryServiceOverride; aol offers CRAccount.
 */
import type { Cart } from "@storefront/api-contract/cart";
import {
  CHECKOUT_OPTIONS,
  DELIVERY_SERVICE_OVERRIDE_MESSAGE,
  FRAUD_CHECK_MESSAGE,
  PAYMENT_OPTIONS,
  STAFF_CHECKOUT_OPTIONS,
  STAFF_ONLY_MESSAGE,
  ZIP_IN_STORE_STATUS_MESSAGES,
  type CheckoutAnswer,
  type CheckoutView,
  type OrderAnswer,
  type PaymentStatusAnswer,
} from "@storefront/api-contract/checkout";
import { EMPTY_CART_ID } from "@storefront/validation/cart";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  availability,
  cartOf,
  checkoutBody,
  formValues,
  json,
  pickDay,
  requirementAnswers,
  productFor,
  sandboxGateways,
  setupSandbox,
  submit,
  SYDNEY,
  DARWIN,
  TEST_CARDS,
  TEST_MONDAY,
} from "../checkout/checkout-test-support";
import { orders } from "../db/schema";
import { MIELE_SKUS } from "../seed/miele";
import { accessTokenOf, Shopper, setupTestApi } from "../test-helpers";

const sandbox = setupSandbox();
const api = setupTestApi({ ...sandboxGateways(sandbox), now: () => TEST_MONDAY });

const STAFF = { email: "staff@example.com", password: "Staff-sandbox-1" };
const CUSTOMER = { email: "customer@example.com", password: "Customer-sandbox-1" };
const STAFF_ONLY = { message: STAFF_ONLY_MESSAGE, messages: [STAFF_ONLY_MESSAGE] };
const STAFF_BITS = STAFF_CHECKOUT_OPTIONS.reduce((bits, name) => bits | CHECKOUT_OPTIONS[name], 0);
/** The Engine Room, the default store and SP-17's (the seeded staff account's salespersonCode). */
const ENGINE_ROOM = { subdivision: "engine-room", address: "1 Foundry Lane", suburb: "ALEXANDRIA", state: "NSW", postcode: "2015" };

let staff: Record<string, string>;
let customer: Record<string, string>;
let sku: string;

beforeAll(async () => {
  staff = { authorization: `Bearer ${await accessTokenOf(api, STAFF)}` };
  customer = { authorization: `Bearer ${await accessTokenOf(api, CUSTOMER)}` };
  sku = (await productFor(api.db, "wa", { minPrice: 400, maxPrice: 2000, notBrands: ["Ironbark", "Emberline", "Miele"] })).sku;
});

async function newShopper(brand = "wa", productSku = sku) {
  const shopper = new Shopper();
  const cartId = await addToCart(api, shopper, brand, productSku);
  return { shopper, cartId };
}

/** A checkout body with no card: a weekday, the API's total, and the changes. */
async function plainBody(shopper: Shopper, brand: string, changes: Record<string, unknown> = {}) {
  const cart = await cartOf(api, shopper, brand);
  const calendar = await availability(api, shopper, brand, cart.cartId, SYDNEY);
  const day = pickDay(calendar, "weekday");
  return {
    ...formValues(cart.cartId, {}, SYDNEY),
    deliveryDate: day.date as [number, number, number],
    orderTotal: Math.round((cart.orderTotal + day.price) * 100) / 100,
    uniqueDeliveryRequirements: requirementAnswers(calendar),
    ...changes,
  };
}

const view = async (brand: string, headers: Record<string, string> = {}) =>
  (await api.request({ url: "/api/checkout", brand, headers })).json() as CheckoutView;
const orderOf = async (shopper: Shopper, cartId: string) =>
  (await api.request({ url: `/api/checkout/order?id=${cartId}`, brand: "wa", shopper })).json() as OrderAnswer;
const status = async (shopper: Shopper, cartId: string, paymentReference: string) =>
  api.request({
    url: `/api/payment/status?cartId=${cartId}&paymentReference=${paymentReference}&selectedPaymentOption=128`,
    brand: "wa",
    shopper,
  });

describe("GET /api/checkout for staff and for everyone else", () => {
  it("gives signed-in staff the storefront's staff options, their store, the stores and the salespeople", async () => {
    const answer = await view("wa", staff);
    for (const name of ["CashAndCarry", "ZipInStore", "StaffOnlyOtherPaymentMethod", "COD", "WinningDeliveryServiceOverride"] as const) {
      expect(answer.opts & CHECKOUT_OPTIONS[name], name).toBe(CHECKOUT_OPTIONS[name]);
    }
    expect(answer.opts & CHECKOUT_OPTIONS.CRAccount).toBe(0);
    expect(answer.store).toMatchObject({ address: ENGINE_ROOM.address, suburb: ENGINE_ROOM.suburb, state: "NSW", postcode: "2015" });
    expect(answer.stores.find((s) => s.selected)).toEqual({ subdivision: "engine-room", name: "Engine Room", selected: true });
    expect(answer.stores.length).toBeGreaterThan(10);
    expect(answer.salesPeople.filter((p) => p.selected)).toEqual([
      { code: "SP-17", name: "Morgan Ellery", subdivision: "engine-room", selected: true },
    ]);
    for (const store of answer.stores) {
      const people = answer.salesPeople.filter((p) => p.subdivision === store.subdivision);
      expect(people.length, store.name).toBeGreaterThanOrEqual(2);
      expect(people.length, store.name).toBeLessThanOrEqual(4);
    }
  });

  it("gives the trade storefront's staff the account credit option", async () => {
    expect((await view("aol", staff)).opts & CHECKOUT_OPTIONS.CRAccount).toBe(CHECKOUT_OPTIONS.CRAccount);
    expect((await view("aol", customer)).opts & CHECKOUT_OPTIONS.CRAccount).toBe(0);
  });

  it("shows a customer and a guest no staff option, no store, no stores and no salespeople", async () => {
    for (const headers of [customer, {}]) {
      const answer = await view("wa", headers);
      expect(answer.opts & STAFF_BITS).toBe(0);
      expect(answer.opts & CHECKOUT_OPTIONS.PayPal).toBe(CHECKOUT_OPTIONS.PayPal);
      expect([answer.store, answer.stores, answer.salesPeople]).toEqual([null, [], []]);
    }
  });
});

describe("staff options are refused to customers and guests", () => {
  const attempts: [string, Record<string, unknown>][] = [
    ["Zip in store", { selectedPaymentOption: PAYMENT_OPTIONS.ZipInStore, devicePaymentCode: "123456" }],
    ["the other payment method", { selectedPaymentOption: PAYMENT_OPTIONS.StaffOnlyOtherPaymentMethod }],
    ["account credit", { selectedPaymentOption: PAYMENT_OPTIONS.CRAccount }],
    ["cash on delivery", { selectedPaymentOption: PAYMENT_OPTIONS.COD }],
    ["cash and carry", { cashAndCarry: true }],
    ["the delivery service override", { winningDeliveryServiceOverride: true }],
    ["a salesperson", { salespersonCode: "SP-17", subdivision: "engine-room" }],
    ["a store alone", { subdivision: "engine-room" }],
  ];

  it.each(attempts)("answers 403 to a customer and a guest who send %s, and places no order", async (_name, changes) => {
    for (const headers of [customer, {}]) {
      const { shopper, cartId } = await newShopper();
      const response = await submit(api, shopper, "wa", await plainBody(shopper, "wa", changes), undefined, headers);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual(STAFF_ONLY);
      expect(await api.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
    }
  });
});

describe("the staff payment options without a gateway", () => {
  it.each([
    ["wa", PAYMENT_OPTIONS.StaffOnlyOtherPaymentMethod, "Other payment method"],
    ["wa", PAYMENT_OPTIONS.COD, "Cash on delivery"],
    ["aol", PAYMENT_OPTIONS.CRAccount, "Account credit"],
  ] as const)("places staff's order on %s with option %i, payment type '%s'", async (brand, option, paymentType) => {
    const { shopper, cartId } = await newShopper(brand);
    const response = await submit(
      api,
      shopper,
      brand,
      await plainBody(shopper, brand, { selectedPaymentOption: option }),
      undefined,
      staff,
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as CheckoutAnswer;
    expect(answer).toMatchObject({ orderCompleted: true, success: true });
    expect(answer.orderReference).toBe(answer.orderNumber);
    const order = (await api.request({ url: `/api/checkout/order?id=${cartId}`, brand, shopper })).json() as OrderAnswer;
    expect(order).toMatchObject({ status: "completed", paymentType, card: null });
  });

  it("answers staff who send an option the storefront does not offer with the 'not available' 400", async () => {
    const { shopper } = await newShopper("wa");
    const response = await submit(
      api,
      shopper,
      "wa",
      await plainBody(shopper, "wa", { selectedPaymentOption: PAYMENT_OPTIONS.CRAccount }),
      undefined,
      staff,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(["This payment method is not available. Please choose another."]);
  });
});

describe("salesperson", () => {
  it("stores staff's salesperson and store on the order", async () => {
    const { shopper, cartId } = await newShopper();
    const body = await plainBody(shopper, "wa", {
      selectedPaymentOption: PAYMENT_OPTIONS.StaffOnlyOtherPaymentMethod,
      salespersonCode: "SP-18",
      subdivision: "engine-room",
    });
    expect((await submit(api, shopper, "wa", body, undefined, staff)).statusCode).toBe(200);
    expect(await orderOf(shopper, cartId)).toMatchObject({ salespersonCode: "SP-18", subdivision: "engine-room" });
  });

  it("refuses a salesperson of another store, or a store without a salesperson", async () => {
    const other = (await view("wa", staff)).salesPeople.find((p) => p.subdivision === "sydney-city") as { code: string };
    for (const changes of [
      { salespersonCode: other.code, subdivision: "engine-room" },
      { salespersonCode: "SP-17", subdivision: "sydney-city" },
      { subdivision: "engine-room" },
      { salespersonCode: "SP-99999", subdivision: "engine-room" },
    ]) {
      const { shopper } = await newShopper();
      const body = await plainBody(shopper, "wa", { selectedPaymentOption: PAYMENT_OPTIONS.StaffOnlyOtherPaymentMethod, ...changes });
      const response = await submit(api, shopper, "wa", body, undefined, staff);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json()).toEqual(["Please select a salesperson."]);
    }
  });
});

describe("Zip in store", () => {
  async function zipPayment(storeCode: string) {
    const { shopper, cartId } = await newShopper();
    const body = await plainBody(shopper, "wa", { selectedPaymentOption: PAYMENT_OPTIONS.ZipInStore, devicePaymentCode: storeCode });
    const response = await submit(api, shopper, "wa", body, undefined, staff);
    expect(response.statusCode, response.body).toBe(200);
    return { shopper, cartId, answer: response.json() as CheckoutAnswer };
  }

  /** The customer answers in the Zip app: the sandbox page's row of the store code. */
  async function answerInZipApp(storeCode: string, decision: "approve" | "decline") {
    const page = await (await fetch(`${sandbox.baseUrl}/zip/instore`)).text();
    expect(page).toContain("<h1>Zip app</h1>");
    const row = new RegExp(`<tr>\\s*<td>${storeCode}</td>[\\s\\S]*?</tr>`).exec(page)?.[0] ?? "";
    expect(row).toMatch(/<button[^>]*>Approve<\/button>/);
    expect(row).toMatch(/<button[^>]*>Decline<\/button>/);
    const action = /<form[^>]*\baction="([^"]*)"/.exec(row)?.[1] as string;
    const answered = await fetch(new URL(action, sandbox.baseUrl), { method: "POST", body: new URLSearchParams({ decision }) });
    expect(answered.status).toBe(200);
  }

  it("answers a waiting success with the payment and order references, and the approval completes the order once", async () => {
    const { shopper, cartId, answer } = await zipPayment("100001");
    expect(answer).toMatchObject({ success: true, orderCompleted: false, redirectUrl: null, refusalReason: null });
    expect(answer.paymentReference).toBeTruthy();
    expect(answer.orderReference).toMatch(/^WA\d{8}$/);
    const pending = await status(shopper, cartId, answer.paymentReference as string);
    expect(pending.json()).toEqual({ paymentStatus: "Pending", message: "" });
    expect(await api.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);

    await answerInZipApp("100001", "approve");
    const polls = await Promise.all(Array.from({ length: 6 }, () => status(shopper, cartId, answer.paymentReference as string)));
    for (const poll of polls) expect(poll.json()).toEqual({ paymentStatus: "Approved", message: "" });
    expect((await status(shopper, cartId, answer.paymentReference as string)).json()).toMatchObject({ paymentStatus: "Approved" });
    const rows = await api.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.orderNumber).toBe(answer.orderReference);
    expect(await orderOf(shopper, cartId)).toMatchObject({ paymentMethod: "ZipInStore", paymentType: "Zip" });
    expect((await cartOf(api, shopper, "wa")).cartId).toBe(EMPTY_CART_ID);
  });

  it("answers Declined with its message when the customer declines, and leaves the cart to pay another way", async () => {
    const { shopper, cartId, answer } = await zipPayment("100002");
    await answerInZipApp("100002", "decline");
    const declined = (await status(shopper, cartId, answer.paymentReference as string)).json() as PaymentStatusAnswer;
    expect(declined).toEqual({ paymentStatus: "Declined", message: ZIP_IN_STORE_STATUS_MESSAGES.Declined });
    expect(await api.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
    const byCard = await submit(api, shopper, "wa", await checkoutBody(api, shopper, "wa", TEST_CARDS.approve));
    expect(byCard.json()).toMatchObject({ orderCompleted: true });
  });

  it("cancels the waiting payment at Zip on void (the page is left), and the status says Cancelled", async () => {
    const { shopper, cartId, answer } = await zipPayment("100003");
    const voided = await api.request({
      method: "POST",
      url: "/api/checkout/void",
      brand: "wa",
      shopper,
      headers: json,
      payload: { cartId, selectedPaymentOption: PAYMENT_OPTIONS.ZipInStore },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toEqual({ cancelled: true, paymentReference: answer.paymentReference });
    const cancelled = (await status(shopper, cartId, answer.paymentReference as string)).json() as PaymentStatusAnswer;
    expect(cancelled).toEqual({ paymentStatus: "Cancelled", message: ZIP_IN_STORE_STATUS_MESSAGES.Cancelled });
    expect((await fetch(`${sandbox.baseUrl}/zip/instore`).then((r) => r.text())).includes("<td>100003</td>")).toBe(false);
  });

  it("answers Expired once the customer has not answered for 10 minutes", async () => {
    const { shopper, cartId, answer } = await zipPayment("100004");
    sandbox.clockOffsetMs = 10 * 60 * 1000 + 1000;
    try {
      const expired = (await status(shopper, cartId, answer.paymentReference as string)).json() as PaymentStatusAnswer;
      expect(expired).toEqual({ paymentStatus: "Expired", message: ZIP_IN_STORE_STATUS_MESSAGES.Expired });
    } finally {
      sandbox.clockOffsetMs = 0;
    }
    expect(await api.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
  });

  it.each([
    [undefined, "Please enter a zip store code"],
    ["", "Please enter a zip store code"],
    ["12345", "Zip store code should be exactly 6 digits and contain only numbers"],
    ["1234567", "Zip store code should be exactly 6 digits and contain only numbers"],
    ["12a456", "Zip store code should be exactly 6 digits and contain only numbers"],
  ])("refuses the store code %j with '%s'", async (devicePaymentCode, message) => {
    const { shopper } = await newShopper();
    const body = await plainBody(shopper, "wa", { selectedPaymentOption: PAYMENT_OPTIONS.ZipInStore, devicePaymentCode });
    const response = await submit(api, shopper, "wa", body, undefined, staff);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([message]);
  });
});

describe("cash and carry", () => {
  it("places the order at the staff member's store today with no shipping, whatever address was sent", async () => {
    const { shopper, cartId } = await newShopper();
    const cart = await cartOf(api, shopper, "wa");
    const body = {
      ...formValues(cartId, { selectedPaymentOption: PAYMENT_OPTIONS.StaffOnlyOtherPaymentMethod, cashAndCarry: true }, DARWIN),
      deliveryDate: null,
      orderTotal: cart.orderTotal,
    };
    const response = await submit(api, shopper, "wa", body, undefined, staff);
    expect(response.statusCode, response.body).toBe(200);
    const order = await orderOf(shopper, cartId);
    const today = [TEST_MONDAY.getUTCFullYear(), TEST_MONDAY.getUTCMonth() + 1, TEST_MONDAY.getUTCDate()];
    expect(order).toMatchObject({ cashAndCarry: true, shipping: 0, deliveryDate: today, orderTotal: cart.orderTotal });
    expect(order.deliveryAddress).toMatchObject({
      firstName: "Jane",
      address: ENGINE_ROOM.address,
      suburb: ENGINE_ROOM.suburb,
      state: ENGINE_ROOM.state,
      postcode: ENGINE_ROOM.postcode,
    });
  });

  it("still needs the customer's email", async () => {
    const { shopper, cartId } = await newShopper();
    const cart = await cartOf(api, shopper, "wa");
    const body = {
      ...formValues(cartId, { selectedPaymentOption: PAYMENT_OPTIONS.StaffOnlyOtherPaymentMethod, cashAndCarry: true, email: "" }),
      orderTotal: cart.orderTotal,
    };
    const response = await submit(api, shopper, "wa", body, undefined, staff);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toContain("Please enter a valid email address");
  });
});

describe("delivery service override", () => {
  const query = "?suburb=SYDNEY&postcode=2000&state=NSW&winningDeliveryServiceOverride=true";

  it("prices delivery by the provider's own service on GET /api/cart for staff", async () => {
    const { shopper } = await newShopper();
    const cart = (await api.request({ url: `/api/cart${query}`, brand: "wa", shopper, headers: staff })).json() as Cart;
    expect(cart).toMatchObject({ winningDeliveryServiceOverride: true, shipping: 0 });
    expect(cart.messages).toContain(DELIVERY_SERVICE_OVERRIDE_MESSAGE);
  });

  it("ignores the flag for a customer, a guest, and a storefront that does not offer it", async () => {
    const { shopper } = await newShopper();
    for (const [brand, headers] of [
      ["wa", customer],
      ["wa", {}],
    ] as const) {
      const cart = (await api.request({ url: `/api/cart${query}`, brand, shopper, headers })).json() as Cart;
      expect(cart.winningDeliveryServiceOverride).toBeUndefined();
      expect(cart.messages).not.toContain(DELIVERY_SERVICE_OVERRIDE_MESSAGE);
    }
    const fk = await newShopper("fk", (await productFor(api.db, "fk", { minPrice: 100 })).sku);
    const fkCart = (await api.request({ url: `/api/cart${query}`, brand: "fk", shopper: fk.shopper, headers: staff })).json() as Cart;
    expect(fkCart.winningDeliveryServiceOverride).toBeUndefined();
  });

  it("stores the override on staff's order, with no shipping charge", async () => {
    const { shopper, cartId } = await newShopper();
    const cart = await cartOf(api, shopper, "wa");
    const body = await plainBody(shopper, "wa", {
      selectedPaymentOption: PAYMENT_OPTIONS.StaffOnlyOtherPaymentMethod,
      winningDeliveryServiceOverride: true,
      orderTotal: cart.orderTotal,
    });
    const response = await submit(api, shopper, "wa", body, undefined, staff);
    expect(response.statusCode, response.body).toBe(200);
    expect(await orderOf(shopper, cartId)).toMatchObject({ winningDeliveryServiceOverride: true, shipping: 0 });
  });
});

describe("Miele", () => {
  it("requires the Miele warning with a Miele product in the cart", async () => {
    const { shopper } = await newShopper("wa", MIELE_SKUS[0]);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const refused = await submit(api, shopper, "wa", body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(["Please confirm the Miele delivery terms."]);
    const unticked = await submit(api, shopper, "wa", { ...body, brandsWarnings: { mieleWarning: false } });
    expect(unticked.json()).toEqual(["Please confirm the Miele delivery terms."]);
    const placed = await submit(api, shopper, "wa", { ...body, brandsWarnings: { mieleWarning: true } });
    expect(placed.json()).toMatchObject({ orderCompleted: true });
  });

  it("caps the address at 35 characters with a Miele product in the cart", async () => {
    const { shopper } = await newShopper("wa", MIELE_SKUS[0]);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve, { brandsWarnings: { mieleWarning: true } });
    const response = await submit(api, shopper, "wa", { ...body, deliveryAddress: { ...body.deliveryAddress, address: "A".repeat(36) } });
    expect(response.json()).toEqual(["Address cannot be more than 35 characters"]);
  });
});

describe("fraud check", () => {
  it("refuses a missing or invalid fraud-check token with 400, and places no order", async () => {
    const { shopper, cartId } = await newShopper();
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    for (const fraudCheckToken of [
      undefined,
      null,
      "",
      "not-a-token",
      `${body.fraudCheckToken}x`,
      "fc.aaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbb",
    ]) {
      const response = await submit(api, shopper, "wa", { ...body, fraudCheckToken });
      expect(response.statusCode, String(fraudCheckToken)).toBe(400);
      expect(response.json()).toEqual([FRAUD_CHECK_MESSAGE]);
    }
    expect(await api.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
  });

  it("needs no token on the calls before the submit", async () => {
    const { shopper, cartId } = await newShopper();
    expect((await api.request({ url: "/api/checkout", brand: "wa", shopper })).statusCode).toBe(200);
    expect((await availability(api, shopper, "wa", cartId)).cartId).toBe(cartId);
  });
});
