import type { FastifyInstance } from "fastify";
import { registerFormBody } from "../../shared/form-body";
import { escapeHtml } from "@storefront/validation/html";
import { sendPage } from "../../shared/html";
import type { SandboxContext } from "../provider";
import { challengePage, invalidSessionPage, returnPage } from "./challenge-pages";
import type { CardPayment, CardPayments, SecureThreeDResponse } from "./payments";

/** A challenge can be opened for 30 minutes after the authorisation asked for it. */
const CHALLENGE_LIFETIME_SECONDS = 30 * 60;
/** The merchant has an hour to verify the result it was posted. */
const RESULT_LIFETIME_SECONDS = 60 * 60;

const CHALLENGE_PATH = "/3ds/challenge";
const RESULT_PATH = "/3ds/challenge/result";

/**
 * spec 2 §3 secure3DResponse: the form the browser posts to open the challenge page. It carries
 * a signed session token (creq), never card data.
 */
export async function challengeForm(
  context: SandboxContext,
  prefix: string,
  payment: Pick<CardPayment, "pspReference" | "merchantAccount">,
): Promise<SecureThreeDResponse> {
  const creq = await context.tokens.sign(
    { use: "3ds-challenge", payment: payment.pspReference, merchantAccount: payment.merchantAccount },
    CHALLENGE_LIFETIME_SECONDS,
    context.now(),
  );
  const htmlFormAction = `${context.publicUrl}${prefix}${CHALLENGE_PATH}`;
  const htmlFormToPost = `<form id="secure3d-form" method="post" action="${escapeHtml(htmlFormAction)}"><input type="hidden" name="creq" value="${escapeHtml(creq)}"></form>`;
  return { htmlFormAction, htmlFormToPost };
}

/** The signed result the merchant verifies with the sandbox (POST {prefix}/payments/details). */
export function signResult(context: SandboxContext, payment: CardPayment): Promise<string> {
  return context.tokens.sign(
    { use: "3ds-result", payment: payment.pspReference, merchantAccount: payment.merchantAccount },
    RESULT_LIFETIME_SECONDS,
    context.now(),
  );
}

function field(body: unknown, name: string): string | undefined {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : undefined;
}

/**
 * The challenge page and its answer, as a bank's access control server serves them: plain HTML
 * form posts. Whatever the shopper picks, the page then posts the signed result back to the
 * return address the merchant gave with the payment.
 */
export async function registerChallengePages(
  app: FastifyInstance,
  context: SandboxContext,
  payments: CardPayments,
  prefix: string,
): Promise<void> {
  await app.register(async (scope) => {
    registerFormBody(scope);

    const sendReturn = async (reply: Parameters<typeof sendPage>[0], payment: CardPayment) =>
      sendPage(reply, 200, returnPage(payment, await signResult(context, payment)));

    scope.post(CHALLENGE_PATH, async (request, reply) => {
      const creq = field(request.body, "creq");
      const session = await context.tokens.verify(creq, "3ds-challenge", context.now());
      if (!session) return sendPage(reply, 400, invalidSessionPage());
      const payment = payments.find(session.merchantAccount, session.payment);
      // Already answered (or cancelled by the shop): the way back again, never a second challenge.
      if (payment.status !== "ChallengeShopper") return sendReturn(reply, payment);
      return sendPage(reply, 200, challengePage(payment, creq as string, `${prefix}${RESULT_PATH}`));
    });

    scope.post(RESULT_PATH, async (request, reply) => {
      const session = await context.tokens.verify(field(request.body, "creq"), "3ds-challenge", context.now());
      const decision = field(request.body, "decision");
      if (!session || (decision !== "approve" && decision !== "refuse")) return sendPage(reply, 400, invalidSessionPage());
      // The session names its merchant account; the payment must still belong to it.
      payments.find(session.merchantAccount, session.payment);
      const payment = await payments.decideChallenge(session.payment, decision === "approve", context.now());
      request.log.info(
        { pspReference: payment.pspReference, merchantAccount: payment.merchantAccount, status: payment.status },
        "3-D Secure challenge answered",
      );
      return sendReturn(reply, payment);
    });
  });
}
