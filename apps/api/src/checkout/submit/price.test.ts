import { PAYMENT_OPTIONS } from "@storefront/api-contract/checkout";
import { cardCheckMessages } from "@storefront/validation/cards";
import { checkoutSubmitMessages } from "@storefront/validation/checkout";
import { tipMessages } from "@storefront/validation/tip";
import { describe, expect, it } from "vitest";
import { BadRequestError, CardCheckError } from "../../http/errors";
import { checkoutFeatures } from "../options";
import { validateOrder } from "./claim";
import { checkBooking, deliveryChoice } from "./delivery";
import type { SubmitInput } from "./input";
import { providerLimitMessage, submitMessages } from "./messages";
import { checkPayable, priceOrder } from "./price";
import { seededStaff, setupSubmitSteps, shopperWithCart, storefront, submitInputFor } from "./submit-test-support";
import { paymentChoice, pricedCart, staffChoices } from "./validate";

const steps = setupSubmitSteps();

async function inputWith(changes: Record<string, unknown> = {}, staff = false, brand = "wa"): Promise<SubmitInput> {
  const cart = await shopperWithCart(steps.api, brand);
  return submitInputFor(steps.api, cart, changes, { brand, staff: staff ? await seededStaff(steps.api) : null });
}

/** The input with a delivery tip in whole dollars, and the Order Total the page shows with it. */
function withTip(input: SubmitInput, tip: number, changes: Record<string, unknown> = {}): SubmitInput {
  const orderTotal = Math.round(((input.body.orderTotal as number) + tip) * 100) / 100;
  return { ...input, body: { ...input.body, tip, orderTotal, ...changes } };
}

/** What the price step is given: the cart, the features, the caller's choices and the delivery booked. */
async function choicesOf(input: SubmitInput) {
  const priced = await pricedCart(steps.pricing, input);
  const features = checkoutFeatures(input.storefront);
  const staff = await staffChoices(steps.api.db, input, features);
  const payment = paymentChoice(input, features);
  const delivery = await deliveryChoice(steps.api.db, steps.context.now(), input, { priced, features, staff });
  return { priced, features, staff, payment, delivery, booking: checkBooking(input.body, { priced, features, staff, delivery }) };
}

function refusalOf(step: () => unknown): { status: number; messages: string[] } | undefined {
  try {
    step();
  } catch (error) {
    if (error instanceof BadRequestError || error instanceof CardCheckError) return { status: error.statusCode, messages: error.messages };
    throw error;
  }
  return undefined;
}

describe("priceOrder", () => {
  it("charges the total the shopper was shown: the products and the day's delivery", async () => {
    const input = await inputWith();
    const choices = await choicesOf(input);
    const price = priceOrder(input.storefront, input.body, choices);
    expect(price.totals.orderTotalCents).toBe(Math.round((input.body.orderTotal as number) * 100));
    expect(price.totals.shippingCents).toBe(Math.round((choices.delivery.day?.price ?? 0) * 100));
    expect(price.amountCents).toBe(price.totals.orderTotalCents);
  });

  it("refuses a total that differs from the API's", async () => {
    const input = await inputWith();
    const choices = await choicesOf(input);
    const changed = { ...input.body, orderTotal: (input.body.orderTotal as number) + 1 };
    expect(refusalOf(() => priceOrder(input.storefront, changed, choices))).toMatchObject({ status: 400 });
  });

  it("charges no delivery with the delivery service override", async () => {
    const input = await inputWith({ winningDeliveryServiceOverride: true }, true);
    const choices = await choicesOf(input);
    const body = { ...input.body, orderTotal: (input.body.orderTotal as number) - (choices.delivery.day?.price ?? 0) };
    expect(priceOrder(input.storefront, body, choices).totals.shippingCents).toBe(0);
  });

  it("takes a valid deposit by card where partial payment is offered", async () => {
    const input = await inputWith();
    const deposit = Math.ceil((input.body.orderTotal as number) / 2);
    const price = priceOrder(input.storefront, { ...input.body, partialPayment: deposit }, await choicesOf(input));
    expect(price.amountCents).toBe(deposit * 100);
    expect(price.totals.orderTotalCents).toBe(Math.round((input.body.orderTotal as number) * 100));
  });

  it("refuses a deposit with another way to pay, where it is not offered, and below the minimum", async () => {
    const input = await inputWith({ selectedPaymentOption: PAYMENT_OPTIONS.AfterPay });
    const deposit = Math.ceil((input.body.orderTotal as number) / 2);
    const choices = await choicesOf(input);
    expect(refusalOf(() => priceOrder(input.storefront, { ...input.body, partialPayment: deposit }, choices))?.messages).toEqual([
      checkoutSubmitMessages.deposit,
      submitMessages.depositCardOnly,
    ]);
    const notOffered = { ...choices, features: checkoutFeatures(storefront("aol")) };
    expect(refusalOf(() => priceOrder(input.storefront, { ...input.body, partialPayment: deposit }, notOffered))?.messages).toEqual([
      checkoutSubmitMessages.deposit,
      submitMessages.depositNotOffered,
    ]);
    const card = await inputWith();
    const tooSmall = { ...card.body, partialPayment: 1 };
    expect(
      refusalOf(() => priceOrder(card.storefront, tooSmall, { ...choices, payment: { ...choices.payment, isCard: true } }))?.messages[0],
    ).toBe(checkoutSubmitMessages.deposit);
  });
});

describe("the delivery tip (issue 45 item 4)", () => {
  async function refusalOfOrder(input: SubmitInput, context = steps.context) {
    try {
      await validateOrder(context, steps.pricing, input);
    } catch (error) {
      if (error instanceof BadRequestError) return { status: error.statusCode, messages: error.messages };
      throw error;
    }
    return undefined;
  }

  it("adds the tip to the total and to the amount paid by card", async () => {
    const input = await inputWith();
    const choices = await choicesOf(input);
    const tipped = withTip(input, 10);
    const price = priceOrder(tipped.storefront, tipped.body, { ...choices, tipCents: 10_00 });
    expect(price.totals.tipCents).toBe(10_00);
    expect(price.totals.orderTotalCents).toBe(Math.round((input.body.orderTotal as number) * 100) + 10_00);
    expect(price.amountCents).toBe(price.totals.orderTotalCents);
  });

  it("refuses a total the shopper was shown without the tip", async () => {
    const input = await inputWith();
    const choices = await choicesOf(input);
    expect(refusalOf(() => priceOrder(input.storefront, input.body, { ...choices, tipCents: 5_00 }))).toMatchObject({ status: 400 });
  });

  it("judges a deposit against the total with the tip", async () => {
    const input = await inputWith();
    const choices = await choicesOf(input);
    const tipped = withTip(input, 20);
    const total = tipped.body.orderTotal as number;
    const price = priceOrder(tipped.storefront, { ...tipped.body, partialPayment: Math.ceil(total / 2) }, { ...choices, tipCents: 20_00 });
    expect(price.amountCents).toBe(Math.ceil(total / 2) * 100);
    expect(price.totals.orderTotalCents).toBe(Math.round(total * 100));
  });

  it("charges the tip where TipEnabled is on (hc's seed), and with the flag on in another storefront", async () => {
    const hc = withTip(await inputWith({}, false, "hc"), 5);
    const order = await validateOrder(steps.context, steps.pricing, hc);
    expect(order.price.totals.tipCents).toBe(5_00);
    expect(order.price.amountCents).toBe(Math.round((hc.body.orderTotal as number) * 100));
    const wa = withTip(await inputWith(), 15);
    const flagOn = { ...steps.context, settingsOverrides: new Map([["wa", new Map([["TipEnabled", "true"]])]]) };
    expect((await validateOrder(flagOn, steps.pricing, wa)).price.totals.tipCents).toBe(15_00);
  });

  it("refuses a tip where TipEnabled is off (wa's seed) and takes an order without one", async () => {
    const input = await inputWith();
    expect(await refusalOfOrder(withTip(input, 5))).toEqual({ status: 400, messages: [tipMessages.notOffered] });
    expect(await refusalOfOrder({ ...input, body: { ...input.body, tip: 0 } })).toBeUndefined();
  });

  it("refuses a negative, fractional or too large tip where tips are offered", async () => {
    const input = await inputWith({}, false, "hc");
    for (const tip of [-5, 2.5, 101]) {
      expect(await refusalOfOrder(withTip(input, tip))).toEqual({ status: 400, messages: [tipMessages.amount] });
    }
  });

  it("refuses a tip on a staff cash-and-carry order, collected in store (the same rules for staff)", async () => {
    const staff = await seededStaff(steps.api);
    const cart = await shopperWithCart(steps.api);
    const input = await submitInputFor(steps.api, cart, { cashAndCarry: true, deliveryDate: null }, { staff });
    const flagOn = { ...steps.context, settingsOverrides: new Map([["wa", new Map([["TipEnabled", "true"]])]]) };
    expect(await refusalOfOrder(withTip(input, 10), flagOn)).toEqual({ status: 400, messages: [tipMessages.notDelivered] });
  });
});

describe("checkPayable", () => {
  const now = new Date("2026-11-30T02:00:00Z");

  it("refuses an amount outside the instalment provider's limits with its limits", async () => {
    const input = await inputWith({ selectedPaymentOption: PAYMENT_OPTIONS.AfterPay });
    const { payment } = await choicesOf(input);
    expect(refusalOf(() => checkPayable(input.body, payment, 2_000_01, now))).toEqual({
      status: 400,
      messages: [providerLimitMessage("afterpay")],
    });
    expect(refusalOf(() => checkPayable(input.body, payment, 2_000_00, now))).toBeUndefined();
  });

  it("answers the card check with 401 when the card cannot be read, and checks no card when nothing is charged", async () => {
    const input = await inputWith();
    const { payment } = await choicesOf(input);
    expect(refusalOf(() => checkPayable(input.body, payment, 100_00, now))).toBeUndefined();
    const unreadable = { ...input.body, encryptedValues: undefined, cardDetails: undefined };
    expect(refusalOf(() => checkPayable(unreadable, payment, 100_00, now))).toMatchObject({
      status: 401,
      messages: expect.arrayContaining([cardCheckMessages.number, cardCheckMessages.cvc]),
    });
    expect(refusalOf(() => checkPayable(unreadable, payment, 0, now))).toBeUndefined();
  });
});
