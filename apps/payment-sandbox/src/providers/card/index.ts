import { GatewayError } from "../../shared/errors";
import type { SandboxProvider } from "../provider";
import { authorise, type AuthorisationRequest } from "./authorise";
import { CardPayments, paymentView } from "./payments";
import { authoriseSchema, cancelSchema, detailsSchema, statusSchema } from "./schemas";
import { challengeForm, registerChallengePages } from "./three-d-secure";

export interface CardGatewayOptions {
  /** How long the slow test card keeps the caller waiting (default 30 s, longer than any sensible client timeout). */
  slowCardDelayMs?: number;
}

const PREFIX = "/card/v1";

/**
 * The card gateway: per-brand certificates, authorisation of JWE-encrypted cards with test-card
 * outcomes and a 3-D Secure challenge, status lookup, void, and verification of the challenge
 * result. Every call but the certificates names its merchant account; a payment of another
 * account is as unknown as a missing one.
 */
export function cardGateway(options: CardGatewayOptions = {}): SandboxProvider {
  return {
    prefix: PREFIX,
    async register(app, context) {
      const payments = await CardPayments.open(context.dataDir);
      const slowCardDelayMs = options.slowCardDelayMs ?? 30_000;

      app.get("/certificates", async () => ({ x509EncryptionKeys: context.merchants.certificates() }));

      app.post<{ Body: AuthorisationRequest; Headers: { "idempotency-key": string } }>(
        "/payments",
        { schema: authoriseSchema },
        async (request) =>
          authorise(request.body, request.headers["idempotency-key"], {
            context,
            payments,
            challengeForm: (payment) => challengeForm(context, PREFIX, payment),
            slowCardDelayMs,
            log: request.log,
          }),
      );

      app.get<{ Params: { pspReference: string }; Querystring: { merchantAccount: string } }>(
        "/payments/:pspReference",
        { schema: statusSchema },
        async (request) => paymentView(payments.find(request.query.merchantAccount, request.params.pspReference)),
      );

      app.post<{ Params: { pspReference: string }; Body: { merchantAccount: string } }>(
        "/payments/:pspReference/cancels",
        { schema: cancelSchema },
        async (request) => {
          const { pspReference } = payments.find(request.body.merchantAccount, request.params.pspReference);
          const payment = await payments.cancel(pspReference, context.now());
          request.log.info({ pspReference, merchantAccount: payment.merchantAccount, status: payment.status }, "card payment cancelled");
          return paymentView(payment);
        },
      );

      // The merchant checks the result the challenge page posted to its return address.
      app.post<{ Body: { merchantAccount: string; redirectResult: string } }>(
        "/payments/details",
        { schema: detailsSchema },
        async (request) => {
          const result = await context.tokens.verify(request.body.redirectResult, "3ds-result", context.now());
          if (!result || result.merchantAccount !== request.body.merchantAccount) {
            throw new GatewayError(422, "RESULT_INVALID", "The 3-D Secure result is not genuine or has expired.");
          }
          return paymentView(payments.find(result.merchantAccount, result.payment));
        },
      );

      await registerChallengePages(app, context, payments, PREFIX);
    },
  };
}
