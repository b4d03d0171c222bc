import { isCanonicalUuid } from "@storefront/api-contract/patterns";
import { escapeHtml } from "@storefront/validation/html";
import { isValidEmail } from "@storefront/validation/email";
import { nameMessage } from "@storefront/validation/registration";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { createHash, randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import { externalLoginCodes } from "../db/schema";
import type { OutgoingMail } from "../mail/mailer";
import type { ExternalIdentity, ExternalProvider } from "./external-provider";
import { oneTimeCodes } from "./one-time-code";

/** How long a mailed code works (ours). */
const CODE_LIFETIME_MS = 10 * 60_000;
/** Wrong codes before a code stops working (ours). */
export const CODE_ATTEMPTS = 5;

/** The person the consent page was filled in for. */
export interface SandboxPerson {
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** Where the consent page stands: who signs in, or the code mailed to them (with what went wrong, if anything). */
export type ConsentStep =
  | { step: "person"; problem?: "person" | "expired" | "unavailable" | "mail-limit" }
  | { step: "code"; challenge: string; email: string; problem?: "code" };

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The sandbox provider's stable subject for a person: the same for the same provider and email, opaque, like a real `sub`. */
export const sandboxSubject = (provider: ExternalProvider, email: string) => `sandbox-${sha256(`${provider}:${email}`).slice(0, 32)}`;

const PROBLEMS: Record<string, string> = {
  person: "Please enter a valid email address and your first and last name.",
  expired: "That code has expired or was tried too many times. Please ask for a new one.",
  unavailable: "The sandbox could not send the code. Please try again later.",
  "mail-limit": "Too many codes were asked for. Please wait a while and try again.",
  code: "That code is not right. Please check the email and try again.",
};

/**
 * The sandbox social sign-in provider (ARCHITECTURE.md decisions 7 and 12): it behaves like
 * Google, Facebook or Apple, which answer a stable subject and an email they have verified. The
 * person types an email; the sandbox mails a one-time code to it (six digits, ten minutes, five
 * tries, kept as an HMAC only) and approves only with that code, so the email it answers is one
 * its owner proved, never one the browser merely claims. A code works for the sign-in (state) it
 * was asked in.
 */
export function sandboxExternalProvider({ db, now, key }: { db: Database; now: () => Date; key: Uint8Array }) {
  const codes = oneTimeCodes(key);

  return {
    /** The consent page: who signs in, or the code. */
    page(provider: ExternalProvider, state: string, at: ConsentStep): string {
      const action = `/api/account/externallogin/${provider}/sandbox`;
      const problem = at.problem ? `<p role="alert">${escapeHtml(PROBLEMS[at.problem] ?? "")}</p>` : "";
      const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      const field = (name: string, label: string, value: string, extra = "") =>
        `<p><label>${label} <input name="${name}" value="${escapeHtml(value)}" required${extra}></label></p>`;
      const cancel = `<button name="decision" value="cancel" formnovalidate>Cancel</button>`;
      const body =
        at.step === "person"
          ? `<p>This is the sandbox identity provider. Like ${provider}, it signs you in only with an email address you prove is yours: it emails a one-time code to the address.</p>
${problem}<form method="post" action="${action}">${hidden("state", state)}
${field("email", "Email", "", ' type="email" autocomplete="email"')}${field("firstName", "First name", "Sandbox", ' autocomplete="given-name"')}${field("lastName", "Last name", `${provider} Shopper`, ' autocomplete="family-name"')}
<p><button name="decision" value="send-code">Send code</button> ${cancel}</p></form>`
          : `<p>We have emailed a 6-digit code to ${escapeHtml(at.email)}. Enter it to approve signing in with ${provider}.</p>
${problem}<form method="post" action="${action}">${hidden("state", state)}${hidden("challenge", at.challenge)}
${field("code", "Code", "", ' inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6"')}
<p><button name="decision" value="approve">Approve</button> ${cancel}</p></form>`;
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${provider} sign-in (sandbox)</title></head><body>
<main><h1>Sign in with ${provider}</h1>${body}</main></body></html>`;
    },

    /** The email of a live code of this sign-in, for the code page; undefined when there is none. */
    async pendingEmail(provider: ExternalProvider, state: string, challenge: string): Promise<string | undefined> {
      if (!isCanonicalUuid(challenge)) return undefined;
      const [row] = await db
        .select({ email: externalLoginCodes.email })
        .from(externalLoginCodes)
        .where(
          and(
            eq(externalLoginCodes.id, challenge),
            eq(externalLoginCodes.provider, provider),
            eq(externalLoginCodes.flow, sha256(state)),
            isNull(externalLoginCodes.usedAt),
            gt(externalLoginCodes.expiresAt, now()),
          ),
        )
        .limit(1);
      return row?.email;
    },

    /** The person's email (trimmed, lower-cased) and names when they are valid, else undefined. */
    person(person: SandboxPerson): { email: string; firstName: string; lastName: string } | undefined {
      const email = person.email?.trim().toLowerCase() ?? "";
      if (!isValidEmail(email) || !/^[\x21-\x7e]+$/.test(email)) return undefined;
      if (nameMessage(person.firstName, "firstName") || nameMessage(person.lastName, "lastName")) return undefined;
      return { email, firstName: (person.firstName ?? "").trim(), lastName: (person.lastName ?? "").trim() };
    },

    /** A new code for the person in this sign-in: its challenge id and the mail that carries it. */
    async issueCode(
      provider: ExternalProvider,
      state: string,
      person: { email: string; firstName: string; lastName: string },
      mailOf: (code: string) => OutgoingMail,
    ): Promise<{ challenge: string; mail: OutgoingMail }> {
      const id = randomUUID();
      const code = codes.newCode();
      const at = now();
      await db.delete(externalLoginCodes).where(lt(externalLoginCodes.expiresAt, at));
      await db.insert(externalLoginCodes).values({
        id,
        provider,
        flow: sha256(state),
        ...person,
        codeHash: codes.hashOf(id, code),
        expiresAt: new Date(at.getTime() + CODE_LIFETIME_MS),
      });
      return { challenge: id, mail: mailOf(code) };
    },

    /**
     * The verified identity when the code is this challenge's (used up then), "wrong" for another
     * code while tries are left, "expired" when the challenge is gone, used, out of time or out of tries.
     */
    async approve(
      provider: ExternalProvider,
      state: string,
      challenge: string,
      code: string,
    ): Promise<ExternalIdentity | "wrong" | "expired"> {
      if (!isCanonicalUuid(challenge)) return "expired";
      const live = and(
        eq(externalLoginCodes.id, challenge),
        eq(externalLoginCodes.provider, provider),
        eq(externalLoginCodes.flow, sha256(state)),
        isNull(externalLoginCodes.usedAt),
        gt(externalLoginCodes.expiresAt, now()),
      );
      const [row] = await db
        .update(externalLoginCodes)
        .set({ attempts: sql`${externalLoginCodes.attempts} + 1` })
        .where(and(live, lt(externalLoginCodes.attempts, CODE_ATTEMPTS)))
        .returning();
      if (!row) return "expired";
      if (!codes.matches(challenge, code, row.codeHash)) return row.attempts >= CODE_ATTEMPTS ? "expired" : "wrong";
      const [used] = await db.update(externalLoginCodes).set({ usedAt: now() }).where(live).returning({ id: externalLoginCodes.id });
      if (!used) return "expired";
      return {
        provider,
        subject: sandboxSubject(provider, row.email),
        email: row.email,
        emailVerified: true,
        firstName: row.firstName,
        lastName: row.lastName,
      };
    },
  };
}

export type SandboxExternalProvider = ReturnType<typeof sandboxExternalProvider>;
