import {
  FRAUD_CHECK_MESSAGE,
  PAYMENT_OPTIONS,
  SALESPERSON_MESSAGE,
  STAFF_ONLY_MESSAGE,
  type CheckoutRequest,
} from "@storefront/api-contract/checkout";
import { cardCheckMessages } from "@storefront/validation/cards";
import { tipMessages } from "@storefront/validation/tip";
import { describe, expect, it } from "vitest";
import { BadRequestError, ServiceUnavailableError, StaffOnlyError } from "../../http/errors";
import { SandboxFraudCheck } from "../../payments/zip-in-store-gateway";
import { fraudToken } from "../checkout-test-support";
import { checkoutFeatures } from "../options";
import { submitMessages } from "./messages";
import { seededStaff, setupSubmitSteps, shopperWithCart, storefront, submitInputFor } from "./submit-test-support";
import {
  cardCheck,
  checkFraudToken,
  paymentChoice,
  paymentKeysOf,
  pricedCart,
  refuseStaffOptions,
  sendsStaffOption,
  staffChoices,
  tipCentsOf,
} from "./validate";

const steps = setupSubmitSteps();
const wa = storefront("wa");
const body = (changes: Partial<CheckoutRequest> = {}) =>
  ({ cartId: "00000000-0000-4000-8000-000000000001", ...changes }) as CheckoutRequest;

/** The messages of the 400 (or 401, 403) a step throws. */
async function refusal(step: () => unknown): Promise<{ status: number; messages: string[] }> {
  try {
    await step();
  } catch (error) {
    if (error instanceof BadRequestError || error instanceof StaffOnlyError) return { status: error.statusCode, messages: error.messages };
    if (error instanceof ServiceUnavailableError) return { status: error.statusCode, messages: [error.message] };
    throw error;
  }
  throw new Error("the step refused nothing");
}

describe("refuseStaffOptions", () => {
  it.each([
    ["a staff payment option", { selectedPaymentOption: PAYMENT_OPTIONS.COD }],
    ["cash and carry", { cashAndCarry: true }],
    ["the delivery service override", { winningDeliveryServiceOverride: true }],
    ["a salesperson code", { salespersonCode: "SP-17" }],
    ["a subdivision", { subdivision: "engine-room" }],
  ])("answers 403 to a customer or guest who sends %s", async (_name, changes) => {
    expect(sendsStaffOption(body(changes))).toBe(true);
    expect(await refusal(() => refuseStaffOptions({ staff: null, body: body(changes) }))).toEqual({
      status: 403,
      messages: [STAFF_ONLY_MESSAGE],
    });
  });

  it("lets a customer pay by card with blank staff fields, and lets staff send the staff options", async () => {
    expect(() => refuseStaffOptions({ staff: null, body: body({ salespersonCode: "  ", subdivision: "" }) })).not.toThrow();
    const staff = await seededStaff(steps.api);
    expect(() =>
      refuseStaffOptions({ staff, body: body({ cashAndCarry: true, selectedPaymentOption: PAYMENT_OPTIONS.COD }) }),
    ).not.toThrow();
  });
});

describe("checkFraudToken", () => {
  it("accepts a token of the fraud-check provider", async () => {
    await expect(checkFraudToken(steps.context.fraudCheck, body({ fraudCheckToken: await fraudToken() }))).resolves.toBeUndefined();
  });

  it("refuses a missing, blank or forged token with the fraud-check message", async () => {
    for (const fraudCheckToken of [undefined, "   ", "forged-token-0000000000000000"]) {
      expect(await refusal(() => checkFraudToken(steps.context.fraudCheck, body({ fraudCheckToken })))).toEqual({
        status: 400,
        messages: [FRAUD_CHECK_MESSAGE],
      });
    }
  });

  it("answers 503 when the provider cannot be reached", async () => {
    const unreachable = new SandboxFraudCheck({ baseUrl: "http://127.0.0.1:9", timeoutMs: 1_000 });
    expect(
      await refusal(() => checkFraudToken(unreachable, body({ fraudCheckToken: `fc.${"a".repeat(12)}.${"b".repeat(24)}` }))),
    ).toMatchObject({ status: 503 });
  });
});

describe("paymentKeysOf", () => {
  it("answers the session and the cart id in lower case", () => {
    const cartId = "ABCDEF00-0000-4000-8000-000000000001";
    expect(paymentKeysOf({ sessionId: "s-1", body: body({ cartId }) })).toEqual({ sessionId: "s-1", cartId: cartId.toLowerCase() });
  });

  it("refuses a request without a session as an empty cart, and a cart id that is no UUID as a changed cart", async () => {
    expect((await refusal(() => paymentKeysOf({ sessionId: undefined, body: body() }))).messages).toEqual([submitMessages.emptyCart]);
    expect((await refusal(() => paymentKeysOf({ sessionId: "s-1", body: body({ cartId: "../x" }) }))).messages).toEqual([
      submitMessages.cartChanged,
    ]);
  });
});

describe("pricedCart", () => {
  it("prices the session's cart", async () => {
    const cart = await shopperWithCart(steps.api);
    const input = await submitInputFor(steps.api, cart);
    const priced = await pricedCart(steps.pricing, input);
    expect(priced.row.id).toBe(cart.cartId);
    expect(priced.cart.products).toEqual([expect.objectContaining({ sku: cart.sku, quantity: 1 })]);
  });

  it("refuses a session without a cart as empty, and another cart's form as a changed cart", async () => {
    const cart = await shopperWithCart(steps.api);
    const input = await submitInputFor(steps.api, cart);
    expect((await refusal(() => pricedCart(steps.pricing, { ...input, sessionId: undefined }))).messages).toEqual([
      submitMessages.emptyCart,
    ]);
    const other = { ...input, body: { ...input.body, cartId: "00000000-0000-4000-8000-000000000001" } };
    expect((await refusal(() => pricedCart(steps.pricing, other))).messages).toEqual([submitMessages.cartChanged]);
  });
});

describe("paymentChoice", () => {
  const features = checkoutFeatures(wa);

  it("takes the card when no option is sent, and an instalment provider the storefront offers", () => {
    expect(paymentChoice({ staff: null, body: body() }, features)).toMatchObject({ isCard: true, provider: null, staffOption: null });
    expect(paymentChoice({ staff: null, body: body({ selectedPaymentOption: PAYMENT_OPTIONS.AfterPay }) }, features)).toMatchObject({
      isCard: false,
      provider: "afterpay",
    });
  });

  it("refuses a provider the storefront does not offer, and a staff option sent without staff", async () => {
    for (const selectedPaymentOption of [PAYMENT_OPTIONS.Klarna, PAYMENT_OPTIONS.COD, PAYMENT_OPTIONS.CRAccount]) {
      expect((await refusal(() => paymentChoice({ staff: null, body: body({ selectedPaymentOption }) }, features))).messages).toEqual([
        submitMessages.paymentOption,
      ]);
    }
  });

  it("gives staff the staff options the storefront lists, and not the others", async () => {
    const staff = await seededStaff(steps.api);
    expect(paymentChoice({ staff, body: body({ selectedPaymentOption: PAYMENT_OPTIONS.ZipInStore }) }, features)).toMatchObject({
      staffOption: "ZipInStore",
      isZipInStore: true,
    });
    // wa does not list account credit (aol does).
    const crAccount = body({ selectedPaymentOption: PAYMENT_OPTIONS.CRAccount });
    expect((await refusal(() => paymentChoice({ staff, body: crAccount }, features))).messages).toEqual([submitMessages.paymentOption]);
  });
});

describe("staffChoices", () => {
  const features = checkoutFeatures(wa);

  it("collects cash and carry at the staff member's store, with the override and their salesperson", async () => {
    const staff = await seededStaff(steps.api);
    const choices = await staffChoices(
      steps.api.db,
      {
        storefront: wa,
        staff,
        body: body({
          cashAndCarry: true,
          winningDeliveryServiceOverride: true,
          salespersonCode: " SP-17 ",
          subdivision: staff.store.storeUri,
        }),
      },
      features,
    );
    expect(choices).toEqual({
      cashAndCarryStore: staff.store,
      override: true,
      salespersonCode: "SP-17",
      subdivision: staff.store.storeUri,
    });
  });

  it("refuses cash and carry and the override where the storefront does not list them", async () => {
    const staff = await seededStaff(steps.api);
    const hc = storefront("hc");
    const hcFeatures = checkoutFeatures(hc);
    expect(
      (await refusal(() => staffChoices(steps.api.db, { storefront: hc, staff, body: body({ cashAndCarry: true }) }, hcFeatures))).messages,
    ).toEqual([submitMessages.cashAndCarry]);
    const override = body({ winningDeliveryServiceOverride: true });
    expect((await refusal(() => staffChoices(steps.api.db, { storefront: hc, staff, body: override }, hcFeatures))).messages).toEqual([
      submitMessages.deliveryServiceOverride,
    ]);
  });

  it("refuses a salesperson without a store, or of another store", async () => {
    const staff = await seededStaff(steps.api);
    for (const changes of [{ salespersonCode: "SP-17" }, { salespersonCode: "SP-17", subdivision: "no-such-store" }]) {
      expect((await refusal(() => staffChoices(steps.api.db, { storefront: wa, staff, body: body(changes) }, features))).messages).toEqual([
        SALESPERSON_MESSAGE,
      ]);
    }
  });
});

describe("cardCheck", () => {
  it("names every card field the API cannot read or that is out of date", () => {
    expect(cardCheck(body(), new Date("2026-11-30T02:00:00Z"))).toEqual([
      cardCheckMessages.number,
      cardCheckMessages.name,
      cardCheckMessages.cvc,
      cardCheckMessages.expiry,
    ]);
  });

  it("passes a card with its encrypted number and code, a name and a future expiry", () => {
    const card = body({
      cardDetails: { nameOnCard: "Jane Citizen", expiryDate: "03 / 2031" },
      encryptedValues: { encryptedCardNumber: "enc-number", encryptedSecurityCode: "enc-code" },
    } as Partial<CheckoutRequest>);
    expect(cardCheck(card, new Date("2026-11-30T02:00:00Z"))).toEqual([]);
  });
});

describe("tipCentsOf (issue 45 item 4)", () => {
  const offered = { offered: true, delivered: true };

  it("answers no tip as 0 cents, whether tips are offered or not", () => {
    for (const rules of [offered, { offered: false, delivered: true }, { offered: true, delivered: false }]) {
      expect(tipCentsOf(body(), rules)).toBe(0);
      expect(tipCentsOf(body({ tip: null }), rules)).toBe(0);
      expect(tipCentsOf(body({ tip: 0 }), rules)).toBe(0);
    }
  });

  it("answers a tip of whole dollars up to $100 in cents where tips are offered on a delivered order", () => {
    expect(tipCentsOf(body({ tip: 5 }), offered)).toBe(5_00);
    expect(tipCentsOf(body({ tip: 100 }), offered)).toBe(100_00);
  });

  it.each([
    ["the flag is off", { tip: 5 }, { offered: false, delivered: true }, tipMessages.notOffered],
    ["the order is collected in store", { tip: 5 }, { offered: true, delivered: false }, tipMessages.notDelivered],
    ["the tip is negative", { tip: -5 }, offered, tipMessages.amount],
    ["the tip is fractional", { tip: 7.5 }, offered, tipMessages.amount],
    ["the tip is over $100", { tip: 100.01 }, offered, tipMessages.amount],
    ["the tip is far over $100", { tip: 1e12 }, offered, tipMessages.amount],
  ])("refuses with 400 when %s", async (_name, changes, rules, message) => {
    expect(await refusal(() => tipCentsOf(body(changes), rules))).toEqual({ status: 400, messages: [message] });
  });
});
