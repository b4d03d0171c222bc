import { EXTERNAL_LOGIN_MESSAGES } from "@storefront/api-contract/identity";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import { randomBytes, randomUUID } from "node:crypto";
import type { AppContext } from "../context";
import { accounts, accountSessions as sessionRows, externalLogins } from "../db/schema";
import { IdentityError } from "../http/errors";
import { setRetryAfter } from "../http/rate-limits";
import { externalProvider, type ExternalIdentity, type ExternalProvider } from "../identity/external-provider";
import { hashPassword } from "../identity/passwords";
import type { IssuedTokens } from "../identity/provider";
import { accountTokenStore } from "./account-tokens";
import { CONNECT_SIGN_IN_PATH } from "./links";
import { linkExternalLoginMail } from "./mail-messages";
import { isStaff, type AccountRow, type SignedIn } from "./sessions";

/** How long the provider's page may stay open (ours). */
const STATE_LIFETIME_SECONDS = 600;

/** Where a link started from the account area comes back to (ours: the profile page lists the providers). */
export const LINK_RETURN_URL = "/account/profile";

/** Ours: the messages of the social sign-in calls (the contract's, which the storefront shows too). */
export const externalLoginMessages = EXTERNAL_LOGIN_MESSAGES;

export interface ExternalLoginState {
  provider: ExternalProvider;
  nonce: string;
  returnUrl: string;
  /** A link the signed-in owner started from the account area: their account and session. */
  link?: { accountId: string; sessionId: string };
}

/** What became of an approved social sign-in (the routes turn it into a page to go to). */
export type ExternalLoginOutcome =
  | { kind: "signed-in"; tokens: IssuedTokens }
  | { kind: "linked" }
  | { kind: "link-mailed" }
  | { kind: "refused"; reason: "staff" | "taken" | "session" }
  | { kind: "throttled"; waitMs: number }
  | { kind: "unavailable" };

const pick = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  winningUserId: accounts.winningUserId,
};
type Person = Pick<AccountRow, "id" | "email" | "firstName" | "lastName" | "winningUserId">;

/**
 * Social sign-in, whatever the provider (issue 41 item 1). The state (provider, nonce, return
 * address, and for a link the owner's account and session) travels signed (HS256, a key derived
 * from the session secret) and expires after 10 minutes. An approved identity:
 *
 * (a) already linked (provider and subject) signs into its account;
 * (b) whose email belongs to an account it is not linked to never signs in by that email: the
 *     owner links it signed in (a link started from the account area), or follows the
 *     single-use link mailed to the address and then signs in through the provider again;
 * (c) with a new email creates an account, linked, and signs in;
 * (d) never enters or links a staff account;
 * (e) never signs into an account the sign-in throttle holds for this client.
 */
export function externalLoginActions(context: AppContext) {
  const { db, externalLoginKey: key, now, accountSessions, signInThrottle, mailLimits, mailer, originOf } = context;
  const tokens = accountTokenStore(db, now);

  async function linkedAccount(identity: Pick<ExternalIdentity, "provider" | "subject">): Promise<Person | undefined> {
    const [row] = await db
      .select(pick)
      .from(externalLogins)
      .innerJoin(accounts, eq(accounts.id, externalLogins.accountId))
      .where(and(eq(externalLogins.provider, identity.provider), eq(externalLogins.subject, identity.subject)))
      .limit(1);
    return row;
  }

  /** Links the identity to the account; false when it is linked to another one. */
  async function link(identity: Pick<ExternalIdentity, "provider" | "subject">, accountId: string): Promise<boolean> {
    await db.insert(externalLogins).values({ provider: identity.provider, subject: identity.subject, accountId }).onConflictDoNothing();
    return (await linkedAccount(identity))?.id === accountId;
  }

  /** The signed-in owner of a link: their account while the session that started it is live. */
  async function linkOwner(owner: NonNullable<ExternalLoginState["link"]>): Promise<Person | undefined> {
    const [row] = await db
      .select(pick)
      .from(sessionRows)
      .innerJoin(accounts, eq(accounts.id, sessionRows.accountId))
      .where(
        and(
          eq(sessionRows.id, owner.sessionId),
          eq(sessionRows.accountId, owner.accountId),
          isNull(sessionRows.revokedAt),
          gt(sessionRows.expiresAt, now()),
        ),
      )
      .limit(1);
    return row;
  }

  /** (b): mails the address the single-use link that connects the identity to its account. */
  async function mailLink(
    identity: ExternalIdentity,
    account: Person,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ExternalLoginOutcome> {
    const waitMs = await mailLimits.waitMs(request, [account.email], "account");
    if (waitMs > 0) {
      setRetryAfter(reply, waitMs);
      return { kind: "throttled", waitMs };
    }
    const token = await tokens.issue(account.id, "link-external", account.email, {
      detail: { provider: identity.provider, subject: identity.subject },
    });
    const url = `${originOf(request.storefront)}${CONNECT_SIGN_IN_PATH}?token=${token}&provider=${identity.provider}`;
    try {
      await mailer.send(linkExternalLoginMail(account.email, account.firstName, request.storefront.displayName, identity.provider, url));
    } catch (error) {
      request.log.error({ err: error }, "the mail server did not take the message");
      return { kind: "unavailable" };
    }
    return { kind: "link-mailed" };
  }

  /** (c): a new account for a new email, linked; undefined when the email was taken meanwhile. */
  async function createAccount(identity: ExternalIdentity): Promise<Person | undefined> {
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(accounts)
        .values({
          id: randomUUID(),
          email: identity.email,
          // Nobody knows this password: the account signs in through the provider, or resets it.
          passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
          firstName: identity.firstName,
          lastName: identity.lastName,
          emailConfirmed: identity.emailVerified,
        })
        .onConflictDoNothing({ target: accounts.email })
        .returning(pick);
      if (created)
        await tx.insert(externalLogins).values({ provider: identity.provider, subject: identity.subject, accountId: created.id });
      return created;
    });
  }

  async function signIn(account: Person, nonce: string, request: FastifyRequest, reply: FastifyReply): Promise<ExternalLoginOutcome> {
    if (isStaff(account)) return { kind: "refused", reason: "staff" };
    const waitMs = await signInThrottle.waitMs({ email: account.email, request });
    if (waitMs > 0) {
      setRetryAfter(reply, waitMs);
      return { kind: "throttled", waitMs };
    }
    return { kind: "signed-in", tokens: await accountSessions.start(account, nonce) };
  }

  return {
    signState(state: ExternalLoginState): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ...state, jti: randomUUID() })
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
        const link = payload.link as ExternalLoginState["link"] | undefined;
        const validLink = link && typeof link.accountId === "string" && typeof link.sessionId === "string";
        return { provider, nonce: payload.nonce, returnUrl: payload.returnUrl, ...(validLink ? { link } : {}) };
      } catch {
        return undefined;
      }
    },

    /** A link started by the signed-in owner: refused for staff (d). */
    assertMayLink({ account }: SignedIn): void {
      if (isStaff(account)) throw new IdentityError(403, [externalLoginMessages.staff]);
    },

    /** The rule above, for an identity the provider approved in this sign-in. */
    async complete(
      identity: ExternalIdentity,
      state: ExternalLoginState,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<ExternalLoginOutcome> {
      const linked = await linkedAccount(identity);
      if (state.link) {
        const owner = await linkOwner(state.link);
        if (!owner) return { kind: "refused", reason: "session" };
        if (isStaff(owner)) return { kind: "refused", reason: "staff" };
        if (linked && linked.id !== owner.id) return { kind: "refused", reason: "taken" };
        return (await link(identity, owner.id)) ? { kind: "linked" } : { kind: "refused", reason: "taken" };
      }
      if (linked) return signIn(linked, state.nonce, request, reply);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const [existing] = await db.select(pick).from(accounts).where(eq(accounts.email, identity.email)).limit(1);
        if (existing) return isStaff(existing) ? { kind: "refused", reason: "staff" } : mailLink(identity, existing, request, reply);
        const created = await createAccount(identity);
        if (created) return signIn(created, state.nonce, request, reply);
      }
      return { kind: "unavailable" };
    },

    /** The mailed link of (b): connects the identity to the account, once. */
    async confirmLink(token: string): Promise<ExternalProvider> {
      const used = await tokens.consume(token, "link-external");
      const provider = used?.detail ? externalProvider(used.detail.provider) : undefined;
      if (!used?.detail || !provider) throw new IdentityError(400, [externalLoginMessages.linkInvalid]);
      const [account] = await db.select(pick).from(accounts).where(eq(accounts.id, used.accountId)).limit(1);
      if (!account || isStaff(account)) throw new IdentityError(403, [externalLoginMessages.staff]);
      if (!(await link({ provider, subject: used.detail.subject }, account.id)))
        throw new IdentityError(409, [externalLoginMessages.taken(provider)]);
      return provider;
    },
  };
}

export type ExternalLoginActions = ReturnType<typeof externalLoginActions>;
