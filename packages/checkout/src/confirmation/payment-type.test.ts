import { AFFILIATE_PAYMENT_TYPES } from "@storefront/api-contract/tracking";
import { PAYMENT_METHOD_NAMES } from "@storefront/api-contract/checkout";
import { describe, expect, it } from "vitest";
import { affiliatePaymentType } from "./payment-type";

describe("the payment type an order reports (spec 2 §7)", () => {
  it("uses the spec's names for the card, PayPal, Zip and Afterpay", () => {
    expect(affiliatePaymentType("CreditCard")).toBe("Credit Card");
    expect(affiliatePaymentType("PayPal")).toBe("Paypal");
    expect(affiliatePaymentType("Zip")).toBe("Zip");
    expect(affiliatePaymentType("AfterPay")).toBe("Afterpay");
  });

  it("names Humm and Klarna, and reports Zip in store as Zip, wallets as the card and nothing due as Other", () => {
    expect(affiliatePaymentType("Humm")).toBe("Humm");
    expect(affiliatePaymentType("Klarna")).toBe("Klarna");
    expect(affiliatePaymentType("ZipInStore")).toBe("Zip");
    expect(affiliatePaymentType("ApplePay")).toBe("Credit Card");
    expect(affiliatePaymentType("None")).toBe("Other");
  });

  it("gives every payment method a type the pixel accepts", () => {
    for (const method of PAYMENT_METHOD_NAMES) expect(AFFILIATE_PAYMENT_TYPES).toContain(affiliatePaymentType(method));
  });
});
