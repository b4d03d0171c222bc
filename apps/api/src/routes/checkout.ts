import { Cart } from "@storefront/api-contract/cart";
import {
  ApplyCouponRequest,
  AvailabilityAnswer,
  AvailabilityRequest,
  CardCheckFailure,
  CartEmailRequest,
  CheckoutAnswer,
  CheckoutHeaders,
  CheckoutRequest,
  CheckoutView,
  CouponParams,
  GIFT_CARD_BALANCE_PATH,
  GiftCardBalance,
  GiftCardBalanceRequest,
  INSTALMENT_PROVIDER_IDS,
  INSTALMENT_PROVIDERS,
  InstalmentConfirmationAnswer,
  instalmentConfirmationPath,
  InstalmentConfirmationQuery,
  OrderAnswer,
  OrderQuery,
  PaymentConfiguration,
  PaymentConfigurationV2,
  PaymentStatusAnswer,
  PaymentStatusQuery,
  StaffOnlyFailure,
  THREE_DS_RETURN_PATH,
  ThreeDsReturnBody,
  ThreeDsReturnQuery,
  VoidAnswer,
  VoidRequest,
} from "@storefront/api-contract/checkout";
import { errorAnswers, MessageAnswer } from "@storefront/api-contract/common";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { validateGiftCardNumber } from "@storefront/validation/coupon-rules";
import { checkoutActions } from "../checkout/checkout-actions";
import { giftCardBalance } from "../checkout/gift-card-balance";
import { instalmentConfirmations } from "../checkout/instalments";
import { lockedCustomerOf } from "../checkout/locked-customer";
import { orderOfCart } from "../checkout/orders";
import { staffCheckout } from "../checkout/staff";
import { checkoutSubmission } from "../checkout/submit";
import type { AppContext } from "../context";
import { BadRequestError, found } from "../http/errors";
import { registerFormBodyParser } from "../http/form-body";
import { requestOrigin } from "../http/request-origin";
import { documented, typed } from "../http/schemas";

const doc = documented("checkout");
const cartDoc = documented("cart");
const cartAnswer = { 200: Cart, ...errorAnswers };

/**
 * Where the 3-D Secure challenge page posts back to: this API as the browser reached it, which is
 * the storefront's origin when the storefront's /api forwarding brought the request
 * (requestOrigin), so the answer's relative redirect lands on the storefront. PUBLIC_API_URL overrides.
 */
function returnUrlOf(request: FastifyRequest, cartId: string): string {
  const base = process.env.PUBLIC_API_URL ?? requestOrigin(request);
  if (!base) throw new BadRequestError(["The Host header is not a host name"]);
  return `${base.replace(/\/$/, "")}${THREE_DS_RETURN_PATH}?cartId=${encodeURIComponent(cartId)}`;
}

/**
 * The storefront's origin as the browser reached it (requestOrigin: the storefront's when its /api
 * forwarding brought the request), where an instalment provider sends the shopper back.
 */
function storefrontOriginOf(request: FastifyRequest, context: AppContext): string {
  return requestOrigin(request) ?? context.originOf(request.storefront);
}

/** spec 2 §7 checkout calls, the coupon and guest-email cart calls, and the 3-D Secure return. */
export async function registerCheckoutRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const api = typed(app);
  const actions = checkoutActions(context);
  const submission = checkoutSubmission(context);
  const confirmations = instalmentConfirmations(context);
  const staff = staffCheckout(context);

  api.get(
    "/api/checkout",
    doc("The checkout view: option flags, certificates keyed by brand, deposit percentage, customer, stores and salespeople", {
      response: { 200: CheckoutView, ...errorAnswers, 503: MessageAnswer },
    }),
    (request) => actions.view(request),
  );

  api.post(
    "/api/checkout/avail",
    doc(
      "The delivery calendar for the address and the cart: 42 days from this week's Monday, the extended 21, services and storage terms",
      {
        body: AvailabilityRequest,
        response: { 200: AvailabilityAnswer, ...errorAnswers },
      },
      { writeLimit: "checkout" },
    ),
    (request) => actions.availability(request, request.body),
  );

  api.post(
    "/api/checkout",
    doc(
      "Places the order: staff options from a customer or guest (403), the fraud-check token (400), spec 2 §5 rules (400), the total (400 when the client's differs), the card check (401), then one payment and one order per cart; the same Idempotency-Key answers the same",
      {
        headers: CheckoutHeaders,
        body: CheckoutRequest,
        response: {
          200: CheckoutAnswer,
          ...errorAnswers,
          401: CardCheckFailure,
          403: StaffOnlyFailure,
          409: MessageAnswer,
          503: MessageAnswer,
        },
      },
      { writeLimit: "checkout" },
    ),
    async (request) => {
      const signedIn = await context.accountSessions.signedIn(request);
      return submission.submit({
        storefront: request.storefront,
        sessionId: context.sessions.idOf(request),
        accountId: signedIn?.account.id ?? null,
        lockedCustomer: await lockedCustomerOf(context.db, signedIn?.account),
        staff: await staff.staffOf(request),
        idempotencyKey: request.headers["idempotency-key"],
        body: request.body,
        returnUrl: returnUrlOf(request, request.body.cartId),
        storefrontOrigin: storefrontOriginOf(request, context),
      });
    },
  );

  // spec 2 §7: /api/checkout/paypalconfirmation, afterpayconfirmation, zipconfirmation, ... (one
  // path per provider: the provider is part of the path's last segment, so each is its own route).
  for (const provider of INSTALMENT_PROVIDER_IDS) {
    api.post(
      instalmentConfirmationPath(provider),
      doc(
        `The return from ${INSTALMENT_PROVIDERS[provider].title}: the return's parameters in the query, an empty body; confirms the payment with the provider and completes the order, or answers why not`,
        { querystring: InstalmentConfirmationQuery, response: { 200: InstalmentConfirmationAnswer, ...errorAnswers } },
        { writeLimit: "checkout" },
      ),
      (request) => confirmations.confirm(request.storefront, context.sessions.idOf(request), provider, request.query),
    );
  }

  api.post(
    "/api/checkout/void",
    doc(
      "Cancels the cart's payment that waits for 3-D Secure, for the shopper at an instalment provider, or for the customer's answer in their Zip app (Zip in store)",
      { body: VoidRequest, response: { 200: VoidAnswer, ...errorAnswers } },
      { writeLimit: "checkout" },
    ),
    (request) => actions.voidPayment(request, request.body.cartId),
  );

  api.get(
    "/api/payment/status",
    doc("The status of the cart's latest payment; a Zip in-store payment is asked of Zip, and its first Approved completes the order", {
      querystring: PaymentStatusQuery,
      response: { 200: PaymentStatusAnswer, ...errorAnswers },
    }),
    (request) => actions.paymentStatus(request, request.query.cartId, request.query.paymentReference),
  );

  api.get(
    "/api/checkout/paymentconfiguration",
    doc("Payment providers' configuration and the certificates keyed by brand", {
      response: { 200: PaymentConfiguration, ...errorAnswers, 503: MessageAnswer },
    }),
    (request) => actions.paymentConfiguration(request.storefront),
  );

  for (const path of ["/api/checkout/v2/paymentconfiguration", "/api/checkout/paymentconfiguration/v2"]) {
    api.get(
      path,
      doc("Payment configuration v2 with the storefront's own certificate (storefronts with PaymentConfigurationV2)", {
        response: { 200: PaymentConfigurationV2, ...errorAnswers, 503: MessageAnswer },
      }),
      async (request) =>
        found(
          await actions.paymentConfigurationV2(request.storefront),
          "This storefront reads its payment configuration from /api/checkout/paymentconfiguration",
        ),
    );
  }

  api.get(
    "/api/checkout/order",
    doc("The order of a cart for the confirmation page; only the session that placed it sees it", {
      querystring: OrderQuery,
      response: { 200: OrderAnswer, ...errorAnswers },
    }),
    async (request) => found(await orderOfCart(context.db, request.query.id, context.sessions.idOf(request)), "No order for this cart"),
  );

  api.post(
    "/api/cart/coupon",
    cartDoc(
      "Applies a coupon or gift card code to the cart (one at a time); answers the cart",
      {
        body: ApplyCouponRequest,
        response: cartAnswer,
      },
      { writeLimit: "cart" },
    ),
    (request) => actions.applyCoupon(request, request.body.code),
  );

  api.delete(
    "/api/cart/coupon/:id",
    cartDoc(
      "Removes the applied coupon or gift card code; answers the cart",
      { params: CouponParams, response: cartAnswer },
      { writeLimit: "cart" },
    ),
    (request) => actions.removeCoupon(request, request.params.id),
  );

  api.post(
    GIFT_CARD_BALANCE_PATH,
    cartDoc(
      "A gift card's balance by its number (the vouchers page); 404 for a number that is no gift card of this storefront",
      { body: GiftCardBalanceRequest, response: { 200: GiftCardBalance, 429: MessageAnswer, ...errorAnswers } },
      // Counted as a form per client address: a script guessing numbers meets the limit quickly.
      { writeLimit: "forms" },
    ),
    async (request, reply) => {
      const problem = validateGiftCardNumber(request.body.code);
      if (problem) throw new BadRequestError([problem]);
      reply.header("cache-control", "no-store");
      return giftCardBalance(context.db, request.storefront, request.body.code, context.now());
    },
  );

  api.post(
    "/api/cart/email",
    cartDoc(
      "Sets the guest's email on the cart; answers the cart",
      { body: CartEmailRequest, response: cartAnswer },
      { writeLimit: "cart" },
    ),
    (request) => actions.setEmail(request, request.body.email),
  );

  // The 3-D Secure challenge page form-posts here: the only checkout call that takes a form post.
  await app.register(async (scope) => {
    registerFormBodyParser(scope);
    typed(scope).post(
      THREE_DS_RETURN_PATH,
      doc(
        "The 3-D Secure return: completes or refuses the order, then sends the browser to the confirmation or back to checkout",
        {
          querystring: ThreeDsReturnQuery,
          body: ThreeDsReturnBody,
        },
        // The card gateway's page posts here from its own site; the gateway verifies redirectResult.
        { crossSiteFormPost: true, writeLimit: "checkout" },
      ),
      async (request, reply) => reply.redirect(await actions.threeDsReturn(request.query.cartId, request.body), 303),
    );
  });
}
