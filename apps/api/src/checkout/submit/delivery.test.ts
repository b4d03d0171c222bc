import { checkoutMessages, checkoutSubmitMessages } from "@storefront/validation/checkout";
import { describe, expect, it } from "vitest";
import { BadRequestError } from "../../http/errors";
import { DELIVERY_SERVICES } from "../availability";
import { checkoutFeatures } from "../options";
import { checkBooking, checkForm, deliveryChoice } from "./delivery";
import type { SubmitInput } from "./input";
import { submitMessages } from "./messages";
import { seededStaff, setupSubmitSteps, shopperWithCart, submitInputFor } from "./submit-test-support";
import { paymentChoice, pricedCart, staffChoices } from "./validate";

const steps = setupSubmitSteps();

/** What the delivery step is given: the priced cart, the storefront's features and the caller's choices. */
async function choicesOf(input: SubmitInput) {
  const priced = await pricedCart(steps.pricing, input);
  const features = checkoutFeatures(input.storefront);
  const staff = await staffChoices(steps.api.db, input, features);
  return { priced, features, staff, payment: paymentChoice(input, features) };
}

async function inputWith(changes: Record<string, unknown> = {}, staff = false): Promise<SubmitInput> {
  const cart = await shopperWithCart(steps.api);
  return submitInputFor(steps.api, cart, changes, { staff: staff ? await seededStaff(steps.api) : null });
}

async function delivered(input: SubmitInput) {
  const choices = await choicesOf(input);
  return { ...choices, delivery: await deliveryChoice(steps.api.db, steps.context.now(), input, choices) };
}

function messagesOf(step: () => unknown): string[] {
  try {
    step();
  } catch (error) {
    if (error instanceof BadRequestError) return error.messages;
    throw error;
  }
  return [];
}

describe("deliveryChoice", () => {
  it("finds the address's locality and the calendar's entry of the chosen day", async () => {
    const input = await inputWith();
    const { delivery } = await delivered(input);
    expect(delivery.locality).toBeDefined();
    expect(delivery.deliveryUnavailable).toBe(false);
    expect(delivery.day).toMatchObject({ date: input.body.deliveryDate, available: true });
    expect(delivery.form.deliveryAddress).toEqual(input.body.deliveryAddress);
  });

  it("delivers cash and carry to the staff member's store today: its address, no locality, no day", async () => {
    const input = await inputWith({ cashAndCarry: true }, true);
    const { delivery, staff } = await delivered(input);
    expect(delivery.deliveryAddress).toMatchObject({
      firstName: "Jane",
      address: staff.cashAndCarryStore?.street,
      suburb: staff.cashAndCarryStore?.suburb,
      postcode: staff.cashAndCarryStore?.postcode,
    });
    expect(delivery.locality).toBeUndefined();
    expect(delivery.day).toBeUndefined();
  });
});

describe("checkForm", () => {
  it("passes the form the checkout page sends", async () => {
    const input = await inputWith();
    const choices = await delivered(input);
    expect(messagesOf(() => checkForm(input, choices, steps.context.now()))).toEqual([]);
  });

  it("answers every rule the form breaks, an unknown suburb first", async () => {
    const input = await inputWith();
    const unknown = {
      ...input,
      body: { ...input.body, email: "not an email", deliveryAddress: { ...input.body.deliveryAddress, suburb: "NOWHERE TOWN" } },
    };
    const choices = await delivered(unknown);
    const messages = messagesOf(() => checkForm(unknown, choices, steps.context.now()));
    expect(messages[0]).toBe(checkoutSubmitMessages.invalidSuburb);
    expect(messages).toContain(checkoutMessages.email);
    expect(new Set(messages).size).toBe(messages.length);
  });
});

describe("checkBooking", () => {
  it("books the chosen delivery services from the list", async () => {
    const sku = DELIVERY_SERVICES[0]?.sku as string;
    const input = await inputWith({ deliveryServices: [sku] });
    const booking = checkBooking(input.body, await delivered(input));
    expect(booking.chosen).toEqual([sku]);
    expect(booking.services.filter((s) => s.selected).map((s) => s.sku)).toEqual([sku]);
    expect(booking.supplierDates).toEqual([]);
  });

  it("refuses a service not on the list, a missing delivery date, and a supplier date on a storefront without supplier delivery", async () => {
    const input = await inputWith();
    const choices = await delivered(input);
    expect(messagesOf(() => checkBooking({ ...input.body, deliveryServices: ["NO-SUCH-SERVICE"] }, choices))).toEqual([
      submitMessages.deliveryService,
    ]);
    const noDay = { ...input, body: { ...input.body, deliveryDate: null } };
    expect(messagesOf(() => checkBooking(noDay.body, { ...choices, delivery: { ...choices.delivery, day: undefined } }))).toEqual([
      checkoutSubmitMessages.deliveryDate,
    ]);
    const supplierDate = { supplier: "Ironbark", price: 0, deliveryDate: input.body.deliveryDate as [number, number, number] };
    expect(messagesOf(() => checkBooking({ ...input.body, supplierDeliveryDates: [supplierDate] }, choices))).toEqual([
      submitMessages.supplierDates,
    ]);
  });

  it("needs no date of ours for cash and carry", async () => {
    const input = await inputWith({ cashAndCarry: true, deliveryDate: null }, true);
    const choices = await delivered(input);
    expect(messagesOf(() => checkBooking(input.body, choices))).toEqual([]);
  });
});
