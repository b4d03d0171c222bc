import type { IdentityProfile, IdentityResult } from "@storefront/api-contract/identity";
import type { RegisterRequest, UpdateProfileRequest } from "@storefront/api-contract/identity";
import { isValidEmail } from "@storefront/validation/email";
import { normalisePhone } from "@storefront/validation/phone";
import { nameMessage, normaliseAbn, passwordMessage, validateRegistration } from "@storefront/validation/registration";
import { registrationMessages } from "@storefront/validation/registration";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import { accounts } from "../db/schema";
import { IdentityError } from "../http/errors";
import { hashPassword } from "../identity/passwords";
import type { Mailer, OutgoingMail } from "../mail/mailer";
import type { Storefront } from "../storefronts";
import { accountTokenStore } from "./account-tokens";
import { RESET_PASSWORD_PATH } from "./links";
import { confirmationMail, passwordResetMail } from "./mail-messages";
import type { AccountRow, SignedIn } from "./sessions";

/** Ours: identity messages the spec does not show. */
export const identityActionMessages = {
  emailTaken: "An account with this email already exists. Please log in or reset your password.",
  resetTokenInvalid: "This password reset link is invalid or has expired. Please ask for a new one.",
  confirmTokenInvalid: "This confirmation link is invalid or has expired. Please ask for a new one.",
  otherAccount: "You can only change your own profile.",
  nothingChanged: "Please change at least one of email, first name or last name.",
} as const;

/** The storefront asks for an ABN on registration (its account option flag, never its id). */
export const abnRequired = (storefront: Storefront) => storefront.accountOptions.includes("AbnOnRegistration");

export interface IdentityActionsOptions {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  /** The storefront's public origin for mailed links. */
  originOf: (storefront: Storefront) => string;
}

const succeeded: IdentityResult = { success: true };

/**
 * The identity provider's account calls (spec 3 §7): register, forgot and reset password,
 * confirm email and resend, profile read and update. Rules and messages come from
 * @storefront/validation/registration, the register form's. Mail leaves through the mailer
 * (SMTP); a mail server that refuses is a 503 with type 'error' (spec 3 §8 'Service currently
 * unavailable'). Answers never tell whether an email has an account, except registration's.
 */
export function identityActions({ db, mailer, now, originOf }: IdentityActionsOptions) {
  const tokens = accountTokenStore(db, now);

  async function deliver(message: OutgoingMail, log: FastifyBaseLogger): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error }, "the mail server did not take the message");
      throw new IdentityError(503, [], "error");
    }
  }

  async function accountByEmail(email: string): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase())).limit(1);
    return row;
  }

  async function sendConfirmation(account: AccountRow, email: string, storefront: Storefront, log: FastifyBaseLogger) {
    const token = await tokens.issue(account.id, "confirm-email", email);
    const link = `${originOf(storefront)}/api/account/confirmemail/${token}`;
    await deliver(confirmationMail(email, account.firstName, storefront.displayName, link), log);
  }

  return {
    async register(body: RegisterRequest, storefront: Storefront, log: FastifyBaseLogger): Promise<IdentityResult> {
      const errors = validateRegistration(body, { country: storefront.country, abnRequired: abnRequired(storefront) });
      if (Object.keys(errors).length) throw new IdentityError(400, Object.values(errors));
      const email = body.email.trim().toLowerCase();
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
      await sendConfirmation(created, email, storefront, log);
      return succeeded;
    },

    /** Always a success, so the answer does not tell whether the email has an account. */
    async forgotPassword(email: string, storefront: Storefront, log: FastifyBaseLogger): Promise<IdentityResult> {
      if (!isValidEmail(email.trim())) throw new IdentityError(400, [registrationMessages.email]);
      const account = await accountByEmail(email);
      if (!account) return succeeded;
      const token = await tokens.issue(account.id, "reset-password", account.email);
      const link = `${originOf(storefront)}${RESET_PASSWORD_PATH}?token=${token}`;
      await deliver(passwordResetMail(account.email, account.firstName, storefront.displayName, link), log);
      return succeeded;
    },

    /** A new password for a valid, unused, unexpired reset token; every token issued before stops working. */
    async resetPassword(token: string, password: string): Promise<IdentityResult> {
      const problem = passwordMessage(password);
      if (problem) throw new IdentityError(400, [problem]);
      const passwordHash = await hashPassword(password);
      const used = await tokens.consume(token, "reset-password");
      if (!used) throw new IdentityError(400, [identityActionMessages.resetTokenInvalid]);
      // The reset link proves the mailbox, so the email counts as confirmed too.
      await db.update(accounts).set({ passwordHash, tokensNotBefore: now(), emailConfirmed: true }).where(eq(accounts.id, used.accountId));
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
    async resendConfirmEmail(email: string, storefront: Storefront, log: FastifyBaseLogger): Promise<IdentityResult> {
      if (!isValidEmail(email.trim())) throw new IdentityError(400, [registrationMessages.email]);
      const account = await accountByEmail(email);
      if (account && !account.emailConfirmed) await sendConfirmation(account, account.email, storefront, log);
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
     * spec 3 §7 updateprofile: the fields flagged changed. A new email must be free; it is
     * unconfirmed until its owner follows the link mailed to it.
     */
    async updateProfile(
      { account }: SignedIn,
      body: UpdateProfileRequest,
      storefront: Storefront,
      log: FastifyBaseLogger,
    ): Promise<IdentityResult> {
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
      if (emailChanges) {
        if (!isValidEmail(email)) errors.push(registrationMessages.email);
        else if (await accountByEmail(email)) errors.push(identityActionMessages.emailTaken);
        changes.email = email;
        changes.emailConfirmed = false;
      }
      if (errors.length) throw new IdentityError(400, errors);
      if (Object.keys(changes).length === 0) throw new IdentityError(400, [identityActionMessages.nothingChanged]);
      const [updated] = await db.update(accounts).set(changes).where(eq(accounts.id, account.id)).returning();
      if (emailChanges && updated) await sendConfirmation(updated, email, storefront, log);
      return succeeded;
    },
  };
}
