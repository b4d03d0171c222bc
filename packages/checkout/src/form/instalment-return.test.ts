import { describe, expect, it } from "vitest";
import type { InstalmentConfirmationAnswer } from "@storefront/api-contract/checkout";
import { checkoutErrorTexts } from "./checkout-messages";
import { instalmentOutcome, readInstalmentReturn } from "./instalment-return";

const returned = readInstalmentReturn(new URLSearchParams("provider=afterpay&cartId=cart-1&token=T1&status=APPROVED"))!;
const answer = (overrides: Partial<InstalmentConfirmationAnswer>): InstalmentConfirmationAnswer => ({
  errors: [],
  type: "declined",
  orderCompleted: false,
  cartId: "cart-1",
  ...overrides,
});

describe("a provider's return (spec 2 §4 'Instalment confirmations')", () => {
  it("reads the provider and keeps every other parameter for the confirmation", () => {
    expect(returned).toEqual({
      provider: "afterpay",
      cartId: "cart-1",
      params: { cartId: "cart-1", token: "T1", status: "APPROVED" },
      status: "APPROVED",
    });
  });

  it("is no return without a known provider or a cart id", () => {
    expect(readInstalmentReturn(new URLSearchParams("provider=bitcoin&cartId=cart-1"))).toBeNull();
    expect(readInstalmentReturn(new URLSearchParams("provider=paypal&token=T1"))).toBeNull();
    expect(readInstalmentReturn(new URLSearchParams("status=CANCELLED"))).toBeNull();
  });
});

describe("what a confirmation's answer shows (spec 2 §8)", () => {
  it("goes to the confirmation on success or a completed order", () => {
    expect(instalmentOutcome(answer({ type: "success", orderCompleted: true }), returned)).toEqual({ kind: "completed", cartId: "cart-1" });
    expect(instalmentOutcome(answer({ type: "declined", orderCompleted: true }), returned).kind).toBe("completed");
  });

  it("joins all errors by blank lines", () => {
    expect(instalmentOutcome(answer({ errors: ["Payment declined.", "Try another card."] }), returned)).toEqual({
      kind: "message",
      message: "Payment declined.\n\nTry another card.",
    });
  });

  it("says 'Service currently unavailable. Please try again later' for type error", () => {
    expect(instalmentOutcome(answer({ type: "error" }), returned)).toEqual({
      kind: "message",
      message: "Service currently unavailable. Please try again later",
    });
  });

  it("says 'You've cancelled your payment.' for a cancel, by type or by status", () => {
    expect(instalmentOutcome(answer({ type: "cancelled" }), returned)).toEqual({
      kind: "message",
      message: "You've cancelled your payment.",
    });
    expect(instalmentOutcome(answer({}), { ...returned, status: "CANCELLED" })).toEqual({
      kind: "message",
      message: "You've cancelled your payment.",
    });
  });

  it("falls back to the generic message otherwise", () => {
    expect(instalmentOutcome(answer({}), returned)).toEqual({ kind: "message", message: checkoutErrorTexts.paymentNotConfirmed });
  });
});
