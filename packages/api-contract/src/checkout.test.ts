import { describe, expect, it } from "vitest";
import { ORDER_AMOUNT_LABELS, paymentCollection, STAFF_PAYMENT_TYPES } from "./checkout";

describe("when an order's amount is collected (issue 40 item 5)", () => {
  it("collects cash on delivery on delivery and account credit on the account", () => {
    expect(paymentCollection(STAFF_PAYMENT_TYPES.COD)).toBe("onDelivery");
    expect(paymentCollection(STAFF_PAYMENT_TYPES.CRAccount)).toBe("onAccount");
    expect(ORDER_AMOUNT_LABELS[paymentCollection(STAFF_PAYMENT_TYPES.COD)]).toBe("Amount due on delivery");
  });

  it("counts every other payment type, and none, as paid at checkout", () => {
    for (const type of [
      STAFF_PAYMENT_TYPES.StaffOnlyOtherPaymentMethod,
      "Credit Card",
      "Zip in store",
      "Afterpay",
      "None",
      "",
      null,
      undefined,
    ]) {
      expect(paymentCollection(type)).toBe("atCheckout");
    }
    expect(ORDER_AMOUNT_LABELS.atCheckout).toBe("Amount paid");
  });
});
