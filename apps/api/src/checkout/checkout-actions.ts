import type { Cart } from "@storefront/api-contract/cart";
import type { AvailabilityRequest } from "@storefront/api-contract/checkout";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import type { Storefront } from "../storefronts";
import { availabilityAnswer } from "./actions/availability";
import { applyCoupon, cartWithOverride, removeCoupon, setEmail } from "./actions/cart-calls";
import { checkoutParts } from "./actions/parts";
import { paymentConfiguration, paymentConfigurationV2 } from "./actions/payment-configuration";
import { paymentStatus } from "./actions/payment-status";
import { threeDsReturn } from "./actions/three-ds-return";
import { checkoutView } from "./actions/view";
import { voidPayment } from "./actions/void";

export { checkoutActionMessages } from "./actions/parts";

/**
 * The checkout's calls besides the submit (submit.ts), each a function of its own in actions/:
 * the view (view.ts), the delivery calendar (availability.ts), void (void.ts), payment status
 * (payment-status.ts), the 3-D Secure return (three-ds-return.ts), the payment configuration
 * (payment-configuration.ts) and the cart calls of checkout (cart-calls.ts: coupons, the delivery
 * service override, the guest email). The parts they share are made once here.
 */
export function checkoutActions(context: AppContext) {
  const parts = checkoutParts(context);
  return {
    view: (request: FastifyRequest) => checkoutView(parts, request),
    availability: (request: FastifyRequest, body: AvailabilityRequest) => availabilityAnswer(parts, request, body),
    voidPayment: (request: FastifyRequest, cartId: string) => voidPayment(parts, request, cartId),
    paymentStatus: (request: FastifyRequest, cartId: string, paymentReference?: string) =>
      paymentStatus(parts, request, cartId, paymentReference),
    threeDsReturn: (cartId: string, fields: Record<string, unknown>) => threeDsReturn(context, cartId, fields),
    paymentConfiguration: (storefront: Storefront) => paymentConfiguration(context.cardGateway, storefront, context.now()),
    paymentConfigurationV2: (storefront: Storefront) => paymentConfigurationV2(context.cardGateway, storefront),
    applyCoupon: (request: FastifyRequest, code: string) => applyCoupon(parts, request, code),
    removeCoupon: (request: FastifyRequest, id: string) => removeCoupon(parts, request, id),
    cartWithOverride: (request: FastifyRequest, cart: Cart, flag: string | undefined) => cartWithOverride(parts, request, cart, flag),
    setEmail: (request: FastifyRequest, email: string) => setEmail(parts, request, email),
  };
}
