import { EXTERNAL_LOGIN_PROVIDERS } from "@storefront/api-contract/identity";
import { isValidEmail } from "@storefront/validation/email";
import { nameMessage } from "@storefront/validation/registration";
import { and, eq } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import { accounts, externalLogins } from "../db/schema";
import { hashPassword } from "../identity/passwords";
import type { IdentityAccount } from "../identity/provider";

/** How long the sandbox provider's page may stay open (ours). */
const STATE_LIFETIME_SECONDS = 600;

export type ExternalProvider = (typeof EXTERNAL_LOGIN_PROVIDERS)[number];

/** The provider of the path, in any letter case, or undefined. */
export function externalProvider(name: string): ExternalProvider | undefined {
  return EXTERNAL_LOGIN_PROVIDERS.find((provider) => provider.toLowerCase() === name.toLowerCase());
}

export interface ExternalLoginState {
  provider: ExternalProvider;
  nonce: string;
  returnUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Social login through a sandbox identity provider (spec 3 §4: a redirect to the provider with
 * the provider, nonce and origin). The API plays the provider: a page where the shopper approves
 * or cancels, which posts back. The state (provider, nonce, return address) travels signed
 * (HS256, a key derived from the session secret) and expires after 10 minutes.
 */
export function externalLoginActions(db: Database, key: Uint8Array, now: () => Date) {
  return {
    signState(state: ExternalLoginState): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ...state })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuedAt(iat)
        .setExpirationTime(iat + STATE_LIFETIME_SECONDS)
        .sign(key);
    },

    async readState(token: string): Promise<ExternalLoginState | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], currentDate: now() });
        const provider = typeof payload.provider === "string" ? externalProvider(payload.provider) : undefined;
        if (!provider || typeof payload.nonce !== "string" || typeof payload.returnUrl !== "string") return undefined;
        return { provider, nonce: payload.nonce, returnUrl: payload.returnUrl };
      } catch {
        return undefined;
      }
    },

    /** The sandbox provider's consent page: approve or cancel, as the given person. */
    page(provider: ExternalProvider, state: string): string {
      const action = `/api/account/externallogin/${provider}/sandbox`;
      const field = (name: string, label: string, value: string) =>
        `<p><label>${label} <input name="${name}" value="${escapeHtml(value)}" required></label></p>`;
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${provider} sign-in (sandbox)</title></head><body>
<main><h1>Sign in with ${provider}</h1><p>This is the sandbox identity provider. Choose who signs in, then approve or cancel.</p>
<form method="post" action="${action}"><input type="hidden" name="state" value="${escapeHtml(state)}">
${field("email", "Email", `shopper.${provider.toLowerCase()}@example.com`)}${field("firstName", "First name", "Sandbox")}${field("lastName", "Last name", `${provider} Shopper`)}
<p><button name="decision" value="approve">Approve</button> <button name="decision" value="cancel" formnovalidate>Cancel</button></p></form></main></body></html>`;
    },

    /**
     * The account of the provider's person: the one linked before, else the account with that
     * (provider-verified) email, else a new one with an unusable password. Undefined for invalid fields.
     */
    async accountFor(
      provider: ExternalProvider,
      person: { email?: string; firstName?: string; lastName?: string },
    ): Promise<IdentityAccount | undefined> {
      const email = person.email?.trim().toLowerCase() ?? "";
      if (!isValidEmail(email) || !/^[\x21-\x7e]+$/.test(email)) return undefined;
      if (nameMessage(person.firstName, "firstName") || nameMessage(person.lastName, "lastName")) return undefined;
      const pick = { id: accounts.id, email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName };
      const [linked] = await db
        .select(pick)
        .from(externalLogins)
        .innerJoin(accounts, eq(accounts.id, externalLogins.accountId))
        .where(and(eq(externalLogins.provider, provider), eq(externalLogins.subject, email)))
        .limit(1);
      if (linked) return linked;
      return db.transaction(async (tx) => {
        const [existing] = await tx.select(pick).from(accounts).where(eq(accounts.email, email)).limit(1);
        const account =
          existing ??
          (
            await tx
              .insert(accounts)
              .values({
                id: randomUUID(),
                email,
                // Nobody knows this password: the account signs in through the provider, or resets it.
                passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
                firstName: (person.firstName ?? "").trim(),
                lastName: (person.lastName ?? "").trim(),
                emailConfirmed: true,
              })
              .returning(pick)
          )[0];
        if (!account) return undefined;
        await tx.insert(externalLogins).values({ provider, subject: email, accountId: account.id }).onConflictDoNothing();
        return account;
      });
    },
  };
}
