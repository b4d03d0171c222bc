import { EMAIL_MAX_LENGTH } from "@storefront/validation/email";
import { validateLogin } from "@storefront/validation/login";
import { LOGIN_CALLBACK_PATH } from "@storefront/validation/return-url";
import { phoneMessage } from "@storefront/validation/phone";
import { eq } from "drizzle-orm";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { accounts } from "../db/schema";
import { BadRequestError } from "../http/errors";
import { registerFormBodyParser } from "../http/form-body";
import { BOT_CHECK_BOX_AFTER_FAILURES, BOT_CHECK_BOX_FIELD, BOT_CHECK_TOKEN_MAX_LENGTH } from "@storefront/validation/bot-check";
import { minutesOf, setRetryAfter } from "../http/rate-limits";
import { errorResponses, messageSchema, safeText } from "../http/schemas";
import { PASSWORD_MAX_LENGTH } from "../identity/passwords";
import { loginCallbackLocation, loginPageLocation, safeReturnUrl } from "../accounts/sign-in";
import type { AccountRow } from "../accounts/sessions";
import { refuseLockedChange } from "../checkout/locked-customer";

/** spec 2 §2: the login return page of the storefront (validation's); spec 3 §2: /account is the default route after login. */
export { LOGIN_CALLBACK_PATH, safeReturnUrl };
export { DEFAULT_RETURN_URL } from "../accounts/sign-in";
/** Letters, digits and - . _ ~ only, so the nonce reads back unchanged from the callback's fragment. */
const NONCE_PATTERN = "^[A-Za-z0-9._~-]{8,128}$";
const ORIGIN_PATTERN = "^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$";

interface LoginForm {
  email: string;
  password: string;
  returnUrl?: string;
  origin?: string;
  nonce: string;
  [BOT_CHECK_BOX_FIELD]?: string;
}

interface AccountPatch {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  email?: string;
}

const str = { type: "string" } as const;
const nullableString = { type: ["string", "null"] } as const;

/** spec 3 §3 account info, plus the profile fields the account page edits (ours). */
const accountInfoSchema = {
  type: "object",
  properties: {
    winningUserId: nullableString,
    winningCmsUrl: nullableString,
    firstName: str,
    lastName: str,
    email: str,
    phone: nullableString,
    salespersonCode: nullableString,
  },
  required: ["winningUserId", "winningCmsUrl", "firstName", "lastName", "email", "phone", "salespersonCode"],
} as const;

const unauthorizedResponse = {
  401: { description: "Missing, malformed, forged, id-typed or expired access token", ...messageSchema },
} as const;
const redirectResponse = { description: "See Other: Location is a relative address on the storefront", type: "null" } as const;

const accountInfo = (row: AccountRow) => ({
  winningUserId: row.winningUserId,
  winningCmsUrl: row.winningCmsUrl,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  salespersonCode: row.salespersonCode,
});

/**
 * spec 3 §4 Authentication and §7 "Own API: account" and "Identity provider", against the
 * identity provider of the context (the sandbox one by default). Logout revokes the access token
 * and its session family (src/accounts/sessions.ts), which every authenticated call checks.
 */
export async function registerAccountRoutes(
  app: FastifyInstance,
  { db, identity, accountSessions, signInThrottle, botCheck }: AppContext,
): Promise<void> {
  function redirect(reply: FastifyReply, location: string) {
    return reply.code(303).header("location", location).header("cache-control", "no-store").send();
  }
  const loginPage = loginPageLocation;

  // The login form post is the one call that takes a urlencoded body; its parser lives in this scope only.
  await app.register(async (scope) => {
    registerFormBodyParser(scope);
    scope.post<{ Body: LoginForm }>(
      "/api/account/login-redir",
      {
        schema: {
          tags: ["account"],
          summary:
            "Login form post (urlencoded or JSON): 303 to the storefront's login callback with the tokens of a new session in the fragment (and the account's device cookie), or to /account/login?error=credentials|invalid|unavailable|robot (robot: after three failed sign-ins from this client the bot check's box, g-recaptcha-response, is needed and was missing or refused; the credentials answer that makes it needed adds botcheck=1), or ?error=throttled&wait={minutes} while the sign-in throttle holds the account for this client",
          consumes: ["application/x-www-form-urlencoded", "application/json"],
          body: {
            type: "object",
            properties: {
              email: { type: "string", minLength: 1, maxLength: EMAIL_MAX_LENGTH },
              password: { type: "string", minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
              returnUrl: { type: "string", maxLength: 2000 },
              origin: { type: "string", maxLength: 200, pattern: ORIGIN_PATTERN },
              nonce: { type: "string", pattern: NONCE_PATTERN },
              // issue 45 item 7: the "I'm not a robot" box's token, needed after a failed sign-in from this client.
              [BOT_CHECK_BOX_FIELD]: { type: "string", maxLength: BOT_CHECK_TOKEN_MAX_LENGTH },
            },
            required: ["email", "password", "nonce"],
          },
          response: { 303: redirectResponse },
        },
        // A form post is answered with a page to go to, never a JSON error.
        attachValidation: true,
        errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
          const status = error.statusCode ?? 500;
          if (status >= 500) request.log.error({ err: error }, "login failed");
          const returnUrl = safeReturnUrl((request.body as Partial<LoginForm> | undefined)?.returnUrl);
          return redirect(reply, loginPage(status >= 500 ? "unavailable" : "invalid", returnUrl));
        },
      },
      async (request, reply) => {
        const form = request.body as Partial<LoginForm> | undefined;
        const returnUrl = safeReturnUrl(form?.returnUrl);
        // The login form's own rules (email trimmed and valid, a password), then ours (lengths, nonce, origin).
        const ruleErrors = validateLogin({ email: form?.email, password: form?.password });
        if (request.validationError || Object.keys(ruleErrors).length > 0 || !form?.password || !form.email || !form.nonce) {
          return redirect(reply, loginPage("invalid", returnUrl));
        }
        // This client is throttled for the account (growing waits), or clients without the account's
        // device cookie are (too many from everywhere, or from this address): refused unread.
        const attempt = { email: form.email, request };
        const waitMs = await signInThrottle.waitMs(attempt);
        if (waitMs > 0) {
          setRetryAfter(reply, waitMs);
          return redirect(reply, loginPage("throttled", returnUrl, { wait: minutesOf(waitMs) }));
        }
        // After repeated failed sign-ins from this client, the bot check's box too (issue 45 item 7): a
        // script guessing passwords meets the provider's challenge, a person ticks a box.
        if (botCheck.enabled && (await signInThrottle.failures(attempt)) >= BOT_CHECK_BOX_AFTER_FAILURES) {
          const verdict = await botCheck.box(form[BOT_CHECK_BOX_FIELD], request.ip);
          if (verdict !== "passed") return redirect(reply, loginPage(verdict === "refused" ? "robot" : "unavailable", returnUrl));
        }
        const account = await identity.verifyCredentials(form.email.trim().toLowerCase(), form.password);
        if (!account) {
          await signInThrottle.failed(attempt);
          // The next try needs the bot check's box: the login page shows it (botcheck=1).
          const boxNext = botCheck.enabled && (await signInThrottle.failures(attempt)) >= BOT_CHECK_BOX_AFTER_FAILURES;
          return redirect(reply, loginPage("credentials", returnUrl, { botCheck: boxNext }));
        }
        await signInThrottle.succeeded(attempt, reply);
        const tokens = await accountSessions.start(account, form.nonce);
        return redirect(reply, loginCallbackLocation(tokens, form.nonce, returnUrl));
      },
    );
  });

  /** The account of the request's bearer access token (not revoked), or a 401. */
  async function signedInAccount(request: FastifyRequest): Promise<AccountRow> {
    return (await accountSessions.required(request)).account;
  }

  app.get(
    "/api/account",
    {
      schema: {
        tags: ["account"],
        summary: "Account info of the signed-in shopper (Authorization: Bearer {access token})",
        security: [{ bearer: [] }],
        response: { 200: accountInfoSchema, ...unauthorizedResponse },
      },
    },
    async (request, reply) => {
      const row = await signedInAccount(request);
      reply.header("cache-control", "private, no-store");
      return accountInfo(row);
    },
  );

  app.patch<{ Body: AccountPatch }>(
    "/api/account",
    {
      schema: {
        tags: ["account"],
        summary: "Changes the profile (firstName, lastName, phone; an empty or null phone removes it) and answers the account info",
        security: [{ bearer: [] }],
        body: {
          type: "object",
          properties: {
            firstName: safeText(50),
            lastName: safeText(50),
            phone: { type: ["string", "null"], maxLength: 20, pattern: "^[0-9+ ()]*$" },
            email: safeText(EMAIL_MAX_LENGTH),
          },
          additionalProperties: false,
        },
        response: { 200: accountInfoSchema, ...errorResponses, ...unauthorizedResponse },
      },
    },
    async (request, reply) => {
      const row = await signedInAccount(request);
      const body = request.body ?? {};
      const messages: string[] = [];
      const changes: Partial<Pick<AccountRow, "firstName" | "lastName" | "phone">> = {};
      if (body.firstName !== undefined) {
        changes.firstName = body.firstName.trim();
        if (!changes.firstName) messages.push("Please enter your first name");
      }
      if (body.lastName !== undefined) {
        changes.lastName = body.lastName.trim();
        if (!changes.lastName) messages.push("Please enter your last name");
      }
      if (body.phone !== undefined) {
        const phone = body.phone?.trim() ?? "";
        // A locked customer's phone is the retailer's to change (spec 2 §4).
        if ((phone ? phone.replace(/\s+/g, "") : null) !== row.phone) refuseLockedChange(row);
        const problem = phone ? phoneMessage(phone, { country: request.storefront.country }) : undefined;
        if (problem) messages.push(`phone: ${problem}`);
        changes.phone = phone ? phone.replace(/\s+/g, "") : null;
      }
      // The profile form may send the email back unchanged; changing it needs the provider's confirmation flow.
      if (body.email !== undefined && body.email.trim().toLowerCase() !== row.email) messages.push("email cannot be changed here");
      if (messages.length) throw new BadRequestError(messages);
      if (Object.keys(changes).length === 0) throw new BadRequestError(["Send at least one of firstName, lastName or phone"]);
      const [updated] = await db.update(accounts).set(changes).where(eq(accounts.id, row.id)).returning();
      reply.header("cache-control", "private, no-store");
      return accountInfo(updated ?? row);
    },
  );

  app.post(
    "/api/account/logout",
    {
      schema: {
        tags: ["account"],
        summary:
          "Logout (body { userId, clientId } optional): the bearer access token and every token of its session (renewed from the same sign-in) are revoked, so they are a 401 everywhere from now on; always { succeeded: true }",
        body: {
          type: ["object", "null"],
          properties: { userId: { type: "string", maxLength: 100 }, clientId: { type: "string", maxLength: 100 } },
        },
        response: { 200: { type: "object", properties: { succeeded: { type: "boolean" } }, required: ["succeeded"] } },
      },
    },
    async (request) => {
      await accountSessions.logout(request);
      return { succeeded: true };
    },
  );
}
