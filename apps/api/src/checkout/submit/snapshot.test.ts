import { PAYMENT_OPTIONS, STAFF_PAYMENT_TYPES } from "@storefront/api-contract/checkout";
import { describe, expect, it } from "vitest";
import { orderSnapshot, paymentMethodFor } from "./snapshot";
import { seededStaff, setupSubmitSteps, shopperWithCart, submitInputFor, validatedOrderFor } from "./submit-test-support";

const steps = setupSubmitSteps();

describe("orderSnapshot", () => {
  it("keeps the order as the shopper sent it, trimmed: contact, lines, address, day and amount", async () => {
    const cart = await shopperWithCart(steps.api);
    const input = await submitInputFor(steps.api, cart, { email: "  jane@example.com ", poNumber: "PO-1" });
    const order = await validatedOrderFor(steps, input);
    const snapshot = orderSnapshot(input, order);
    expect(snapshot).toMatchObject({
      sessionId: cart.sessionId,
      accountId: null,
      email: "jane@example.com",
      newsletter: true,
      // wa has no purchase order field: none is kept.
      poNumber: null,
      currency: "AUD",
      amountPaidCents: order.price.amountCents,
      paymentOption: PAYMENT_OPTIONS.CreditCard,
      paymentType: null,
      cashAndCarry: false,
      lines: [expect.objectContaining({ sku: cart.sku, quantity: 1 })],
      deliveryAddress: { firstName: "Jane", lastName: "Citizen", suburb: "SYDNEY", state: "NSW", postcode: "2000", country: "AU" },
      billingAddress: null,
      booking: { deliveryDate: input.body.deliveryDate, sameDay: false, supplierDates: [] },
    });
    expect(snapshot.orderNumber).toMatch(/^WA\d{8}$/);
  });

  it("books cash and carry for today at the staff member's store, with the staff payment type", async () => {
    const cart = await shopperWithCart(steps.api);
    const staff = await seededStaff(steps.api);
    const input = await submitInputFor(
      steps.api,
      cart,
      {
        cashAndCarry: true,
        deliveryDate: null,
        selectedPaymentOption: PAYMENT_OPTIONS.COD,
        encryptedValues: undefined,
        cardDetails: undefined,
      },
      { staff },
    );
    const order = await validatedOrderFor(steps, input);
    // Cash and carry has no delivery charge: the shopper's total without the day they would have had.
    const snapshot = orderSnapshot(input, order);
    expect(snapshot).toMatchObject({
      cashAndCarry: true,
      paymentType: STAFF_PAYMENT_TYPES.COD,
      deliveryAddress: { address: staff.store.street, suburb: staff.store.suburb, postcode: staff.store.postcode },
      booking: { deliveryDate: order.delivery.calendar.today.parts },
    });
  });
});

describe("paymentMethodFor", () => {
  it.each([
    ["nothing to charge", 0, { provider: "afterpay", staffOption: null }, "None"],
    ["an instalment provider", 100, { provider: "afterpay", staffOption: null }, "AfterPay"],
    ["Zip in store", 100, { provider: null, staffOption: "ZipInStore" }, "ZipInStore"],
    ["cash on delivery", 100, { provider: null, staffOption: "COD" }, "Cash"],
    ["account credit", 100, { provider: null, staffOption: "CRAccount" }, "None"],
    ["the card", 100, { provider: null, staffOption: null }, "CreditCard"],
  ] as const)("names %s", (_name, amountCents, choice, method) => {
    expect(paymentMethodFor(amountCents, choice)).toBe(method);
  });
});
