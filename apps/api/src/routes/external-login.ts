import { MessageAnswer, Type } from "@storefront/api-contract/common";
import {
  ConfirmExternalLoginRequest,
  ExternalLinkRequest,
  ExternalLoginParams,
  ExternalLoginQuery,
  IDENTITY_MESSAGES,
  IdentityResult,
} from "@storefront/api-contract/identity";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { randomUUID } from "node:crypto";
import { externalLoginActions, LINK_RETURN_URL, type ExternalLoginOutcome, type ExternalLoginState } from "../accounts/external-login";
import { sandboxCodeMail } from "../accounts/mail-messages";
import { loginCallbackLocation, loginPageLocation, safeReturnUrl, withQuery } from "../accounts/sign-in";
import type { AppContext } from "../context";
import { IdentityError, NotFoundError } from "../http/errors";
import { registerFormBodyParser } from "../http/form-body";
import { minutesOf, setRetryAfter } from "../http/rate-limits";
import { documented, typed } from "../http/schemas";
import { SANDBOX_PROVIDER_PAGE_CSP } from "../http/security-headers";
import { externalProvider, type ExternalProvider } from "../identity/external-provider";
import { sandboxExternalProvider, type ConsentStep } from "../identity/external-sandbox";

interface ConsentForm {
  state?: string;
  decision?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  challenge?: string;
  code?: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const doc = documented("identity");
const failed = { description: "Failed: { success: false, errors } (spec 3 §8 identity errors)", ...IdentityResult };

/** The sandbox provider's page for a sign-in (its state), at a step. */
function sandboxPageUrl(provider: ExternalProvider, state: string, extra: { challenge?: string; error?: string } = {}): string {
  const query = new URLSearchParams({ state, ...extra });
  return `/api/account/externallogin/${provider}/sandbox?${query.toString()}`;
}

/** Where the browser goes after an approved identity: the login callback, the login page with why, or the account area for a link. */
function outcomeLocation(outcome: ExternalLoginOutcome, state: ExternalLoginState): string {
  const { provider, returnUrl } = state;
  if (state.link) {
    if (outcome.kind === "linked") return withQuery(returnUrl, { linked: provider });
    return withQuery(returnUrl, { linkError: outcome.kind === "refused" ? outcome.reason : "unavailable", provider });
  }
  switch (outcome.kind) {
    case "signed-in":
      return loginCallbackLocation(outcome.tokens, state.nonce, returnUrl);
    case "link-mailed":
      return loginPageLocation("link-sent", returnUrl, { provider });
    case "refused":
      return loginPageLocation(outcome.reason === "staff" ? "external-refused" : "invalid", returnUrl, { provider });
    case "throttled":
      return loginPageLocation("throttled", returnUrl, { wait: minutesOf(outcome.waitMs) });
    default:
      return loginPageLocation("unavailable", returnUrl);
  }
}

/**
 * spec 3 §7: GET /api/account/externallogin/{provider}?nonce&origin, through the provider's page
 * and back (issue 41 item 1). The sandbox provider's pages exist only where the operator turns the
 * sandbox on (IDENTITY_SANDBOX, src/environment.ts; on unless NODE_ENV=production): otherwise they answer 404 and a
 * sign-in start goes back to the login page as unavailable, since no provider is configured.
 */
export async function registerExternalLoginRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const actions = externalLoginActions(context);
  const sandbox = sandboxExternalProvider({ db: context.db, now: context.now, key: context.externalLoginKey });
  const { accountSessions, mailer, mailLimits } = context;
  const identitySandbox = context.sandboxes.identity;
  const redirect = (reply: FastifyReply, location: string) =>
    reply.code(303).header("location", location).header("cache-control", "no-store").send();
  const providerOf = (name: string) => {
    const provider = externalProvider(name);
    if (!provider || !identitySandbox) throw new NotFoundError("We don't offer sign-in with that provider.");
    return provider;
  };
  const invalidLogin = () => new IdentityError(401, [IDENTITY_MESSAGES.invalidLogin]);
  const api = typed(app);

  api.get(
    "/api/account/externallogin/:provider",
    doc("Social login: 303 to the provider's page (the sandbox's), or to the login page as unavailable where no provider is configured", {
      params: ExternalLoginParams,
      querystring: ExternalLoginQuery,
    }),
    async (request, reply) => {
      const returnUrl = safeReturnUrl(request.query.returnUrl);
      if (!identitySandbox && externalProvider(request.params.provider))
        return redirect(reply, loginPageLocation("unavailable", returnUrl));
      const provider = providerOf(request.params.provider);
      const state = await actions.signState({ provider, nonce: request.query.nonce, returnUrl });
      return redirect(reply, sandboxPageUrl(provider, state));
    },
  );

  api.post(
    "/api/account/externallogin/:provider/link",
    doc(
      "Links a social sign-in to the signed-in account (Authorization: Bearer): { success, redirectUrl } to the provider's page, which comes back to returnUrl (default /account/profile) with ?linked={provider} or ?linkError=staff|taken|session|unavailable&provider={provider}; 403 for staff",
      {
        security: [{ bearer: [] }],
        params: ExternalLoginParams,
        body: ExternalLinkRequest,
        response: {
          200: IdentityResult,
          400: Type.Union([failed, Type.Array(Type.String())]),
          401: failed,
          403: failed,
          404: MessageAnswer,
        },
      },
    ),
    async (request) => {
      const signedIn = await accountSessions.required(request, invalidLogin);
      const provider = providerOf(request.params.provider);
      actions.assertMayLink(signedIn);
      const state = await actions.signState({
        provider,
        nonce: randomUUID(),
        returnUrl: safeReturnUrl(request.body.returnUrl, LINK_RETURN_URL),
        link: { accountId: signedIn.account.id, sessionId: signedIn.token.sessionId },
      });
      return { success: true, redirectUrl: sandboxPageUrl(provider, state) };
    },
  );

  api.post(
    "/api/account/confirmexternallogin",
    doc(
      "Connects a social sign-in to the existing account of the link mailed when the sign-in met it (single use, 24 hours); then the shopper signs in through the provider again",
      {
        body: ConfirmExternalLoginRequest,
        response: { 200: IdentityResult, 400: Type.Union([failed, Type.Array(Type.String())]), 403: failed, 409: failed },
      },
    ),
    async (request) => {
      await actions.confirmLink(request.body.token);
      return { success: true };
    },
  );

  if (!identitySandbox) return;

  // The sandbox provider's consent page posts a browser form: its parser lives in this scope only.
  await app.register(async (scope) => {
    registerFormBodyParser(scope);
    const sandboxApi = typed(scope);
    const tags = ["identity"];

    const showPage = (reply: FastifyReply, provider: ExternalProvider, state: string, step: ConsentStep) =>
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .header("content-security-policy", SANDBOX_PROVIDER_PAGE_CSP)
        // With the API's no-referrer the browser sends `Origin: null` on the page's post, which
        // the forgery guard refuses; same-origin lets the real origin through, to us only.
        .header("referrer-policy", "same-origin")
        .send(sandbox.page(provider, state, step));

    sandboxApi.get(
      "/api/account/externallogin/:provider/sandbox",
      {
        schema: {
          tags,
          summary: "The sandbox provider's page (sandbox on only): who signs in, then the code mailed to them",
          params: ExternalLoginParams,
        },
      },
      async (request, reply) => {
        const provider = providerOf(request.params.provider);
        const query = request.query as Record<string, unknown>;
        const state = text(query.state);
        if (!(await actions.readState(state))) return redirect(reply, loginPageLocation("invalid", safeReturnUrl(undefined)));
        const challenge = text(query.challenge);
        const error = text(query.error);
        if (challenge) {
          const email = await sandbox.pendingEmail(provider, state, challenge);
          if (email)
            return showPage(reply, provider, state, { step: "code", challenge, email, ...(error === "code" ? { problem: "code" } : {}) });
          return showPage(reply, provider, state, { step: "person", problem: "expired" });
        }
        const problem = (["person", "expired", "unavailable", "mail-limit"] as const).find((known) => known === error);
        return showPage(reply, provider, state, { step: "person", ...(problem ? { problem } : {}) });
      },
    );

    sandboxApi.post(
      "/api/account/externallogin/:provider/sandbox",
      {
        schema: {
          tags,
          summary:
            "The sandbox provider's form post (sandbox on only): send-code mails a one-time code to the email; approve with that code answers the verified identity, which signs in, links or is refused (303 in every case)",
          params: ExternalLoginParams,
        },
      },
      async (request: FastifyRequest<{ Params: { provider: string } }>, reply) => {
        const provider = providerOf(request.params.provider);
        const form = (request.body ?? {}) as ConsentForm;
        const stateToken = text(form.state);
        const state = await actions.readState(stateToken);
        if (!state || state.provider !== provider) return redirect(reply, loginPageLocation("invalid", safeReturnUrl(undefined)));
        const page = (extra: { challenge?: string; error?: string } = {}) => redirect(reply, sandboxPageUrl(provider, stateToken, extra));

        if (form.decision === "cancel") {
          return redirect(reply, state.link ? state.returnUrl : loginPageLocation("cancelled", state.returnUrl));
        }
        if (form.decision === "send-code") {
          const person = sandbox.person(form);
          if (!person) return page({ error: "person" });
          const waitMs = await mailLimits.waitMs(request, [person.email], "account");
          if (waitMs > 0) {
            setRetryAfter(reply, waitMs);
            return page({ error: "mail-limit" });
          }
          const { challenge, mail } = await sandbox.issueCode(provider, stateToken, person, (code) =>
            sandboxCodeMail(person.email, provider, code),
          );
          try {
            await mailer.send(mail);
          } catch (error) {
            request.log.error({ err: error }, "the mail server did not take the message");
            return page({ error: "unavailable" });
          }
          return page({ challenge });
        }
        if (form.decision === "approve") {
          const challenge = text(form.challenge);
          const identity = await sandbox.approve(provider, stateToken, challenge, text(form.code));
          if (identity === "wrong") return page({ challenge, error: "code" });
          if (identity === "expired") return page({ error: "expired" });
          return redirect(reply, outcomeLocation(await actions.complete(identity, state, request, reply), state));
        }
        return page();
      },
    );
  });
}
