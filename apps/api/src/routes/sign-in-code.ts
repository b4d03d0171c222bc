import { EMAIL_MAX_LENGTH } from "@storefront/validation/email";
import { IdentityResult, SignInCodeRequest } from "@storefront/api-contract/identity";
import { MessagesAnswer, Type } from "@storefront/api-contract/common";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { codeSignIn } from "../accounts/sign-in-codes";
import { loginCallbackLocation, loginPageLocation, safeReturnUrl } from "../accounts/sign-in";
import type { AppContext } from "../context";
import { registerFormBodyParser } from "../http/form-body";
import { setRetryAfter } from "../http/rate-limits";
import { documented, typed } from "../http/schemas";

const doc = documented("identity");
const failed = { description: "Failed: { success: false, errors, type? } (spec 3 §8 identity errors)", ...IdentityResult };

interface LoginCodeForm {
  email: string;
  code: string;
  returnUrl?: string;
  origin?: string;
  nonce: string;
}

/**
 * Sign-in by a mailed one-time passcode (issue 45 item 5; src/accounts/sign-in-codes.ts): the
 * request for a code (JSON) and the sign-in with it, a form post answered like the password's
 * login-redir: a 303 to the login callback with the tokens, or back to the login page with why.
 */
export async function registerSignInCodeRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const codes = codeSignIn(context);
  const redirect = (reply: FastifyReply, location: string) =>
    reply.code(303).header("location", location).header("cache-control", "no-store").send();

  typed(app).post(
    "/api/account/signin-code",
    doc(
      "Where the storefront's OTPEnabled is on: mails a six-digit sign-in code (10 minutes, 5 tries, used once; a new code ends the earlier) when the email has an account, and answers the same success otherwise; 404 where the setting is off, 429 past the mail limits",
      {
        body: SignInCodeRequest,
        response: {
          200: IdentityResult,
          400: Type.Union([failed, MessagesAnswer]),
          404: failed,
          429: { description: "Too many mails: Retry-After says when to try again", ...IdentityResult },
          503: failed,
        },
      },
    ),
    (request, reply) => codes.request({ request, reply }, request.body.email),
  );

  await app.register(async (scope) => {
    registerFormBodyParser(scope);
    scope.post<{ Body: LoginCodeForm }>(
      "/api/account/login-code",
      {
        schema: {
          tags: ["identity"],
          summary:
            "Sign-in code form post (urlencoded or JSON), where OTPEnabled is on: 303 to the login callback with the tokens of a new session in the fragment, or to /account/login?error=code|code-expired|invalid|unavailable, or ?error=throttled&wait={minutes} while the sign-in throttle holds the account for this client; a code signs in once",
          consumes: ["application/x-www-form-urlencoded", "application/json"],
          body: {
            type: "object",
            properties: {
              email: { type: "string", minLength: 1, maxLength: EMAIL_MAX_LENGTH },
              code: { type: "string", minLength: 1, maxLength: 20 },
              returnUrl: { type: "string", maxLength: 2000 },
              origin: { type: "string", maxLength: 200, pattern: "^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$" },
              nonce: { type: "string", pattern: "^[A-Za-z0-9._~-]{8,128}$" },
            },
            required: ["email", "code", "nonce"],
          },
          response: { 303: { description: "See Other: Location is a relative address on the storefront", type: "null" } },
        },
        // A form post is answered with a page to go to, never a JSON error.
        attachValidation: true,
        errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
          const status = error.statusCode ?? 500;
          if (status >= 500) request.log.error({ err: error }, "sign-in by code failed");
          const returnUrl = safeReturnUrl((request.body as Partial<LoginCodeForm> | undefined)?.returnUrl);
          return redirect(reply, loginPageLocation(status >= 500 ? "unavailable" : "invalid", returnUrl));
        },
      },
      async (request, reply) => {
        const form = request.body as Partial<LoginCodeForm> | undefined;
        const returnUrl = safeReturnUrl(form?.returnUrl);
        if (request.validationError || !form?.email || !form.code || !form.nonce)
          return redirect(reply, loginPageLocation("invalid", returnUrl));
        if (!(await codes.offered(request.storefront))) return redirect(reply, loginPageLocation("invalid", returnUrl));
        const result = await codes.signIn({ request, reply }, { email: form.email, code: form.code, nonce: form.nonce });
        if (result.outcome === "signed-in") return redirect(reply, loginCallbackLocation(result.tokens, form.nonce, returnUrl));
        if (result.outcome === "throttled") {
          setRetryAfter(reply, result.waitMs);
          return redirect(reply, loginPageLocation("throttled", returnUrl, { wait: result.waitMinutes }));
        }
        return redirect(reply, loginPageLocation(result.outcome, returnUrl));
      },
    );
  });
}
