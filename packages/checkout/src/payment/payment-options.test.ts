import { describe, expect, it } from "vitest";
import { CHECKOUT_OPTIONS } from "@storefront/api-contract/checkout";
import { paymentConfigurationFixture } from "../fixtures";
import { choiceOf, offersInstalments, paymentChoices, providerSettings, type AnyPaymentConfiguration } from "./payment-options";

const { PayPal, AfterPay, Zip, ZipNz, Humm, Klarna } = CHECKOUT_OPTIONS;
const v1: AnyPaymentConfiguration = { version: 1, configuration: paymentConfigurationFixture };
const titles = (input: Parameters<typeof paymentChoices>[0]) => paymentChoices(input).map((choice) => choice.title);

describe("the offered payment methods (spec 2 §2)", () => {
  it("adds the staff options the flags include after the providers, without a configuration (issue 14)", () => {
    const { ZipInStore, StaffOnlyOtherPaymentMethod, CRAccount, COD } = CHECKOUT_OPTIONS;
    const staff = paymentChoices({
      opts: PayPal | ZipInStore | StaffOnlyOtherPaymentMethod | CRAccount | COD,
      country: "AU",
      orderTotal: 1000,
      configuration: v1,
    });
    expect(staff.map((choice) => [choice.method, choice.title, choice.provider, choice.staff ?? null])).toEqual([
      ["CreditCard", "Credit card", null, null],
      ["PayPal", "PayPal", "paypal", null],
      ["ZipInStore", "Zip in store", null, "ZipInStore"],
      ["StaffOnlyOtherPaymentMethod", "Use Other Payment Method", null, "StaffOnlyOtherPaymentMethod"],
      ["CRAccount", "Account credit", null, "CRAccount"],
      ["COD", "Cash on delivery", null, "COD"],
    ]);
    expect(titles({ opts: COD, country: "AU", orderTotal: 1000, configuration: null })).toEqual(["Credit card", "Cash on delivery"]);
    expect(titles({ opts: 0, country: "AU", orderTotal: 1000, configuration: null })).toEqual(["Credit card"]);
    expect(offersInstalments(ZipInStore | COD)).toBe(false);
  });

  it("offers the card first, then each provider the flags include, in the block's order", () => {
    const opts = Klarna | Humm | Zip | AfterPay | PayPal;
    expect(titles({ opts, country: "AU", orderTotal: 1000, configuration: v1 })).toEqual([
      "Credit card",
      "PayPal",
      "Afterpay",
      "Zip",
      "Humm",
      "Klarna",
    ]);
    expect(titles({ opts: PayPal, country: "AU", orderTotal: 1000, configuration: v1 })).toEqual(["Credit card", "PayPal"]);
  });

  it("leaves out a provider the configuration disables, or whose range leaves out the total", () => {
    const configuration: AnyPaymentConfiguration = {
      version: 1,
      configuration: {
        ...paymentConfigurationFixture,
        payPal: { isEnabled: false, details: { minimumAmount: 1, maximumAmount: 5000 } },
        afterPay: { isEnabled: true, details: { minimumAmount: 1, maximumAmount: 999.99 } },
        humm: { isEnabled: true, details: { minimumAmount: 1000.01, maximumAmount: 5000 } },
      },
    };
    expect(titles({ opts: PayPal | AfterPay | Humm | Zip, country: "AU", orderTotal: 1000, configuration })).toEqual([
      "Credit card",
      "Zip",
    ]);
    expect(titles({ opts: PayPal | AfterPay, country: "AU", orderTotal: 999.99, configuration })).toEqual(["Credit card", "Afterpay"]);
  });

  it("offers PayPal Pay in 4 from $30 to $2,000, Google Pay, and Apple Pay only where the browser can pay with it (issue 44 item 4)", () => {
    const { ApplePay, GooglePay, PayPalBnpl } = CHECKOUT_OPTIONS;
    const opts = PayPal | PayPalBnpl | ApplePay | GooglePay;
    const offered = paymentChoices({ opts, country: "AU", orderTotal: 1000, configuration: v1, applePay: true });
    expect(offered.map((choice) => [choice.method, choice.title, choice.provider])).toEqual([
      ["CreditCard", "Credit card", null],
      ["PayPal", "PayPal", "paypal"],
      ["PayPalBnpl", "PayPal Pay in 4", "paypalbnpl"],
      ["ApplePay", "Apple Pay", "applepay"],
      ["GooglePay", "Google Pay", "googlepay"],
    ]);
    // Without Apple Pay in the browser (Chrome, Firefox, or before its script has loaded): no Apple Pay.
    expect(titles({ opts, country: "AU", orderTotal: 1000, configuration: v1 })).toEqual([
      "Credit card",
      "PayPal",
      "PayPal Pay in 4",
      "Google Pay",
    ]);
    expect(titles({ opts, country: "AU", orderTotal: 2000.01, configuration: v1, applePay: true })).toEqual([
      "Credit card",
      "PayPal",
      "Apple Pay",
      "Google Pay",
    ]);
    expect(titles({ opts, country: "AU", orderTotal: 29.99, configuration: v1, applePay: true })).toEqual([
      "Credit card",
      "PayPal",
      "Apple Pay",
      "Google Pay",
    ]);
    const disabled: AnyPaymentConfiguration = {
      version: 1,
      configuration: {
        ...paymentConfigurationFixture,
        googlepay: { isEnabled: false, details: { minimumAmount: 1, maximumAmount: 5000 } },
      },
    };
    expect(titles({ opts: GooglePay | ApplePay, country: "AU", orderTotal: 1000, configuration: disabled, applePay: true })).toEqual([
      "Credit card",
      "Apple Pay",
    ]);
    expect(offersInstalments(GooglePay)).toBe(true);
    expect(providerSettings(v1, "paypalbnpl")).toMatchObject({ isEnabled: true, minimumAmount: 30, maximumAmount: 2000 });
  });

  it("offers only the card until the configuration is known", () => {
    expect(titles({ opts: PayPal | AfterPay, country: "AU", orderTotal: 1000, configuration: null })).toEqual(["Credit card"]);
  });

  it("offers one Zip: Zip NZ on the NZ storefront when both flags are set", () => {
    const nz = paymentChoices({ opts: Zip | ZipNz, country: "NZ", orderTotal: 500, configuration: v1 });
    expect(nz.map((choice) => [choice.method, choice.provider])).toEqual([
      ["CreditCard", null],
      ["Zip", "zipnz"],
    ]);
    expect(paymentChoices({ opts: ZipNz, country: "AU", orderTotal: 500, configuration: v1 })[1]?.provider).toBe("zipnz");
  });

  it("reads the v2 configuration by payment method name", () => {
    const v2: AnyPaymentConfiguration = {
      version: 2,
      configuration: {
        paymentConfigurations: [
          { paymentMethod: "PayPal", isEnabled: true, minimumAmount: null, maximumAmount: null },
          { paymentMethod: "Klarna", isEnabled: true, minimumAmount: 2000, maximumAmount: null },
        ],
        x509EncryptionKeys: {},
      },
    };
    expect(titles({ opts: PayPal | Klarna | AfterPay, country: "AU", orderTotal: 1000, configuration: v2 })).toEqual([
      "Credit card",
      "PayPal",
    ]);
    expect(providerSettings(v2, "afterpay").isEnabled).toBe(false);
  });

  it("gives Zip's repayment months from the v1 configuration", () => {
    expect(providerSettings(v1, "zip").repaymentPeriodMonths).toBe(12);
    expect(providerSettings(null, "zip")).toMatchObject({ isEnabled: false, repaymentPeriodMonths: 0 });
  });

  it("knows whether the flags include any instalment provider", () => {
    expect(offersInstalments(CHECKOUT_OPTIONS.PartialPayment | CHECKOUT_OPTIONS.CashAndCarry)).toBe(false);
    expect(offersInstalments(Klarna)).toBe(true);
  });

  it("falls back to the card for a method that is not offered", () => {
    const choices = paymentChoices({ opts: PayPal, country: "AU", orderTotal: 1000, configuration: v1 });
    expect(choiceOf(choices, "PayPal").provider).toBe("paypal");
    expect(choiceOf(choices, "Humm").method).toBe("CreditCard");
  });
});
