import { describe, expect, it } from "vitest";
import { buildCheckoutSchema, validateCheckoutForm, type CheckoutSchemaOptions } from "./checkout";
import { otherTipMessage, parseOtherTip, TIP_CHOICES, tipMessages, tipOfChoice, validateTip } from "./tip";

const delivered = { offered: true, delivered: true };

describe("validateTip", () => {
  it("takes no tip (missing, null or 0) whether tips are offered or not", () => {
    for (const rules of [delivered, { offered: false, delivered: true }, { offered: true, delivered: false }]) {
      expect(validateTip(undefined, rules)).toEqual({ valid: true, dollars: 0 });
      expect(validateTip(null, rules)).toEqual({ valid: true, dollars: 0 });
      expect(validateTip(0, rules)).toEqual({ valid: true, dollars: 0 });
    }
  });

  it("takes whole dollars from $1 to $100 where tips are offered on a delivered order", () => {
    expect(validateTip(1, delivered)).toEqual({ valid: true, dollars: 1 });
    expect(validateTip(20, delivered)).toEqual({ valid: true, dollars: 20 });
    expect(validateTip(100, delivered)).toEqual({ valid: true, dollars: 100 });
  });

  it("refuses a tip where the flag is off, and on an order collected in store", () => {
    expect(validateTip(5, { offered: false, delivered: true })).toEqual({ valid: false, message: tipMessages.notOffered });
    expect(validateTip(5, { offered: true, delivered: false })).toEqual({ valid: false, message: tipMessages.notDelivered });
  });

  it("refuses a negative, fractional, too large or non-numeric tip with the amount's message", () => {
    for (const tip of [-5, 2.5, 0.01, 101, 1e9, "10", true, Number.NaN]) {
      expect(validateTip(tip, delivered)).toEqual({ valid: false, message: tipMessages.amount });
    }
  });
});

describe("'Another amount'", () => {
  it("reads whole dollars from $1 to $100, a leading $ and spaces allowed", () => {
    expect(parseOtherTip("15")).toBe(15);
    expect(parseOtherTip(" $ 7 ")).toBe(7);
    expect(parseOtherTip("100")).toBe(100);
    expect(otherTipMessage("1")).toBeUndefined();
  });

  it("says what is wrong with empty, zero, fractional, negative or too large amounts", () => {
    for (const typed of ["", "0", "2.50", "-5", "101", "ten", "1e2"]) {
      expect(parseOtherTip(typed)).toBeNull();
      expect(otherTipMessage(typed)).toBe(tipMessages.amount);
    }
  });

  it("gives the tip of each choice: none, a preset, another amount (0 while it is not valid)", () => {
    expect(TIP_CHOICES).toEqual(["none", "5", "10", "20", "other"]);
    expect(tipOfChoice("none", "50")).toBe(0);
    expect(tipOfChoice("10", "")).toBe(10);
    expect(tipOfChoice("other", "35")).toBe(35);
    expect(tipOfChoice("other", "2.5")).toBe(0);
    expect(tipOfChoice("15", "")).toBe(0);
  });
});

describe("the checkout rules with the delivery tip", () => {
  const options: CheckoutSchemaOptions = {
    country: "AU",
    mieleInCart: false,
    lockedCustomer: false,
    billingSameAsShipping: true,
    paymentMethod: "None",
    lastNameMaxLength: 20,
    purchaseOrderField: false,
  };

  it("judges 'Another amount' only where the tip is offered and another amount is chosen", () => {
    const other = { tipChoice: "other", tipOther: "250" };
    expect(validateCheckoutForm(other, { ...options, deliveryTip: true }).tipOther).toBe(tipMessages.amount);
    expect(validateCheckoutForm({ ...other, tipOther: "25" }, { ...options, deliveryTip: true }).tipOther).toBeUndefined();
    expect(validateCheckoutForm({ tipChoice: "10", tipOther: "250" }, { ...options, deliveryTip: true }).tipOther).toBeUndefined();
    expect(validateCheckoutForm(other, { ...options, deliveryTip: false }).tipOther).toBeUndefined();
  });

  it("gives formik the same message through the schema", async () => {
    const schema = buildCheckoutSchema({ ...options, deliveryTip: true });
    await expect(schema.validateAt("tipOther", { tipChoice: "other", tipOther: "" })).rejects.toThrow(tipMessages.amount);
    await expect(schema.validateAt("tipOther", { tipChoice: "other", tipOther: "40" })).resolves.toBe("40");
  });
});
