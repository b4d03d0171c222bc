import type { IdentityResult } from "@storefront/api-contract/identity";
import {
  isValidLoginEmail,
  isValidSignInCode,
  loginMessages,
  SIGN_IN_CODE_ATTEMPTS,
  SIGN_IN_CODE_MINUTES,
  signInCodeMessages,
} from "@storefront/validation/login";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { createHmac, randomUUID } from "node:crypto";
import type { AppContext } from "../context";
import { settingValues } from "../content/setting-values";
import { accounts, signInCodes } from "../db/schema";
import { IdentityError } from "../http/errors";
import { minutesOf } from "../http/rate-limits";
import type { IdentityAccount, IssuedTokens } from "../identity/provider";
import { oneTimeCodes } from "../identity/one-time-code";
import type { Storefront } from "../storefronts";
import { identityMail, type IdentityCaller } from "./identity-mail";
import { signInCodeMail } from "./mail-messages";

/** What a code sign-in came to: signed in, or why not (the login page's `?error=`). */
export type CodeSignIn =
  | { outcome: "signed-in"; tokens: IssuedTokens }
  | { outcome: "code" | "code-expired" }
  | { outcome: "throttled"; waitMinutes: number; waitMs: number };

/**
 * Sign-in by a mailed one-time passcode (issue 45 item 5), where the storefront's OTPEnabled is
 * on: an alternative to the password, built on the identity hardening of issue 41 rather than
 * beside it.
 *
 * - Asking for a code counts against the mail limits (per client address and per recipient) and
 *   always answers the same, so it never tells whether an email has an account. A code is six
 *   digits, kept as an HMAC only, works for SIGN_IN_CODE_MINUTES and SIGN_IN_CODE_ATTEMPTS tries,
 *   and a new code ends the account's earlier ones.
 * - Every try goes through the sign-in throttle, as a password does: a wrong code is a failed
 *   sign-in of the account from this client (growing waits, no lock), a right one a good sign-in
 *   (the device cookie), and the session starts as a new session family.
 * - A code is used once, taken atomically: a try is counted, and the code used, by conditional
 *   updates of its row, so of many tries of the right code at once exactly one signs in.
 * - The right code proves the mailbox, so the email counts as confirmed (as a password reset does).
 */
export function codeSignIn(
  context: Pick<
    AppContext,
    "db" | "now" | "mailer" | "mailLimits" | "signInThrottle" | "accountSessions" | "externalLoginKey" | "settingsOverrides"
  >,
) {
  const { db, now, signInThrottle, accountSessions } = context;
  const codes = oneTimeCodes(createHmac("sha256", context.externalLoginKey).update("sign-in-code").digest());
  const setting = settingValues(context);
  const mail = identityMail(context);
  const offered = (storefront: Storefront) => setting.flag(storefront, "OTPEnabled");

  async function accountByEmail(email: string) {
    const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
    return row;
  }

  /** One try of the account's live code: "ok" once (the code is used up then), else why not. */
  async function tryCode(accountId: string, code: string): Promise<"ok" | "code" | "code-expired"> {
    const live = and(eq(signInCodes.accountId, accountId), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, now()));
    const [row] = await db
      .update(signInCodes)
      .set({ attempts: sql`${signInCodes.attempts} + 1` })
      .where(and(live, lt(signInCodes.attempts, SIGN_IN_CODE_ATTEMPTS)))
      .returning();
    if (!row) return "code-expired";
    if (!codes.matches(row.id, code, row.codeHash)) return row.attempts >= SIGN_IN_CODE_ATTEMPTS ? "code-expired" : "code";
    const [used] = await db
      .update(signInCodes)
      .set({ usedAt: now() })
      .where(and(eq(signInCodes.id, row.id), isNull(signInCodes.usedAt)))
      .returning({ id: signInCodes.id });
    return used ? "ok" : "code-expired";
  }

  return {
    offered,

    /** POST /api/account/signin-code: mails a code when the email has an account; the same success otherwise. */
    async request(caller: IdentityCaller, rawEmail: string): Promise<IdentityResult> {
      const { storefront } = caller.request;
      if (!(await offered(storefront))) throw new IdentityError(404, [signInCodeMessages.notOffered]);
      const email = rawEmail.trim().toLowerCase();
      if (!isValidLoginEmail(email)) throw new IdentityError(400, [loginMessages.email]);
      await mail.limit(caller, [email]);
      const account = await accountByEmail(email);
      if (!account) return { success: true };
      const id = randomUUID();
      const code = codes.newCode();
      const at = now();
      await db.transaction(async (tx) => {
        await tx.delete(signInCodes).where(lt(signInCodes.expiresAt, at));
        await tx
          .update(signInCodes)
          .set({ usedAt: at })
          .where(and(eq(signInCodes.accountId, account.id), isNull(signInCodes.usedAt)));
        await tx.insert(signInCodes).values({
          id,
          accountId: account.id,
          codeHash: codes.hashOf(id, code),
          expiresAt: new Date(at.getTime() + SIGN_IN_CODE_MINUTES * 60_000),
        });
      });
      await mail.deliver(caller, signInCodeMail(account.email, account.firstName, storefront.displayName, code));
      return { success: true };
    },

    /** POST /api/account/login-code: the code of the email signs in (a new session family with the nonce), or why not. */
    async signIn(caller: IdentityCaller, form: { email: string; code: string; nonce: string }): Promise<CodeSignIn> {
      const email = form.email.trim().toLowerCase();
      const attempt = { email, request: caller.request };
      const waitMs = await signInThrottle.waitMs(attempt);
      if (waitMs > 0) return { outcome: "throttled", waitMinutes: minutesOf(waitMs), waitMs };
      const account = isValidSignInCode(form.code) ? await accountByEmail(email) : undefined;
      const result = account ? await tryCode(account.id, form.code) : "code";
      if (result !== "ok" || !account) {
        await signInThrottle.failed(attempt);
        return { outcome: result === "ok" ? "code" : result };
      }
      await signInThrottle.succeeded(attempt, caller.reply);
      await db.update(accounts).set({ emailConfirmed: true }).where(eq(accounts.id, account.id));
      const identity: IdentityAccount = { id: account.id, email: account.email, firstName: account.firstName, lastName: account.lastName };
      return { outcome: "signed-in", tokens: await accountSessions.start(identity, form.nonce) };
    },
  };
}

export type CodeSignInService = ReturnType<typeof codeSignIn>;
