import { afterEach, describe, expect, it, vi } from "vitest";
import { CHECKOUT_OPTIONS } from "@storefront/api-contract/checkout";
import { initialSalesperson, offersSalesperson, salesPeopleOf } from "../panels/SalespersonPanel";
import { viewFixture } from "../fixtures";
import { checkoutRequest, paymentOptionOf } from "./checkout-request";
import { initialCheckoutValues, schemaPaymentMethod } from "./checkout-values";
import { fraudCheckScriptUrl, fraudCheckToken } from "./fraud-check";
import { zipPollLimit } from "./useZipInStorePolling";

afterEach(() => {
  delete window.fraudCheck;
  vi.useRealTimers();
});

const stores = [
  { subdivision: "perth", name: "Perth", selected: false },
  { subdivision: "joondalup", name: "Joondalup", selected: false },
];
const salesPeople = [
  { code: "P1", name: "Pat", subdivision: "perth", selected: false },
  { code: "J1", name: "Jo", subdivision: "joondalup", selected: false },
  { code: "J2", name: "Jay", subdivision: "joondalup", selected: true },
];

describe("the salesperson selection (spec 2 §4)", () => {
  it("is offered only when the view lists stores and salespeople", () => {
    expect(offersSalesperson({ stores, salesPeople })).toBe(true);
    expect(offersSalesperson({ stores, salesPeople: [] })).toBe(false);
    expect(offersSalesperson({ stores: [], salesPeople })).toBe(false);
    expect(initialSalesperson({ stores: [], salesPeople })).toEqual({ subdivision: "", salespersonCode: "" });
  });

  it("starts from the selected flags: the selected store, else the selected person's store, else the first", () => {
    expect(initialSalesperson({ stores, salesPeople })).toEqual({ subdivision: "joondalup", salespersonCode: "J2" });
    expect(
      initialSalesperson({ stores: stores.map((store) => ({ ...store, selected: store.subdivision === "perth" })), salesPeople }),
    ).toEqual({
      subdivision: "perth",
      salespersonCode: "P1",
    });
    expect(initialSalesperson({ stores, salesPeople: salesPeople.map((person) => ({ ...person, selected: false })) })).toEqual({
      subdivision: "perth",
      salespersonCode: "P1",
    });
    expect(salesPeopleOf({ stores, salesPeople }, "joondalup").map((person) => person.code)).toEqual(["J1", "J2"]);
  });
});

describe("the staff fields of the checkout request", () => {
  const values = initialCheckoutValues({ country: "AU" });
  const context = { cartId: viewFixture.cartId, withState: true, purchaseOrderField: false, orderTotal: 100, card: null, couponCode: null };

  it("sends the store code only for Zip in store, and the store and salesperson only with the panel", () => {
    const zip = checkoutRequest({ ...values, selectedPaymentOption: "ZipInStore", devicePaymentCode: " 123456 " }, context);
    expect(zip).toMatchObject({ selectedPaymentOption: CHECKOUT_OPTIONS.ZipInStore, devicePaymentCode: "123456", cashAndCarry: false });
    expect(zip).not.toHaveProperty("subdivision");
    const cod = checkoutRequest(
      { ...values, selectedPaymentOption: "COD", devicePaymentCode: "123456", subdivision: "perth", salespersonCode: "P1" },
      { ...context, salesperson: true, fraudCheckToken: "fc.1.2" },
    );
    expect(cod).not.toHaveProperty("devicePaymentCode");
    expect(cod).toMatchObject({ selectedPaymentOption: 32, subdivision: "perth", salespersonCode: "P1", fraudCheckToken: "fc.1.2" });
  });

  it("maps the staff methods to their options, and to no card or code rule", () => {
    expect(paymentOptionOf("StaffOnlyOtherPaymentMethod")).toBe(1024);
    expect(paymentOptionOf("CRAccount")).toBe(64);
    expect(paymentOptionOf("COD")).toBe(32);
    expect(schemaPaymentMethod("COD")).toBe("None");
    expect(schemaPaymentMethod("ZipInStore")).toBe("ZipInStore");
    expect(schemaPaymentMethod("CreditCard")).toBe("CreditCard");
  });
});

describe("the Zip in-store polling limit (spec 2 §9, PUBLIC_ZIP_POLL_LIMIT_MS)", () => {
  it("is 65 000 ms unless the root data sets a positive one", () => {
    expect(zipPollLimit(undefined)).toBe(65_000);
    expect(zipPollLimit(0)).toBe(65_000);
    expect(zipPollLimit(Number.NaN)).toBe(65_000);
    expect(zipPollLimit(5000)).toBe(5000);
  });
});

describe("the fraud-check token (spec 2 §4 Submission 2)", () => {
  it("is the script's token, or empty when the script is missing, fails, answers no text or takes too long", async () => {
    expect(await fraudCheckToken()).toBe("");
    window.fraudCheck = { token: () => Promise.resolve("fc.abc.def") };
    expect(await fraudCheckToken()).toBe("fc.abc.def");
    window.fraudCheck = { token: () => Promise.reject(new Error("blocked")) };
    expect(await fraudCheckToken()).toBe("");
    window.fraudCheck = { token: () => Promise.resolve(42 as unknown as string) };
    expect(await fraudCheckToken()).toBe("");
    vi.useFakeTimers();
    window.fraudCheck = { token: () => new Promise<string>(() => undefined) };
    const waiting = fraudCheckToken(5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await waiting).toBe("");
  });

  it("comes from /fraud/check.js on the configured origin", () => {
    expect(fraudCheckScriptUrl("http://127.0.0.1:4010")).toBe("http://127.0.0.1:4010/fraud/check.js");
  });
});
