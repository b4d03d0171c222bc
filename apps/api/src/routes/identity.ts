import { MessageAnswer, MessagesAnswer, Type } from "@storefront/api-contract/common";
import {
  ChangePasswordRequest,
  ConfirmEmailParams,
  ForgotPasswordRequest,
  IDENTITY_MESSAGES,
  IdentityProfile,
  IdentityResult,
  RegisterRequest,
  ReloginRequest,
  ResendConfirmEmailRequest,
  ResetPasswordRequest,
  RevertEmailRequest,
  UpdateProfileRequest,
} from "@storefront/api-contract/identity";
import type { FastifyRequest } from "fastify";
import { identityActions } from "../accounts/identity-actions";
import { loginCallbackLocation, safeReturnUrl, tooManySignInsMessage } from "../accounts/sign-in";
import type { AppContext } from "../context";
import { IdentityError } from "../http/errors";
import { minutesOf, setRetryAfter } from "../http/rate-limits";
import { documented, type TypedApp } from "../http/schemas";

const doc = documented("identity");
const failed = { description: "Failed: { success: false, errors, type? } (spec 3 §8 identity errors)", ...IdentityResult };
/** A body that breaks the schema answers the API's usual 400 list of messages; a broken rule, the identity result. */
const answers = {
  200: IdentityResult,
  400: Type.Union([failed, MessagesAnswer]),
  401: failed,
  403: failed,
  429: { description: "Too many mails or password tries: Retry-After says when to try again", ...IdentityResult },
  503: failed,
};

/**
 * spec 3 §7 "Identity provider": the calls the sandbox identity provider serves, on the API's
 * host. Each parses, calls src/accounts/identity-actions.ts and answers an identity result.
 */
export function registerIdentityRoutes(api: TypedApp, context: AppContext): void {
  const { accountSessions, signInThrottle } = context;
  const actions = identityActions(context);
  /** spec 3 §8: an identity call without a valid token is 'Invalid login'. */
  const invalidLogin = () => new IdentityError(401, [IDENTITY_MESSAGES.invalidLogin]);
  const signedIn = (request: FastifyRequest) => accountSessions.required(request, invalidLogin);

  api.post(
    "/api/account/register",
    doc("Registers an account (email lower-cased; the registration rules; ABN where the storefront asks) and mails the confirmation link", {
      body: RegisterRequest,
      response: answers,
    }),
    (request, reply) => actions.register({ request, reply }, request.body),
  );

  api.post(
    "/api/account/relogin",
    doc(
      "Renews a session: a valid access token gives new tokens of the same session with the new nonce, as a redirect to the login callback; the token renewed stops working at once (only another renewal within 10 s may still use it); 429 while the sign-in throttle holds the account for this client",
      {
        body: ReloginRequest,
        response: answers,
      },
    ),
    async (request, reply) => {
      const current = await accountSessions.fromToken(request.body.token, { renewal: true });
      if (!current) throw invalidLogin();
      const waitMs = await signInThrottle.waitMs({ email: current.account.email, request });
      if (waitMs > 0) {
        setRetryAfter(reply, waitMs);
        throw new IdentityError(429, [tooManySignInsMessage(minutesOf(waitMs))]);
      }
      const tokens = await accountSessions.renew(current, request.body.nonce);
      return { success: true, redirectUrl: loginCallbackLocation(tokens, request.body.nonce, safeReturnUrl(request.body.returnUrl)) };
    },
  );

  api.post(
    "/api/account/forgotpassword",
    doc(
      "Mails a single-use password reset link (an hour) when the email has an account; always a success otherwise (429 past the mail limits)",
      {
        body: ForgotPasswordRequest,
        response: answers,
      },
    ),
    (request, reply) => actions.forgotPassword({ request, reply }, request.body.email),
  );

  api.post(
    "/api/account/resetpassword",
    doc(
      "Sets a new password with the reset link's token (single use, an hour); every session of the account ends and the sign-in throttle forgets it",
      {
        body: ResetPasswordRequest,
        response: answers,
      },
    ),
    (request) => actions.resetPassword(request.body.token, request.body.password),
  );

  api.get(
    "/api/account/getprofile",
    doc("The signed-in shopper's profile (Authorization: Bearer {access token}); 401 'Invalid login' without a valid token", {
      security: [{ bearer: [] }],
      response: { 200: IdentityProfile, 401: failed },
    }),
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return actions.profile(await signedIn(request));
    },
  );

  api.post(
    "/api/account/updateprofile",
    doc(
      "Changes the fields flagged changed; a new email needs currentPassword, is unconfirmed until the link mailed to it is followed, mails the old address a link that undoes the change and ends every other session; 403 for another userId",
      {
        security: [{ bearer: [] }],
        body: UpdateProfileRequest,
        response: answers,
      },
    ),
    async (request, reply) => actions.updateProfile({ request, reply }, await signedIn(request), request.body),
  );

  api.post(
    "/api/account/changepassword",
    doc(
      "Sets a new password for the signed-in owner (ours): needs currentPassword; ends every other session of the account and mails the owner; 403 for another userId",
      {
        security: [{ bearer: [] }],
        body: ChangePasswordRequest,
        response: answers,
      },
    ),
    async (request, reply) => actions.changePassword({ request, reply }, await signedIn(request), request.body),
  );

  api.post(
    "/api/account/revertemail",
    doc(
      "Undoes an email change with the link mailed to the old address (single use, 7 days): the old address comes back and every session of the account ends",
      { body: RevertEmailRequest, response: { ...answers, 409: failed } },
    ),
    (request) => actions.revertEmail(request.body.token),
  );

  api.get(
    "/api/account/confirmemail/:token",
    doc("Confirms the email of the mailed link (single use, 24 hours); a browser is sent on to /account?emailConfirmed=true|false", {
      params: ConfirmEmailParams,
      response: { ...answers, 303: { description: "See Other: a browser opened the mailed link", type: "null" }, 404: MessageAnswer },
    }),
    async (request, reply) => {
      const fromBrowser = /\btext\/html\b/.test(request.headers.accept ?? "");
      if (!fromBrowser) return actions.confirmEmail(request.params.token);
      const confirmed = await actions.confirmEmail(request.params.token).then(
        () => true,
        (error: unknown) => (error instanceof IdentityError ? false : Promise.reject(error)),
      );
      return reply.code(303).header("location", `/account?emailConfirmed=${confirmed}`).header("cache-control", "no-store").send(null);
    },
  );

  api.post(
    "/api/account/resendconfirmemail",
    doc("Mails a new confirmation link when the email has an unconfirmed account; always a success otherwise (429 past the mail limits)", {
      body: ResendConfirmEmailRequest,
      response: answers,
    }),
    (request, reply) => actions.resendConfirmEmail({ request, reply }, request.body.email),
  );
}
