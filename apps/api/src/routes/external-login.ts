import { ExternalLoginParams, ExternalLoginQuery } from "@storefront/api-contract/identity";
import type { FastifyInstance, FastifyReply } from "fastify";
import { externalLoginActions, externalProvider } from "../accounts/external-login";
import { loginCallbackLocation, loginPageLocation, safeReturnUrl } from "../accounts/sign-in";
import type { AppContext } from "../context";
import { NotFoundError } from "../http/errors";
import { SANDBOX_PROVIDER_PAGE_CSP } from "../http/security-headers";
import { registerFormBodyParser } from "../http/form-body";
import { typed } from "../http/schemas";

interface ConsentForm {
  state?: string;
  decision?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** spec 3 §7: GET /api/account/externallogin/{provider}?nonce&origin, through the sandbox provider's page and back. */
export async function registerExternalLoginRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const actions = externalLoginActions(context.db, context.externalLoginKey, context.now);
  const redirect = (reply: FastifyReply, location: string) =>
    reply.code(303).header("location", location).header("cache-control", "no-store").send();
  const providerOf = (name: string) => {
    const provider = externalProvider(name);
    if (!provider) throw new NotFoundError("We don't offer sign-in with that provider.");
    return provider;
  };

  await app.register(async (scope) => {
    registerFormBodyParser(scope);
    const api = typed(scope);
    const tags = ["identity"];

    api.get(
      "/api/account/externallogin/:provider",
      {
        schema: {
          tags,
          summary: "Social login: 303 to the (sandbox) provider's page",
          params: ExternalLoginParams,
          querystring: ExternalLoginQuery,
        },
      },
      async (request, reply) => {
        const provider = providerOf(request.params.provider);
        const state = await actions.signState({ provider, nonce: request.query.nonce, returnUrl: safeReturnUrl(request.query.returnUrl) });
        return redirect(reply, `/api/account/externallogin/${provider}/sandbox?state=${encodeURIComponent(state)}`);
      },
    );

    api.get(
      "/api/account/externallogin/:provider/sandbox",
      { schema: { tags, summary: "The sandbox provider's page: approve or cancel", params: ExternalLoginParams } },
      async (request, reply) => {
        const provider = providerOf(request.params.provider);
        const state = String((request.query as { state?: unknown }).state ?? "");
        if (!(await actions.readState(state))) return redirect(reply, loginPageLocation("invalid", safeReturnUrl(undefined)));
        return (
          reply
            .type("text/html; charset=utf-8")
            .header("cache-control", "no-store")
            .header("content-security-policy", SANDBOX_PROVIDER_PAGE_CSP)
            // With the API's no-referrer the browser sends `Origin: null` on the page's post, which
            // the forgery guard refuses; same-origin lets the real origin through, to us only.
            .header("referrer-policy", "same-origin")
            .send(actions.page(provider, state))
        );
      },
    );

    api.post(
      "/api/account/externallogin/:provider/sandbox",
      {
        schema: {
          tags,
          summary: "The sandbox provider's answer (form post): 303 to the login callback, or to the login page when cancelled",
          params: ExternalLoginParams,
        },
      },
      async (request, reply) => {
        const provider = providerOf(request.params.provider);
        const form = (request.body ?? {}) as ConsentForm;
        const state = await actions.readState(String(form.state ?? ""));
        if (!state || state.provider !== provider) return redirect(reply, loginPageLocation("invalid", safeReturnUrl(undefined)));
        if (form.decision !== "approve") return redirect(reply, loginPageLocation("cancelled", state.returnUrl));
        const account = await actions.accountFor(provider, form);
        if (!account) return redirect(reply, loginPageLocation("invalid", state.returnUrl));
        const tokens = await context.identity.issueTokens(account, state.nonce);
        return redirect(reply, loginCallbackLocation(tokens, state.nonce, state.returnUrl));
      },
    );
  });
}
