import { afterEach, describe, expect, it } from "vitest";
import { initialCheckoutValues } from "../form/checkout-values";
import { CHECKOUT_SESSION_KEY, loadCheckoutSession, saveCheckoutSession, sessionFromValues, valuesFromSession } from "./checkout-session";

const DAY = 86_400_000;
afterEach(() => localStorage.clear());

describe("the saved checkout session (spec 3 §3 and §9)", () => {
  it("is read back until it expires, 3 days after it was saved", () => {
    const values = { ...initialCheckoutValues({ country: "AU" }), email: "jane@example.com" };
    saveCheckoutSession(sessionFromValues(values, true), 0);
    expect(loadCheckoutSession(3 * DAY - 1)?.guestEmail).toEqual({ email: "jane@example.com", isValid: true });
    expect(loadCheckoutSession(3 * DAY)).toBeNull();
    expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).toBeNull();
  });

  it("holds no billing address while billing is the same as shipping", () => {
    expect(sessionFromValues(initialCheckoutValues({ country: "AU" }), false).billingAddress).toBeNull();
  });

  it("never holds the card", () => {
    const values = {
      ...initialCheckoutValues({ country: "AU" }),
      cardDetails: { nameOnCard: "J", cardNo: "4111111111111111", expiryDate: "03 / 2031", cvv: "737" },
    };
    saveCheckoutSession(sessionFromValues(values, false));
    expect(localStorage.getItem(CHECKOUT_SESSION_KEY)).not.toContain("4111");
  });

  it("keeps the delivery requirement answers (back from a provider's page), and reads an older session without them", () => {
    const values = { ...initialCheckoutValues({ country: "AU" }), deliveryRequirementAnswers: { access: "Ground floor" } };
    saveCheckoutSession(sessionFromValues(values, false));
    expect(valuesFromSession(loadCheckoutSession()!).deliveryRequirementAnswers).toEqual({ access: "Ground floor" });
    const { deliveryRequirementAnswers: _dropped, ...older } = sessionFromValues(values, false);
    expect(valuesFromSession(older)).not.toHaveProperty("deliveryRequirementAnswers");
  });
});
