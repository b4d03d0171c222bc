import { TIP_ENABLED_SETTING } from "@storefront/validation/tip";
import { settingValues } from "../../content/setting-values";
import { checkoutFeatures } from "../options";
import type { cartPricing } from "../pricing";
import { checkBooking, checkForm, deliveryChoice } from "./delivery";
import type { SubmitContext, SubmitInput } from "./input";
import { checkPayable, priceOrder } from "./price";
import type { PaymentClaim } from "./reserve";
import { orderSnapshot, paymentMethodFor, type ValidatedOrder } from "./snapshot";
import { paymentChoice, pricedCart, staffChoices, tipCentsOf } from "./validate";

/**
 * The validate and price steps in their order (spec 2 §5 on the API, with the form's messages):
 * everything the order is made of, or the first rule it breaks (400, 401 for the card check).
 */
export async function validateOrder(
  context: Pick<SubmitContext, "db" | "now" | "settingsOverrides">,
  pricing: Pick<ReturnType<typeof cartPricing>, "priced">,
  input: SubmitInput,
): Promise<ValidatedOrder> {
  const { db, now } = context;
  const priced = await pricedCart(pricing, input);
  const features = checkoutFeatures(input.storefront);
  const payment = paymentChoice(input, features);
  const staff = await staffChoices(db, input, features);
  const delivery = await deliveryChoice(db, now(), input, { priced, features, staff });
  checkForm(input, { priced, features, staff, payment, delivery }, now());
  const booking = checkBooking(input.body, { priced, features, staff, delivery });
  // issue 45 item 4: a tip for the crew that delivers it, where the storefront offers tips.
  const tipCents = tipCentsOf(input.body, {
    offered: await settingValues(context).flag(input.storefront, TIP_ENABLED_SETTING),
    delivered: !staff.cashAndCarryStore,
  });
  const price = priceOrder(input.storefront, input.body, { priced, features, payment, staff, delivery, booking, tipCents });
  checkPayable(input.body, payment, price.amountCents, now());
  return { priced, features, payment, staff, delivery, booking, price };
}

/** The payment to reserve for a validated order: its snapshot, the amount and what takes it. */
export function claimOf(input: SubmitInput, order: ValidatedOrder): PaymentClaim {
  const { amountCents } = order.price;
  return {
    cartId: order.priced.row.id,
    snapshot: orderSnapshot(input, order),
    amountCents,
    provider: amountCents > 0 ? order.payment.provider : null,
    method: paymentMethodFor(amountCents, order.payment),
  };
}
