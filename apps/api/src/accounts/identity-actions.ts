import type { IdentityProfile, IdentityResult } from "@storefront/api-contract/identity";
import type { ChangePasswordRequest, RegisterRequest, UpdateProfileRequest } from "@storefront/api-contract/identity";
import { botCheckMessages } from "@storefront/validation/bot-check";
import { isValidEmail } from "@storefront/validation/email";
import { normalisePhone } from "@storefront/validation/phone";
import {
  currentPasswordMessage,
  nameMessage,
  normaliseAbn,
  passwordMessage,
  registrationMessages,
  signInDetailsMessages,
  validateRegistration,
} from "@storefront/validation/registration";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AppContext } from "../context";
import { accounts } from "../db/schema";
import { IdentityError } from "../http/errors";
import { minutesOf, setRetryAfter } from "../http/rate-limits";
import { hashPassword } from "../identity/passwords";
import type { Storefront } from "../storefronts";
import { accountTokenStore } from "./account-tokens";
import { identityMail, type IdentityCaller } from "./identity-mail";
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, REVERT_EMAIL_PATH } from "./links";
import { confirmationMail, emailChangedMail, passwordChangedMail, passwordResetMail } from "./mail-messages";
import type { AccountRow, SignedIn } from "./sessions";
import { LOCKED_DETAILS_MESSAGE } from "../checkout/locked-customer";

/** Ours: identity messages the spec does not show. */
export const identityActionMessages = {
  emailTaken: "An account with this email already exists. Please log in or reset your password.",
  resetTokenInvalid: "This password reset link is invalid or has expired. Please ask for a new one.",
  confirmTokenInvalid: "This confirmation link is invalid or has expired. Please ask for a new one.",
  revertTokenInvalid: "This link is invalid, has expired or was already used.",
  revertEmailTaken: "Your old email address now belongs to another account, so it cannot be restored. Please contact us.",
  otherAccount: "You can only change your own profile.",
  nothingChanged: "Please change at least one of email, first name or last name.",
  wrongCurrentPassword: "Your current password is not right. Please try again.",
  tooManyPasswordTries: (minutes: number) =>
    `Too many wrong passwords. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or reset your password.`,
} as const;

/** The storefront asks for an ABN on registration (its account option flag, never its id). */
export const abnRequired = (storefront: Storefront) => storefront.accountOptions.includes("AbnOnRegistration");

export type { IdentityCaller };

const succeeded: IdentityResult = { success: true };

/**
 * The identity provider's account calls (spec 3 §7): register, forgot and reset password,
 * confirm email and resend, profile read and update, and (issue 41 item 5) the password change
 * and the undo of an email change. Rules and messages come from @storefront/validation/registration,
 * the forms'. Every call that mails counts against the mail limits first (per client address and
 * per recipient: 429 with Retry-After). Mail leaves through the mailer (SMTP); a mail server that
 * refuses is a 503 with type 'error' (spec 3 §8 'Service currently unavailable'). Answers never
 * tell whether an email has an account, except registration's.
 */
export function identityActions(context: AppContext) {
  const { db, now, originOf, identity, accountSessions, signInThrottle, botCheck } = context;
  const tokens = accountTokenStore(db, now);
  const mail = identityMail(context);
  const deliver = mail.deliver;
  /** Counts the mails about to go; past a limit, 429 with Retry-After and nothing sent or changed. */
  const limitMail = mail.limit;

  /** The current password of the signed-in owner (issue 41 item 5), under the sign-in throttle like every password. */
  async function checkCurrentPassword(
    { request, reply }: IdentityCaller,
    account: AccountRow,
    password: string | undefined,
  ): Promise<void> {
    const missing = currentPasswordMessage(password);
    if (missing || !password) throw new IdentityError(400, [signInDetailsMessages.currentPassword]);
    const attempt = { email: account.email, request };
    const waitMs = await signInThrottle.waitMs(attempt);
    if (waitMs > 0) {
      setRetryAfter(reply, waitMs);
      throw new IdentityError(429, [identityActionMessages.tooManyPasswordTries(minutesOf(waitMs))]);
    }
    if (!(await identity.verifyCredentials(account.email, password))) {
      await signInThrottle.failed(attempt);
      throw new IdentityError(400, [identityActionMessages.wrongCurrentPassword]);
    }
  }

  async function accountByEmail(email: string): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase())).limit(1);
    return row;
  }

  async function sendConfirmation(caller: IdentityCaller, account: AccountRow, email: string) {
    const { storefront } = caller.request;
    const token = await tokens.issue(account.id, "confirm-email", email);
    const link = `${originOf(storefront)}/api/account/confirmemail/${token}`;
    await deliver(caller, confirmationMail(email, account.firstName, storefront.displayName, link));
  }

  return {
    async register(caller: IdentityCaller, body: RegisterRequest): Promise<IdentityResult> {
      const { storefront } = caller.request;
      const errors = validateRegistration(body, { country: storefront.country, abnRequired: abnRequired(storefront) });
      if (Object.keys(errors).length) throw new IdentityError(400, Object.values(errors));
      // issue 45 item 7: the score check of action register, after the rules and before anything is counted or written.
      if (botCheck.enabled) {
        const verdict = await botCheck.score(body.botCheckToken, "register", caller.request.ip);
        if (verdict === "refused") throw new IdentityError(400, [botCheckMessages.refused]);
        if (verdict === "unavailable") throw new IdentityError(503, [botCheckMessages.unavailable], "error");
      }
      const email = body.email.trim().toLowerCase();
      await limitMail(caller, [email]);
      const abn = body.ABN?.trim() ? normaliseAbn(body.ABN) : null;
      const [created] = await db
        .insert(accounts)
        .values({
          id: randomUUID(),
          email,
          passwordHash: await hashPassword(body.password),
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          phone: normalisePhone(body.phone, storefront.country),
          abn,
          emailConfirmed: false,
        })
        .onConflictDoNothing({ target: accounts.email })
        .returning();
      if (!created) throw new IdentityError(400, [identityActionMessages.emailTaken]);
      await sendConfirmation(caller, created, email);
      return succeeded;
    },

    /** Always a success, so the answer does not tell whether the email has an account. */
    async forgotPassword(caller: IdentityCaller, email: string): Promise<IdentityResult> {
      if (!isValidEmail(email.trim())) throw new IdentityError(400, [registrationMessages.email]);
      await limitMail(caller, [email]);
      const account = await accountByEmail(email);
      if (!account) return succeeded;
      const { storefront } = caller.request;
      const token = await tokens.issue(account.id, "reset-password", account.email);
      const link = `${originOf(storefront)}${RESET_PASSWORD_PATH}?token=${token}`;
      await deliver(caller, passwordResetMail(account.email, account.firstName, storefront.displayName, link));
      return succeeded;
    },

    /**
     * A new password for a valid, unused, unexpired reset token. Every session of the account ends
     * (all its session families, and any started before now, to the millisecond), and the sign-in
     * throttle forgets the account: the mailed reset always works.
     */
    async resetPassword(token: string, password: string): Promise<IdentityResult> {
      const problem = passwordMessage(password);
      if (problem) throw new IdentityError(400, [problem]);
      const passwordHash = await hashPassword(password);
      const used = await tokens.consume(token, "reset-password");
      if (!used) throw new IdentityError(400, [identityActionMessages.resetTokenInvalid]);
      // The reset link proves the mailbox, so the email counts as confirmed too.
      const [account] = await db
        .update(accounts)
        .set({ passwordHash, tokensNotBefore: now(), emailConfirmed: true })
        .where(eq(accounts.id, used.accountId))
        .returning({ email: accounts.email });
      await accountSessions.revokeAll(used.accountId);
      if (account) await signInThrottle.forgetAccount(account.email);
      return succeeded;
    },

    async confirmEmail(token: string): Promise<IdentityResult> {
      const used = await tokens.consume(token, "confirm-email");
      if (!used) throw new IdentityError(400, [identityActionMessages.confirmTokenInvalid]);
      // A token for an address the account no longer has (changed again since) confirms nothing.
      const [updated] = await db
        .update(accounts)
        .set({ emailConfirmed: true })
        .where(eq(accounts.id, used.accountId))
        .returning({ email: accounts.email });
      if (updated?.email !== used.email) {
        await db.update(accounts).set({ emailConfirmed: false }).where(eq(accounts.id, used.accountId));
        throw new IdentityError(400, [identityActionMessages.confirmTokenInvalid]);
      }
      return succeeded;
    },

    /** Always a success; a mail goes only to an unconfirmed account. */
    async resendConfirmEmail(caller: IdentityCaller, email: string): Promise<IdentityResult> {
      if (!isValidEmail(email.trim())) throw new IdentityError(400, [registrationMessages.email]);
      await limitMail(caller, [email]);
      const account = await accountByEmail(email);
      if (account && !account.emailConfirmed) await sendConfirmation(caller, account, account.email);
      return succeeded;
    },

    profile({ account }: SignedIn): IdentityProfile {
      return {
        userId: account.id,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        emailConfirmed: account.emailConfirmed,
        ABN: account.abn,
      };
    },

    /**
     * spec 3 §7 updateprofile: the fields flagged changed. A new email (issue 41 item 5) needs the
     * current password and must be free; it is unconfirmed until its owner follows the link mailed
     * to it, the old address is mailed a link that undoes the change, and every other session of
     * the account ends.
     */
    async updateProfile(caller: IdentityCaller, signedIn: SignedIn, body: UpdateProfileRequest): Promise<IdentityResult> {
      const { account } = signedIn;
      if (body.userId !== account.id) throw new IdentityError(403, [identityActionMessages.otherAccount]);
      const errors: string[] = [];
      const changes: Partial<Pick<AccountRow, "email" | "firstName" | "lastName" | "emailConfirmed">> = {};
      if (body.firstNameChanged) {
        const problem = nameMessage(body.firstName, "firstName");
        if (problem) errors.push(problem);
        changes.firstName = body.firstName.trim();
      }
      if (body.lastNameChanged) {
        const problem = nameMessage(body.lastName, "lastName");
        if (problem) errors.push(problem);
        changes.lastName = body.lastName.trim();
      }
      const email = body.email.trim().toLowerCase();
      const emailChanges = body.emailChanged && email !== account.email;
      // A locked customer's email is the retailer's to change (spec 2 §4).
      if (emailChanges && account.locked) throw new IdentityError(403, [LOCKED_DETAILS_MESSAGE]);
      if (emailChanges) {
        if (!isValidEmail(email)) errors.push(registrationMessages.email);
        else if (await accountByEmail(email)) errors.push(identityActionMessages.emailTaken);
        changes.email = email;
        changes.emailConfirmed = false;
      }
      if (errors.length) throw new IdentityError(400, errors);
      if (Object.keys(changes).length === 0) throw new IdentityError(400, [identityActionMessages.nothingChanged]);
      if (!emailChanges) {
        await db.update(accounts).set(changes).where(eq(accounts.id, account.id));
        return succeeded;
      }
      await checkCurrentPassword(caller, account, body.currentPassword);
      await limitMail(caller, [email, account.email]);
      const [updated] = await db.update(accounts).set(changes).where(eq(accounts.id, account.id)).returning();
      if (!updated) throw new IdentityError(403, [identityActionMessages.otherAccount]);
      await accountSessions.revokeAll(account.id, signedIn.token.sessionId);
      const { storefront } = caller.request;
      const revert = await tokens.issue(account.id, "revert-email", account.email, { keepEarlier: true });
      const revertLink = `${originOf(storefront)}${REVERT_EMAIL_PATH}?token=${revert}`;
      await deliver(caller, emailChangedMail(account.email, account.firstName, storefront.displayName, email, revertLink));
      await sendConfirmation(caller, updated, email);
      return succeeded;
    },

    /**
     * A new password for the signed-in owner (ours, issue 41 item 5): the current password first;
     * every other session of the account ends, and the owner is told by mail.
     */
    async changePassword(caller: IdentityCaller, signedIn: SignedIn, body: ChangePasswordRequest): Promise<IdentityResult> {
      const { account } = signedIn;
      if (body.userId !== account.id) throw new IdentityError(403, [identityActionMessages.otherAccount]);
      const problem = passwordMessage(body.newPassword);
      if (problem) throw new IdentityError(400, [problem]);
      await checkCurrentPassword(caller, account, body.currentPassword);
      await limitMail(caller, [account.email]);
      await db
        .update(accounts)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(eq(accounts.id, account.id));
      await accountSessions.revokeAll(account.id, signedIn.token.sessionId);
      const { storefront } = caller.request;
      const link = `${originOf(storefront)}${FORGOT_PASSWORD_PATH}`;
      await deliver(caller, passwordChangedMail(account.email, account.firstName, storefront.displayName, link));
      return succeeded;
    },

    /**
     * The link mailed to the old address after an email change (single use, 7 days): the old
     * address comes back, confirmed (the link proves the mailbox), every session of the account
     * ends, and the undo links of later changes stop working (an earlier one still works, so a
     * second change by someone else cannot cancel the owner's undo).
     */
    async revertEmail(token: string): Promise<IdentityResult> {
      const used = await tokens.consume(token, "revert-email");
      if (!used) throw new IdentityError(400, [identityActionMessages.revertTokenInvalid]);
      const holder = await accountByEmail(used.email);
      if (holder && holder.id !== used.accountId) throw new IdentityError(409, [identityActionMessages.revertEmailTaken]);
      await db
        .update(accounts)
        .set({ email: used.email, emailConfirmed: true, tokensNotBefore: now() })
        .where(eq(accounts.id, used.accountId));
      await accountSessions.revokeAll(used.accountId);
      await tokens.retireSince(used.accountId, "revert-email", used.createdAt);
      return succeeded;
    },
  };
}
