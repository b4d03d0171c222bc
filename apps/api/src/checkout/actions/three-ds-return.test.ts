import { PAYMENT_ERROR_PARAM } from "@storefront/api-contract/checkout";
import { CHECKOUT_PATH, CONFIRMATION_PATH } from "@storefront/api-contract/storefront-paths";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders, payments } from "../../db/schema";
import { completeChallenge, TEST_CARDS } from "../checkout-test-support";
import { pay } from "../submit/pay";
import { reservedPayment, setupSubmitSteps } from "../submit/submit-test-support";
import { checkoutActionMessages } from "./parts";
import { threeDsReturn } from "./three-ds-return";

const steps = setupSubmitSteps();
const failedWith = (reason: string) => `${CHECKOUT_PATH}?${PAYMENT_ERROR_PARAM}=${encodeURIComponent(reason)}`;

/** A card payment waiting for its 3-D Secure challenge, and the challenge's form. */
async function challenged() {
  const { cart, input, row } = await reservedPayment(steps, { cardNo: TEST_CARDS.challenge });
  const answer = await pay(steps.context, row, input);
  if (!answer.secure3DResponse) throw new Error("no challenge");
  return { cart, row, htmlFormToPost: answer.secure3DResponse.htmlFormToPost };
}

describe("threeDsReturn", () => {
  it("sends the browser back to checkout when the cart has no payment waiting for a challenge", async () => {
    expect(await threeDsReturn(steps.context, crypto.randomUUID(), { redirectResult: "x" })).toBe(
      failedWith(checkoutActionMessages.challengeUnverified),
    );
  });

  it("completes the order of an approved challenge and sends the browser to the confirmation, once", async () => {
    const { cart, htmlFormToPost } = await challenged();
    const { fields } = await completeChallenge(htmlFormToPost, steps.sandbox.baseUrl, "approve");
    const confirmation = `${CONFIRMATION_PATH}?id=${cart.cartId}`;
    expect(await threeDsReturn(steps.context, cart.cartId, fields)).toBe(confirmation);
    expect(await threeDsReturn(steps.context, cart.cartId.toUpperCase(), fields)).toBe(confirmation);
    expect(await steps.api.db.select().from(orders).where(eq(orders.cartId, cart.cartId))).toHaveLength(1);
  });

  it("refuses a return the gateway does not verify, and leaves the payment waiting", async () => {
    const { cart, row } = await challenged();
    expect(await threeDsReturn(steps.context, cart.cartId, { redirectResult: "forged" })).toBe(
      failedWith(checkoutActionMessages.challengeUnverified),
    );
    expect((await steps.api.db.select().from(payments).where(eq(payments.id, row.id)))[0]?.status).toBe("awaiting-challenge");
  });

  it("ends a refused challenge's payment and sends the browser back with the reason", async () => {
    const { cart, row, htmlFormToPost } = await challenged();
    const { fields } = await completeChallenge(htmlFormToPost, steps.sandbox.baseUrl, "refuse");
    const location = await threeDsReturn(steps.context, cart.cartId, fields);
    expect(location.startsWith(`${CHECKOUT_PATH}?${PAYMENT_ERROR_PARAM}=`)).toBe(true);
    const payment = (await steps.api.db.select().from(payments).where(eq(payments.id, row.id)))[0];
    expect(payment?.status).toBe("refused");
    expect(location).toBe(failedWith(payment?.refusalReason ?? ""));
  });
});
