import { randomInt } from "node:crypto";
import type { FastifyReply } from "fastify";
import { GatewayError } from "../../shared/errors";
import { registerFormBody } from "../../shared/form-body";
import { sendPage } from "../../shared/html";
import { fingerprintOf, idempotencyKeyHash } from "../../shared/idempotency";
import type { SandboxContext, SandboxProvider } from "../provider";
import {
  checkoutView,
  InstalmentCheckouts,
  newCheckoutId,
  withExpiry,
  type Amount,
  type CreateAnswer,
  type InstalmentCheckout,
} from "./checkouts";
import { checkoutPage, closedPage } from "./pages";
import { INSTALMENT_PLANS, INSTALMENT_PROVIDER_IDS, type InstalmentPlan, type InstalmentProviderId } from "./plans";
import { cancelSchema, checkoutGetSchema, confirmSchema, createSchema, decisionSchema } from "./schemas";

/** A hosted checkout can be answered for an hour; the merchant then has another hour to confirm the return. */
const CHECKOUT_LIFETIME_SECONDS = 60 * 60;
const RETURN_TOKEN_LIFETIME_SECONDS = 60 * 60;

interface CreateRequest {
  merchantAccount: string;
  reference: string;
  amount: Amount;
  returnUrl: string;
  cancelUrl: string;
}

function isWebAddress(value: string): boolean {
  const protocol = URL.canParse(value) ? new URL(value).protocol : null;
  return protocol === "http:" || protocol === "https:";
}

function checkRequest(plan: InstalmentPlan, request: CreateRequest): void {
  const { currency, value } = request.amount;
  if (!(plan.currencies as readonly string[]).includes(currency)) {
    throw new GatewayError(422, "CURRENCY_NOT_SUPPORTED", `${plan.title} takes ${plan.currencies.join(" and ")} only.`);
  }
  if (value < plan.minimumAmount * 100 || value > plan.maximumAmount * 100) {
    throw new GatewayError(
      422,
      "AMOUNT_OUT_OF_RANGE",
      `${plan.title} finances orders from ${plan.minimumAmount} to ${plan.maximumAmount} ${currency}.`,
    );
  }
  if (!isWebAddress(request.returnUrl) || !isWebAddress(request.cancelUrl)) {
    throw new GatewayError(422, "RETURN_URL_INVALID", "returnUrl and cancelUrl must be absolute http or https addresses.");
  }
}

/** The provider's payment reference: its id and 12 digits. */
const newPaymentReference = (provider: InstalmentProviderId) =>
  `${provider.toUpperCase()}-${Array.from({ length: 12 }, () => randomInt(0, 10)).join("")}`;

/** The answer of the merchant's confirm and of its status call's outcome. */
function confirmation(checkout: InstalmentCheckout) {
  return { status: checkout.status, paymentReference: checkout.paymentReference, errors: checkout.errors };
}

/**
 * One instalment provider's hosted checkout (PayPal, Afterpay, Zip, Zip NZ, Humm, Klarna: the
 * same calls under `/{id}/v1`): the merchant creates a checkout and sends the shopper to its
 * hosted page; the shopper approves, declines or cancels there and is sent back with a signed
 * token; the merchant confirms the token with the provider, which answers the outcome.
 */
export function instalmentProvider(id: InstalmentProviderId): SandboxProvider {
  const plan = INSTALMENT_PLANS[id];
  const prefix = `/${id}/v1`;
  return {
    prefix,
    async register(app, context: SandboxContext) {
      const checkouts = await InstalmentCheckouts.open(context.dataDir, id);
      const pageUrl = (checkoutId: string) => `${context.publicUrl}${prefix}/checkouts/${checkoutId}`;

      app.post<{ Body: CreateRequest; Headers: { "idempotency-key": string } }>("/checkouts", { schema: createSchema }, async (request) => {
        const body = request.body;
        if (!context.merchants.get(body.merchantAccount))
          throw new GatewayError(422, "MERCHANT_UNKNOWN", "There is no such merchant account.");
        checkRequest(plan, body);
        const keyHash = idempotencyKeyHash(body.merchantAccount, request.headers["idempotency-key"]);
        const fingerprint = fingerprintOf([
          body.merchantAccount,
          body.reference,
          body.amount.value,
          body.amount.currency,
          body.returnUrl,
          body.cancelUrl,
        ]);
        return checkouts.idempotency.once(keyHash, fingerprint, async (): Promise<CreateAnswer> => {
          const now = context.now();
          const checkoutId = newCheckoutId();
          const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_SECONDS * 1000).toISOString();
          const answer = { checkoutId, redirectUrl: pageUrl(checkoutId), expiresAt };
          await checkouts.create({
            checkoutId,
            provider: id,
            merchantAccount: body.merchantAccount,
            reference: body.reference,
            amount: body.amount,
            returnUrl: body.returnUrl,
            cancelUrl: body.cancelUrl,
            status: "Pending",
            paymentReference: null,
            errors: [],
            confirmedAt: null,
            expiresAt,
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
            idempotency: { keyHash, fingerprint, answer },
          });
          request.log.info({ provider: id, checkoutId, merchantAccount: body.merchantAccount }, "instalment checkout created");
          return answer;
        });
      });

      /** Sends the browser back to the merchant with the standing result (approved, declined or cancelled). */
      async function sendBack(reply: FastifyReply, checkout: InstalmentCheckout) {
        if (checkout.status === "Pending")
          return sendPage(reply, 200, checkoutPage(plan, checkout, `${prefix}/checkouts/${checkout.checkoutId}/decision`));
        if (checkout.status === "Expired") {
          return sendPage(
            reply,
            410,
            closedPage(plan, "This checkout has expired", "Go back to the shop and choose a payment method again."),
          );
        }
        const token = await context.tokens.sign(
          { use: "instalment-return", payment: checkout.checkoutId, merchantAccount: checkout.merchantAccount },
          RETURN_TOKEN_LIFETIME_SECONDS,
          context.now(),
        );
        const target = new URL(checkout.status === "Cancelled" ? checkout.cancelUrl : checkout.returnUrl);
        target.searchParams.set("token", token);
        target.searchParams.set(
          "status",
          checkout.status === "Approved" ? "APPROVED" : checkout.status === "Declined" ? "DECLINED" : "CANCELLED",
        );
        return reply.header("cache-control", "no-store").redirect(target.toString(), 303);
      }

      app.get<{ Params: { checkoutId: string }; Querystring: { merchantAccount?: string } }>(
        "/checkouts/:checkoutId",
        { schema: checkoutGetSchema },
        async (request, reply) => {
          const { merchantAccount } = request.query;
          if (merchantAccount !== undefined) return checkoutView(checkouts.find(merchantAccount, request.params.checkoutId), context.now());
          const checkout = checkouts.get(request.params.checkoutId);
          if (!checkout) return sendPage(reply, 404, closedPage(plan, "Checkout not found", "Go back to the shop and pay again."));
          return sendBack(reply, withExpiry(checkout, context.now()));
        },
      );

      // The hosted page's buttons: the first answer counts; any later one re-sends it.
      await app.register(async (scope) => {
        registerFormBody(scope);
        scope.post<{ Params: { checkoutId: string }; Body: Record<string, string> | undefined }>(
          "/checkouts/:checkoutId/decision",
          { schema: decisionSchema },
          async (request, reply) => {
            const decision = request.body?.decision;
            if (!checkouts.get(request.params.checkoutId) || (decision !== "approve" && decision !== "decline" && decision !== "cancel")) {
              return sendPage(reply, 400, closedPage(plan, "This checkout cannot be answered", "Go back to the shop and pay again."));
            }
            const checkout = await checkouts.update(request.params.checkoutId, context.now(), (current) => {
              if (current.status !== "Pending") return null;
              if (decision === "approve") return { status: "Approved", paymentReference: newPaymentReference(id) };
              if (decision === "decline") return { status: "Declined", errors: [...plan.declineReasons] };
              return { status: "Cancelled" };
            });
            request.log.info(
              { provider: id, checkoutId: checkout.checkoutId, merchantAccount: checkout.merchantAccount, status: checkout.status },
              "instalment checkout answered",
            );
            return sendBack(reply, checkout);
          },
        );
      });

      app.post<{ Params: { checkoutId: string }; Body: { merchantAccount: string; token: string } }>(
        "/checkouts/:checkoutId/confirm",
        { schema: confirmSchema },
        async (request) => {
          const claims = await context.tokens.verify(request.body.token, "instalment-return", context.now());
          if (!claims || claims.payment !== request.params.checkoutId || claims.merchantAccount !== request.body.merchantAccount) {
            throw new GatewayError(422, "TOKEN_INVALID", "The return token is not genuine, has expired or belongs to another checkout.");
          }
          checkouts.find(claims.merchantAccount, claims.payment);
          // Confirming an approved checkout captures it; confirming again answers the same.
          const checkout = await checkouts.update(claims.payment, context.now(), (current) =>
            current.status === "Approved" && !current.confirmedAt ? { confirmedAt: context.now().toISOString() } : null,
          );
          return confirmation(checkout);
        },
      );

      app.post<{ Params: { checkoutId: string }; Body: { merchantAccount: string } }>(
        "/checkouts/:checkoutId/cancels",
        { schema: cancelSchema },
        async (request) => {
          const found = checkouts.find(request.body.merchantAccount, request.params.checkoutId);
          if (found.status === "Declined") throw new GatewayError(409, "NOT_CANCELLABLE", "A declined checkout has nothing to cancel.");
          const checkout = await checkouts.update(found.checkoutId, context.now(), (current) =>
            current.status === "Cancelled" || current.status === "Declined" ? null : { status: "Cancelled" },
          );
          request.log.info(
            { provider: id, checkoutId: checkout.checkoutId, merchantAccount: checkout.merchantAccount, status: checkout.status },
            "instalment checkout cancelled",
          );
          return checkoutView(checkout, context.now());
        },
      );
    },
  };
}

/** Every instalment provider the sandbox plays, each under its own prefix. */
export const instalmentProviders = (): SandboxProvider[] => INSTALMENT_PROVIDER_IDS.map(instalmentProvider);
