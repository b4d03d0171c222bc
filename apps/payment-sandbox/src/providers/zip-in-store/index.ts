import { randomInt } from "node:crypto";
import { GatewayError } from "../../shared/errors";
import { registerFormBody } from "../../shared/form-body";
import { sendPage } from "../../shared/html";
import { fingerprintOf, idempotencyKeyHash } from "../../shared/idempotency";
import type { SandboxContext, SandboxProvider } from "../provider";
import { zipAppPage } from "./pages";
import { IN_STORE_LIFETIME_MS, InStorePayments, newPaymentId, paymentView, type CreateAnswer } from "./payments";
import { cancelSchema, createSchema, decisionSchema, statusSchema } from "./schemas";

/** Zip in store takes the currencies of Zip (AU) and Zip NZ. */
const CURRENCIES = ["AUD", "NZD"];
const STORE_CODE = /^[0-9]{6}$/;

interface CreateRequest {
  merchantAccount: string;
  reference: string;
  storeCode: string;
  amount: { value: number; currency: string };
}

const newPaymentReference = () => `ZIPSTORE-${Array.from({ length: 12 }, () => randomInt(0, 10)).join("")}`;

/**
 * Zip in store (issue 14 item 4), under `/zip/instore`: the merchant (the API) asks for a payment
 * of an amount for the customer's 6-digit store code (`POST /v1/payments`), reads its state
 * (`GET /v1/payments/{id}?merchantAccount=`) and cancels it (`POST /v1/payments/{id}/cancels`).
 * The customer answers in their Zip app, which the sandbox plays as the page `GET /zip/instore`:
 * each pending payment with its store code and amount and the buttons 'Approve' and 'Decline'.
 * A payment nobody answers expires after ten minutes.
 */
export function zipInStoreProvider(): SandboxProvider {
  const prefix = "/zip/instore";
  return {
    prefix,
    async register(app, context: SandboxContext) {
      const payments = await InStorePayments.open(context.dataDir);

      app.post<{ Body: CreateRequest; Headers: { "idempotency-key": string } }>(
        "/v1/payments",
        { schema: createSchema },
        async (request) => {
          const body = request.body;
          if (!context.merchants.get(body.merchantAccount))
            throw new GatewayError(422, "MERCHANT_UNKNOWN", "There is no such merchant account.");
          if (!STORE_CODE.test(body.storeCode)) throw new GatewayError(422, "STORE_CODE_INVALID", "A Zip store code is exactly 6 digits.");
          if (!CURRENCIES.includes(body.amount.currency))
            throw new GatewayError(422, "CURRENCY_NOT_SUPPORTED", "Zip in store takes AUD and NZD only.");
          const keyHash = idempotencyKeyHash(body.merchantAccount, request.headers["idempotency-key"]);
          const fingerprint = fingerprintOf([
            body.merchantAccount,
            body.reference,
            body.storeCode,
            body.amount.value,
            body.amount.currency,
          ]);
          return payments.idempotency.once(keyHash, fingerprint, async (): Promise<CreateAnswer> => {
            const now = context.now();
            const paymentId = newPaymentId();
            const expiresAt = new Date(now.getTime() + IN_STORE_LIFETIME_MS).toISOString();
            const answer: CreateAnswer = { paymentId, status: "Pending", expiresAt };
            await payments.create({
              paymentId,
              merchantAccount: body.merchantAccount,
              reference: body.reference,
              storeCode: body.storeCode,
              amount: body.amount,
              status: "Pending",
              paymentReference: null,
              expiresAt,
              createdAt: now.toISOString(),
              updatedAt: now.toISOString(),
              idempotency: { keyHash, fingerprint, answer },
            });
            request.log.info({ provider: "zip-in-store", paymentId, merchantAccount: body.merchantAccount }, "in-store payment created");
            return answer;
          });
        },
      );

      app.get<{ Params: { paymentId: string }; Querystring: { merchantAccount: string } }>(
        "/v1/payments/:paymentId",
        { schema: statusSchema },
        async (request) => paymentView(payments.find(request.query.merchantAccount, request.params.paymentId), context.now()),
      );

      app.post<{ Params: { paymentId: string }; Body: { merchantAccount: string } }>(
        "/v1/payments/:paymentId/cancels",
        { schema: cancelSchema },
        async (request) => {
          const found = payments.find(request.body.merchantAccount, request.params.paymentId);
          const payment = await payments.update(found.paymentId, context.now(), (current) => {
            if (current.status === "Approved" || current.status === "Declined") {
              throw new GatewayError(409, "NOT_CANCELLABLE", "The customer has already answered this payment.");
            }
            return current.status === "Pending" ? { status: "Cancelled" } : null;
          });
          request.log.info(
            { provider: "zip-in-store", paymentId: payment.paymentId, status: payment.status },
            "in-store payment cancelled",
          );
          return paymentView(payment, context.now());
        },
      );

      // The customer's Zip app: the waiting payments, and their answers (the first answer counts).
      app.get("/", async (_request, reply) =>
        sendPage(
          reply,
          200,
          zipAppPage(payments.pending(context.now()), (id) => `${prefix}/payments/${id}/decision`),
        ),
      );
      await app.register(async (scope) => {
        registerFormBody(scope);
        scope.post<{ Params: { paymentId: string }; Body: Record<string, string> | undefined }>(
          "/payments/:paymentId/decision",
          { schema: decisionSchema },
          async (request, reply) => {
            const decision = request.body?.decision;
            const listed = () => payments.pending(context.now());
            const action = (id: string) => `${prefix}/payments/${id}/decision`;
            if (!payments.get(request.params.paymentId) || (decision !== "approve" && decision !== "decline")) {
              return sendPage(reply, 400, zipAppPage(listed(), action, "This payment cannot be answered."));
            }
            const payment = await payments.update(request.params.paymentId, context.now(), (current) => {
              if (current.status !== "Pending") return null;
              return decision === "approve" ? { status: "Approved", paymentReference: newPaymentReference() } : { status: "Declined" };
            });
            request.log.info(
              { provider: "zip-in-store", paymentId: payment.paymentId, status: payment.status },
              "in-store payment answered",
            );
            const notice =
              payment.status === "Approved"
                ? `Payment of store code ${payment.storeCode} approved.`
                : payment.status === "Declined"
                  ? `Payment of store code ${payment.storeCode} declined.`
                  : `This payment is ${payment.status.toLowerCase()} and can no longer be answered.`;
            return sendPage(reply, 200, zipAppPage(listed(), action, notice));
          },
        );
      });
    },
  };
}
