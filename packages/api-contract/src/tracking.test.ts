import { PAYMENT_METHOD_NAMES } from "@storefront/validation/checkout";
import { describe, expect, it } from "vitest";
import { AFFILIATE_PAYMENT_TYPES, paymentTypeOf } from "./tracking";

describe("the payment type an order reports (spec 2 §7)", () => {
  it("uses the spec's names for the card, PayPal, Zip and Afterpay", () => {
    expect(paymentTypeOf("CreditCard")).toBe("Credit Card");
    expect(paymentTypeOf("PayPal")).toBe("Paypal");
    expect(paymentTypeOf("Zip")).toBe("Zip");
    expect(paymentTypeOf("AfterPay")).toBe("Afterpay");
  });

  it("names Humm and Klarna, and reports Zip in store as Zip, wallets as the card and cash or nothing due as Other", () => {
    expect(paymentTypeOf("Humm")).toBe("Humm");
    expect(paymentTypeOf("Klarna")).toBe("Klarna");
    expect(paymentTypeOf("ZipInStore")).toBe("Zip");
    expect(paymentTypeOf("ApplePay")).toBe("Credit Card");
    expect(paymentTypeOf("PayPalBnpl")).toBe("Paypal");
    expect(paymentTypeOf("Cash")).toBe("Other");
    expect(paymentTypeOf("None")).toBe("Other");
  });

  it("gives every payment method a type the pixel accepts", () => {
    for (const method of PAYMENT_METHOD_NAMES) expect(AFFILIATE_PAYMENT_TYPES).toContain(paymentTypeOf(method));
  });
});
