import { CHECKOUT_OPTIONS, hasCheckoutOption, ORDER_TOTAL_CHANGED_MESSAGE, type CheckoutView } from "@storefront/api-contract/checkout";
import { checkoutMessages, checkoutSubmitMessages } from "@storefront/validation/checkout";
import { couponMessages } from "@storefront/validation/coupon";
import { tipMessages } from "@storefront/validation/tip";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { STOREFRONT_IDS } from "../storefronts";
import {
  addToCart,
  availability,
  cardFields,
  cartOf,
  checkoutBody,
  DARWIN,
  formValues,
  instalmentCheckoutBody,
  json,
  pickDay,
  PONSONBY,
  productFor,
  requirementAnswers,
  sandboxGateways,
  setupSandbox,
  submit,
  SYDNEY,
  TEST_CARDS,
  TEST_MONDAY,
} from "../checkout/checkout-test-support";
import { couponApiMessages } from "../checkout/coupons";
import { carts, coupons, giftCards, manufacturers, orders, payments } from "../db/schema";
import { Shopper, setupTestApi } from "../test-helpers";

const sandbox = setupSandbox();
const api = setupTestApi({ ...sandboxGateways(sandbox), now: () => TEST_MONDAY });

const PROFORMA = ["Ironbark", "Emberline"];
let bigSku: string;
let cheapSku: string;
let nzSku: string;
let freeDeliverySku: string;

beforeAll(async () => {
  bigSku = (await productFor(api.db, "wa", { minPrice: 400, maxPrice: 2000, notBrands: PROFORMA })).sku;
  cheapSku = (await productFor(api.db, "wa", { maxPrice: 300 })).sku;
  nzSku = (await productFor(api.db, "aol-nz", { minPrice: 400, maxPrice: 2000 })).sku;
  // Weekday delivery is free from $99 of products: with a gift card paying for it, nothing is due.
  freeDeliverySku = (await productFor(api.db, "wa", { minPrice: 99, maxPrice: 400 })).sku;
});

async function shopperWith(brand: string, sku: string, qty = 1) {
  const shopper = new Shopper();
  const cartId = await addToCart(api, shopper, brand, sku, qty);
  return { shopper, cartId };
}

describe("GET /api/checkout", () => {
  it("answers the view with the storefront's flags, every brand's certificate and the deposit percentage", async () => {
    const response = await api.request({ url: "/api/checkout", brand: "wa" });
    expect(response.statusCode).toBe(200);
    const view = response.json() as CheckoutView;
    expect(Object.keys(view.x509EncryptionKeys).sort()).toEqual([...STOREFRONT_IDS].sort());
    expect(view.partialPaymentPercentage).toBe(30);
    expect(view.currency).toBe("AUD");
    expect(hasCheckoutOption(view.opts, "WarehouseStorageCharge")).toBe(true);
    expect(hasCheckoutOption(view.opts, "PurchaseOrderNumber")).toBe(false);
    expect(view.cartId).toBe("00000000-0000-0000-0000-000000000000");
  });

  it("answers the signed-in customer's email and phone, and null for a guest", async () => {
    const login = await api.request({
      method: "POST",
      url: "/api/account/login-redir",
      brand: "wa",
      headers: json,
      payload: {
        email: "customer@example.com",
        password: "Customer-sandbox-1",
        returnUrl: "/customer/checkout",
        origin: "http://localhost:3001",
        nonce: "nonce-12345678",
      },
    });
    const token = /access_token=([^&]+)/.exec(String(login.headers.location))?.[1];
    expect(token).toBeTruthy();
    const view = (
      await api.request({ url: "/api/checkout", brand: "wa", headers: { authorization: `Bearer ${token}` } })
    ).json() as CheckoutView;
    expect(view.customer).toMatchObject({ email: "customer@example.com", locked: false });
    expect(((await api.request({ url: "/api/checkout", brand: "wa" })).json() as CheckoutView).customer).toBeNull();
  });

  it("gives aol its variants as flags (purchase order, long last name, payment configuration v2) and aol-nz NZD", async () => {
    const aol = (await api.request({ url: "/api/checkout", brand: "aol" })).json() as CheckoutView;
    expect(aol.opts & CHECKOUT_OPTIONS.PurchaseOrderNumber).toBeTruthy();
    expect(aol.opts & CHECKOUT_OPTIONS.LongLastName).toBeTruthy();
    expect(aol.opts & CHECKOUT_OPTIONS.PaymentConfigurationV2).toBeTruthy();
    const nz = (await api.request({ url: "/api/checkout", brand: "aol-nz" })).json() as CheckoutView;
    expect([nz.country, nz.currency]).toEqual(["NZ", "NZD"]);
    expect(nz.opts & CHECKOUT_OPTIONS.PurchaseOrderNumber).toBe(0);
  });
});

describe("POST /api/checkout/avail", () => {
  it("answers 42 days from this week's Monday, the 21 extended days, same day and prices", async () => {
    const { shopper, cartId } = await shopperWith("wa", bigSku);
    const answer = await availability(api, shopper, "wa", cartId);
    expect(answer.cartId).toBe(cartId);
    expect(answer.availability).toHaveLength(42);
    expect(answer.extendedAvailability).toHaveLength(21);
    const first = answer.availability[0]!;
    expect(new Date(Date.UTC(first.date[0], first.date[1] - 1, first.date[2])).getUTCDay()).toBe(1);
    // The pinned day is a Monday before 14:00 in Sydney: today is the first day and same day is open.
    expect(first).toMatchObject({ sameDay: true, available: true, price: 79 });
    const sunday = answer.availability[6]!;
    expect(sunday.available).toBe(false);
    expect(answer.availability[1]).toMatchObject({ price: 0, available: true, sameDay: false }); // free weekday over 99
    expect(answer.availability[5]).toMatchObject({ price: 49, available: true }); // Saturday
    expect(answer.deliveryUnavailable).toBe(false);
    expect(answer.deliveryServices.map((s) => s.sku)).toEqual(["DS-PACKAGING", "DS-OLD-APPLIANCE", "DS-CONNECT"]);
  });

  it("charges no storage for products under 300", async () => {
    const { shopper, cartId } = await shopperWith("wa", cheapSku);
    const answer = await availability(api, shopper, "wa", cartId);
    expect(answer.storage.appliesToCart).toBe(false);
    expect([...answer.availability, ...answer.extendedAvailability].every((d) => d.storageFee === 0)).toBe(true);
  });

  it("charges the daily storage fee of 4 after 60 days for a product of 300 or more that is not proforma", async () => {
    const { shopper, cartId } = await shopperWith("wa", bigSku);
    const answer = await availability(api, shopper, "wa", cartId);
    expect(answer.storage).toMatchObject({ freeDays: 60, dailyFee: 4, minimumProductPrice: 300, appliesToCart: true });
    const withFee = answer.extendedAvailability.filter((d) => d.storageFee > 0);
    // Monday + 62 is the calendar's last day: days 61 and 62 from today incur the fee.
    expect(withFee).toHaveLength(2);
    expect(withFee.every((d) => d.storageFee === 4)).toBe(true);
    expect(withFee[0]!.date).toEqual(answer.storage.firstFeeDate);
  });

  it("does not charge storage for a proforma brand's product", async () => {
    const proforma = await productFor(api.db, "wa", { minPrice: 400, brands: PROFORMA });
    const { shopper, cartId } = await shopperWith("wa", proforma.sku);
    const answer = await availability(api, shopper, "wa", cartId);
    expect(answer.storage.appliesToCart).toBe(false);
    expect(answer.extendedAvailability.every((d) => d.storageFee === 0)).toBe(true);
  });

  it("answers deliveryUnavailable with no available day for the Northern Territory", async () => {
    const { shopper, cartId } = await shopperWith("wa", bigSku);
    const answer = await availability(api, shopper, "wa", cartId, DARWIN);
    expect(answer.deliveryUnavailable).toBe(true);
    expect(answer.availability.some((d) => d.available)).toBe(false);
  });

  it("refuses a suburb that is not the lookup's with the submit block's message", async () => {
    const { shopper, cartId } = await shopperWith("wa", bigSku);
    const response = await api.request({
      method: "POST",
      url: "/api/checkout/avail",
      brand: "wa",
      shopper,
      headers: json,
      payload: formValues(cartId, {}, { ...SYDNEY, postcode: "3000" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([checkoutSubmitMessages.invalidSuburb]);
  });

  it("takes a New Zealand suburb and postcode without a state", async () => {
    const { shopper, cartId } = await shopperWith("aol-nz", nzSku);
    const answer = await availability(api, shopper, "aol-nz", cartId, PONSONBY);
    expect(answer.availability.some((d) => d.available)).toBe(true);
  });
});

describe("POST /api/checkout rules (spec 2 §5, the form's messages)", () => {
  it("answers every failing field's message", async () => {
    const { shopper } = await shopperWith("wa", bigSku);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const response = await submit(api, shopper, "wa", {
      ...body,
      deliveryAddress: {
        ...body.deliveryAddress,
        firstName: "",
        lastName: "L".repeat(21),
        address: "PO Box 12",
        deliveryInstructions: "x".repeat(151),
      },
      billingAddress: { ...SYDNEY, firstName: "Jane", lastName: "Citizen", address: "", companyName: "C".repeat(51) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        checkoutMessages.firstName(20),
        checkoutMessages.lastName(20),
        checkoutMessages.poBox,
        checkoutMessages.deliveryInstructions,
        checkoutMessages.addressRequired(50),
        checkoutMessages.companyNameTooLong(50),
      ]),
    );
    expect(await api.db.select().from(orders)).toHaveLength(0);
  });

  it("refuses a suburb not chosen from the lookup, and a missing or unavailable date", async () => {
    const { shopper } = await shopperWith("wa", bigSku);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const wrongSuburb = await submit(api, shopper, "wa", { ...body, deliveryAddress: { ...body.deliveryAddress, suburb: "NOWHERE" } });
    expect(wrongSuburb.json()).toEqual([checkoutSubmitMessages.invalidSuburb]);
    const noDate = await submit(api, shopper, "wa", { ...body, deliveryDate: null });
    expect(noDate.json()).toEqual([checkoutSubmitMessages.deliveryDate]);
    const calendar = await availability(api, shopper, "wa", body.cartId);
    const sunday = await submit(api, shopper, "wa", { ...body, deliveryDate: calendar.availability[6]!.date });
    expect(sunday.json()).toEqual([checkoutSubmitMessages.deliveryDate]);
  });

  it("requires the stock fee acknowledgement for a day that incurs the storage fee", async () => {
    const { shopper } = await shopperWith("wa", bigSku);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const calendar = await availability(api, shopper, "wa", body.cartId);
    const feeDay = pickDay(calendar, "fee");
    const cart = await cartOf(api, shopper, "wa");
    const payload = { ...body, deliveryDate: feeDay.date, orderTotal: cart.orderTotal + feeDay.price };
    const refused = await submit(api, shopper, "wa", payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([checkoutMessages.stockFee]);
    const accepted = await submit(api, shopper, "wa", { ...payload, stockFeeAcknowledged: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [order] = await api.db.select().from(orders).where(eq(orders.cartId, body.cartId));
    expect(order).toMatchObject({ storageFeePerDay: 4, stockFeeAcknowledged: true });
  });

  it("validates the deposit with the deposit rules", async () => {
    const { shopper } = await shopperWith("wa", bigSku);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const response = await submit(api, shopper, "wa", { ...body, partialPayment: 1 });
    expect(response.statusCode).toBe(400);
    const [block, message] = response.json() as string[];
    expect(block).toBe(checkoutSubmitMessages.deposit);
    expect(message).toMatch(/^Minimum deposit is 30% of order total \(\$/);
    const negative = await submit(api, shopper, "wa", { ...body, partialPayment: -5 });
    expect(negative.json()).toEqual([checkoutSubmitMessages.deposit, "Input must be a postive number."]);
  });
});

describe("POST /api/checkout total", () => {
  it("refuses a client total that is not the API's", async () => {
    const { shopper } = await shopperWith("wa", bigSku);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const response = await submit(api, shopper, "wa", { ...body, orderTotal: body.orderTotal - 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([ORDER_TOTAL_CHANGED_MESSAGE]);
  });

  it("adds positive shipping and priced delivery services to the cart: Saturday 49 + old appliance removal 35", async () => {
    const { shopper } = await shopperWith("wa", bigSku, 2);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const calendar = await availability(api, shopper, "wa", body.cartId);
    const saturday = pickDay(calendar, "saturday");
    const cart = await cartOf(api, shopper, "wa");
    const total = Math.round((cart.orderTotal + 49 + 35) * 100) / 100;
    const payload = { ...body, deliveryDate: saturday.date, deliveryServices: ["DS-OLD-APPLIANCE", "DS-PACKAGING"], orderTotal: total };
    const unknownService = await submit(api, shopper, "wa", { ...payload, deliveryServices: ["DS-NOPE"] });
    expect(unknownService.json()).toEqual(["Please choose delivery services from the list."]);
    const response = await submit(api, shopper, "wa", payload);
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await api.db.select().from(orders).where(eq(orders.cartId, body.cartId));
    expect(order).toMatchObject({ shipping: 49, servicesTotal: 35, orderTotal: total, amountPaid: total });
  });
});

describe("the delivery tip (issue 45 item 4)", () => {
  it("charges a tip where TipEnabled is on (hc's seed): the order keeps it and its answer returns it", async () => {
    const hcSku = (await productFor(api.db, "hc", { minPrice: 400, maxPrice: 2000, notBrands: PROFORMA })).sku;
    const { shopper } = await shopperWith("hc", hcSku);
    const body = await checkoutBody(api, shopper, "hc", TEST_CARDS.approve);
    const orderTotal = Math.round((body.orderTotal + 10) * 100) / 100;
    const response = await submit(api, shopper, "hc", { ...body, tip: 10, orderTotal });
    expect(response.statusCode, response.body).toBe(200);
    const order = await api.request({ url: `/api/checkout/order?id=${body.cartId}`, brand: "hc", shopper });
    expect(order.json()).toMatchObject({ tip: 10, orderTotal, amountPaid: orderTotal });
  });

  it("refuses a tip where TipEnabled is off (wa's seed) with its message, and writes nothing", async () => {
    const { shopper } = await shopperWith("wa", bigSku);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const refused = await submit(api, shopper, "wa", { ...body, tip: 5, orderTotal: Math.round((body.orderTotal + 5) * 100) / 100 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([tipMessages.notOffered]);
    expect(await api.db.select().from(payments).where(eq(payments.cartId, body.cartId))).toHaveLength(0);
    expect(await api.db.select().from(orders).where(eq(orders.cartId, body.cartId))).toHaveLength(0);
  });
});

describe("coupons and gift cards", () => {
  it("applies a valid coupon, shows it on the cart and removes it", async () => {
    const { shopper } = await shopperWith("wa", bigSku);
    const before = await cartOf(api, shopper, "wa");
    const applied = await api.request({
      method: "POST",
      url: "/api/cart/coupon/",
      brand: "wa",
      shopper,
      headers: json,
      payload: { code: "save10" },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = applied.json() as Awaited<ReturnType<typeof cartOf>>;
    const off = Math.floor(before.orderTotal * 100 * 0.1) / 100;
    expect(cart.couponCode).toBe("SAVE10");
    expect(cart.discounts).toEqual([{ code: "SAVE10", kind: "coupon", amount: off }]);
    expect(cart.orderTotal).toBeCloseTo(before.orderTotal - off, 2);
    // The coupon counts as a saving ('You saved', spec 2 §2).
    expect(cart.savingTotal).toBeCloseTo(before.savingTotal + off, 2);
    const wrong = await api.request({ method: "DELETE", url: "/api/cart/coupon/OTHER", brand: "wa", shopper });
    expect(wrong.json()).toEqual([couponApiMessages.notApplied]);
    const removed = await api.request({ method: "DELETE", url: "/api/cart/coupon/SAVE10", brand: "wa", shopper });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      couponCode: null,
      orderTotal: before.orderTotal,
      savingTotal: before.savingTotal,
      discounts: [],
    });
  });

  it.each([
    ["", couponMessages.empty],
    ["   ", couponMessages.empty],
    ["NOSUCHCODE", couponApiMessages.unknown],
    ["EXPIRED20", couponApiMessages.couponExpired],
    ["USEDUP15", couponApiMessages.couponUsedUp],
    ["GIFT-EXPIRED-50", couponApiMessages.giftCardExpired],
    ["GIFT-EMPTY-0", couponApiMessages.giftCardEmpty],
    ["GIFT-VALID-NZ100", couponApiMessages.giftCardCurrency],
  ])("refuses %j with its message", async (code, message) => {
    const { shopper } = await shopperWith("wa", bigSku);
    const response = await api.request({ method: "POST", url: "/api/cart/coupon", brand: "wa", shopper, headers: json, payload: { code } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([message]);
  });

  it("refuses a code without a cart", async () => {
    const response = await api.request({
      method: "POST",
      url: "/api/cart/coupon",
      brand: "wa",
      headers: json,
      payload: { code: "SAVE10" },
    });
    expect(response.statusCode).toBe(400);
  });

  it("counts a coupon's use and takes the gift card's part from its balance when the order is placed", async () => {
    const first = await shopperWith("wa", bigSku);
    await api.request({
      method: "POST",
      url: "/api/cart/coupon",
      brand: "wa",
      shopper: first.shopper,
      headers: json,
      payload: { code: "TAKE50" },
    });
    const body = await checkoutBody(api, first.shopper, "wa", TEST_CARDS.approve);
    const placed = await submit(api, first.shopper, "wa", body);
    expect(placed.json()).toMatchObject({ orderCompleted: true });
    const [coupon] = await api.db.select().from(coupons).where(eq(coupons.code, "TAKE50"));
    expect(coupon?.usedCount).toBe(1);
    const [order] = await api.db.select().from(orders).where(eq(orders.cartId, body.cartId));
    expect(order).toMatchObject({ couponCode: "TAKE50", discount: 50 });

    const second = await shopperWith("wa", bigSku);
    const beforeGift = await cartOf(api, second.shopper, "wa");
    const gift = await api.request({
      method: "POST",
      url: "/api/cart/coupon",
      brand: "wa",
      shopper: second.shopper,
      headers: json,
      payload: { code: "gift-valid-100" },
    });
    expect(gift.json()).toMatchObject({ couponCode: "GIFT-VALID-100", discounts: [{ kind: "giftCard", amount: 100 }] });
    // A gift card pays; it is no saving.
    expect((gift.json() as { savingTotal: number }).savingTotal).toBe(beforeGift.savingTotal);
    const giftBody = await checkoutBody(api, second.shopper, "wa", TEST_CARDS.approve);
    expect((await submit(api, second.shopper, "wa", giftBody)).json()).toMatchObject({ orderCompleted: true });
    const [card] = await api.db.select().from(giftCards).where(eq(giftCards.code, "GIFT-VALID-100"));
    expect(card?.balance).toBe(0);
  });
});

describe("nothing to pay (spec 2 §4, issue 44 item 2)", () => {
  async function giftCardCart(sku: string, code: string) {
    const { shopper } = await shopperWith("wa", sku);
    const applied = await api.request({ method: "POST", url: "/api/cart/coupon", brand: "wa", shopper, headers: json, payload: { code } });
    expect(applied.statusCode, applied.body).toBe(200);
    return shopper;
  }
  const balanceOf = async (code: string) => (await api.db.select().from(giftCards).where(eq(giftCards.code, code)))[0]?.balance ?? 0;

  it("keeps weekday delivery free when a gift card pays the products, as it is when the card pays", async () => {
    const shopper = await giftCardCart(freeDeliverySku, "GIFT-VALID-1000000");
    const cart = await cartOf(api, shopper, "wa");
    expect(cart.orderTotal).toBe(0);
    const calendar = await availability(api, shopper, "wa", cart.cartId, SYDNEY);
    expect(pickDay(calendar, "weekday").price).toBe(0);
    expect(pickDay(calendar, "saturday").price).toBe(49);
  });

  it("completes a $0 order without card details, charging nothing and taking the gift card's part", async () => {
    const shopper = await giftCardCart(freeDeliverySku, "GIFT-VALID-1000000");
    const before = await balanceOf("GIFT-VALID-1000000");
    const productPrice = (await cartOf(api, shopper, "wa")).discounts[0]?.amount ?? 0;
    // The form of a free order: the default option, card details null, no card request.
    const body = await instalmentCheckoutBody(api, shopper, "wa", 0, { cardDetails: null });
    expect(body.orderTotal).toBe(0);
    const placed = await submit(api, shopper, "wa", body);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ orderCompleted: true, success: true });
    const order = (await api.request({ url: `/api/checkout/order?id=${body.cartId}`, brand: "wa", shopper })).json();
    expect(order).toMatchObject({ orderTotal: 0, amountPaid: 0, paymentMethod: "None", card: null });
    expect(await balanceOf("GIFT-VALID-1000000")).toBeCloseTo(before - productPrice, 2);
  });

  it("refuses an order with anything to pay sent as a free one, and places nothing", async () => {
    // The gift card pays the products; Saturday's $49 delivery is still due.
    const shopper = await giftCardCart(freeDeliverySku, "GIFT-VALID-1000000");
    const cart = await cartOf(api, shopper, "wa");
    const saturday = pickDay(await availability(api, shopper, "wa", cart.cartId, SYDNEY), "saturday");
    const body = { ...formValues(cart.cartId), deliveryDate: saturday.date, orderTotal: 49, cardDetails: null };
    const refused = await submit(api, shopper, "wa", body);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ messages: expect.arrayContaining(["Please check your card number."]) });
    // Nor does a total claimed as 0 make it free: the API's own total decides.
    const claimedFree = await submit(api, shopper, "wa", { ...body, orderTotal: 0 });
    expect(claimedFree.statusCode).toBe(400);
    expect(claimedFree.json()).toEqual([ORDER_TOTAL_CHANGED_MESSAGE]);
    expect(await api.db.select().from(orders).where(eq(orders.cartId, cart.cartId))).toEqual([]);
  });
});

describe("POST /api/cart/email", () => {
  it("sets the guest's email on the cart and refuses an invalid one", async () => {
    const { shopper, cartId } = await shopperWith("wa", cheapSku);
    const bad = await api.request({
      method: "POST",
      url: "/api/cart/email",
      brand: "wa",
      shopper,
      headers: json,
      payload: { email: "nope" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(["Please enter a valid email address"]);
    const good = await api.request({
      method: "POST",
      url: "/api/cart/email",
      brand: "wa",
      shopper,
      headers: json,
      payload: { email: "Guest@Example.com" },
    });
    expect(good.statusCode).toBe(200);
    const [row] = await api.db.select().from(carts).where(eq(carts.id, cartId));
    expect(row?.email).toBe("guest@example.com");
  });
});

describe("payment configuration", () => {
  it("answers v1 with every brand's certificate", async () => {
    const response = await api.request({ url: "/api/checkout/paymentconfiguration", brand: "wa" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().x509EncryptionKeys as object)).toHaveLength(STOREFRONT_IDS.length);
  });

  it("answers v2 with the storefront's own certificate only where the flag is set", async () => {
    const aol = await api.request({ url: "/api/checkout/v2/paymentconfiguration", brand: "aol" });
    expect(aol.statusCode).toBe(200);
    expect(Object.keys(aol.json().x509EncryptionKeys as object)).toEqual(["aol"]);
    expect((await api.request({ url: "/api/checkout/paymentconfiguration/v2", brand: "aol" })).statusCode).toBe(200);
    expect((await api.request({ url: "/api/checkout/v2/paymentconfiguration", brand: "wa" })).statusCode).toBe(404);
  });
});

describe("brand variants from flags", () => {
  it("aol keeps the purchase-order number on the order and takes last names up to 29", async () => {
    const aolSku = (await productFor(api.db, "aol", { minPrice: 400, maxPrice: 2000, notBrands: PROFORMA })).sku;
    const { shopper } = await shopperWith("aol", aolSku);
    const body = await checkoutBody(api, shopper, "aol", TEST_CARDS.approve, { poNumber: "PO-2026 (7)" });
    const tooLong = await submit(api, shopper, "aol", { ...body, deliveryAddress: { ...body.deliveryAddress, lastName: "L".repeat(30) } });
    expect(tooLong.json()).toEqual([checkoutMessages.lastName(29)]);
    const badPo = await submit(api, shopper, "aol", { ...body, poNumber: "PO#1" });
    expect(badPo.json()).toEqual([checkoutMessages.poNumber]);
    const placed = await submit(api, shopper, "aol", { ...body, deliveryAddress: { ...body.deliveryAddress, lastName: "L".repeat(29) } });
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await api.db.select().from(orders).where(eq(orders.cartId, body.cartId));
    expect(order?.poNumber).toBe("PO-2026 (7)");
  });

  it("wa keeps no purchase-order number and refuses a 21-character last name", async () => {
    const { shopper } = await shopperWith("wa", bigSku);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve, { poNumber: "PO-1" });
    const tooLong = await submit(api, shopper, "wa", { ...body, deliveryAddress: { ...body.deliveryAddress, lastName: "L".repeat(21) } });
    expect(tooLong.json()).toEqual([checkoutMessages.lastName(20)]);
    expect((await submit(api, shopper, "wa", body)).statusCode).toBe(200);
    const [order] = await api.db.select().from(orders).where(eq(orders.cartId, body.cartId));
    expect(order?.poNumber).toBeNull();
  });

  it("aol-nz orders in NZD with suburb and postcode and no state", async () => {
    const { shopper } = await shopperWith("aol-nz", nzSku);
    const body = await checkoutBody(api, shopper, "aol-nz", TEST_CARDS.approve, {}, PONSONBY);
    const placed = await submit(api, shopper, "aol-nz", body);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (await api.request({ url: `/api/checkout/order?id=${body.cartId}`, brand: "aol-nz", shopper })).json();
    expect(order).toMatchObject({ currency: "NZD", deliveryAddress: { suburb: "PONSONBY", postcode: "1011", state: null, country: "NZ" } });
  });

  it("checks the card's name and expiry before any call (401 with the card check's messages)", async () => {
    const { shopper } = await shopperWith("wa", bigSku);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const expired = await cardFields(api, "wa", TEST_CARDS.approve, { expiryDate: "03 / 2031" });
    const response = await submit(api, shopper, "wa", {
      ...body,
      ...expired,
      cardDetails: { ...expired.cardDetails, nameOnCard: " ", expiryDate: "01/20" },
      encryptedValues: undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      messages: [
        "Please check your card number.",
        "Please check the name on your card entered.",
        "Please check your CVC number.",
        "Please check the card expiry date entered.",
      ],
    });
  });
});

describe("supplier availability (SupplierAvailability: andoo)", () => {
  let supplierSku: string;
  let supplierBrand: string;
  let ownSku: string;
  beforeAll(async () => {
    const product = await productFor(api.db, "andoo", { minPrice: 100, brands: PROFORMA });
    supplierSku = product.sku;
    const [row] = await api.db.select().from(manufacturers).where(eq(manufacturers.id, product.manufacturerId));
    supplierBrand = row!.name;
    ownSku = (await productFor(api.db, "andoo", { minPrice: 100, maxPrice: 2000, notBrands: PROFORMA })).sku;
  });

  it("answers the supplier's days, needs one of them, and adds its price to the total", async () => {
    const shopper = new Shopper();
    await addToCart(api, shopper, "andoo", supplierSku);
    const cartId = await addToCart(api, shopper, "andoo", ownSku);
    const answer = await availability(api, shopper, "andoo", cartId);
    expect(answer.supplierAvailability).toHaveLength(1);
    const supplier = answer.supplierAvailability[0]!;
    expect(supplier).toMatchObject({ supplier: supplierBrand, title: `${supplierBrand} Direct Delivery` });
    expect(supplier.availability).toHaveLength(42);
    // Weekdays from the third day: the pinned Monday's first supplier day is Thursday.
    expect(supplier.availability.findIndex((d) => d.available)).toBe(3);
    const supplierDay = supplier.availability[3]!;

    const body = await checkoutBody(api, shopper, "andoo", TEST_CARDS.approve);
    const missing = await submit(api, shopper, "andoo", body);
    expect(missing.json()).toEqual(["Please choose supplier delivery dates from the calendar."]);
    const wrongDay = await submit(api, shopper, "andoo", {
      ...body,
      supplierDeliveryDates: [{ supplier: supplierBrand, deliveryDate: supplier.availability[6]!.date, price: 39 }],
    });
    expect(wrongDay.json()).toEqual(["Please choose supplier delivery dates from the calendar."]);
    const supplierDeliveryDates = [{ supplier: supplierBrand, deliveryDate: supplierDay.date, price: 39 }];
    const withoutPrice = await submit(api, shopper, "andoo", { ...body, supplierDeliveryDates });
    expect(withoutPrice.json()).toEqual([ORDER_TOTAL_CHANGED_MESSAGE]);
    const placed = await submit(api, shopper, "andoo", {
      ...body,
      supplierDeliveryDates,
      orderTotal: Math.round((body.orderTotal + 39) * 100) / 100,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (await api.request({ url: `/api/checkout/order?id=${cartId}`, brand: "andoo", shopper })).json();
    expect(order).toMatchObject({ supplierDeliveries: supplierDeliveryDates, deliveryDate: body.deliveryDate });
  });

  it("takes a cart its supplier delivers alone without a date of ours", async () => {
    const shopper = new Shopper();
    const cartId = await addToCart(api, shopper, "andoo", supplierSku);
    const answer = await availability(api, shopper, "andoo", cartId);
    const supplier = answer.supplierAvailability[0]!;
    const day = supplier.availability.find((d) => d.available)!;
    const cart = await cartOf(api, shopper, "andoo");
    const payload = {
      ...formValues(cartId),
      ...(await cardFields(api, "andoo", TEST_CARDS.approve)),
      deliveryDate: null,
      supplierDeliveryDates: [{ supplier: supplier.supplier, deliveryDate: day.date, price: day.price }],
      orderTotal: Math.round((cart.orderTotal + 39) * 100) / 100,
      uniqueDeliveryRequirements: requirementAnswers(answer),
    };
    const placed = await submit(api, shopper, "andoo", payload);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = (await api.request({ url: `/api/checkout/order?id=${cartId}`, brand: "andoo", shopper })).json();
    expect(order).toMatchObject({ deliveryDate: null, shipping: 0 });
  });

  it("gives storefronts without the flag no supplier availability", async () => {
    const shopper = new Shopper();
    const cartId = await addToCart(api, shopper, "wa", (await productFor(api.db, "wa", { minPrice: 100, brands: PROFORMA })).sku);
    expect((await availability(api, shopper, "wa", cartId)).supplierAvailability).toEqual([]);
  });
});
