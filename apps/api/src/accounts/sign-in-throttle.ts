import { createHash, randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { RateLimitSettings } from "../http/rate-limits";
import type { RateLimitCounters } from "../http/rate-limit-store";
import { requestCookie } from "../http/session";

/**
 * The sign-in throttle (issue 41 item 7; OWASP ASVS v4 2.2.1 and the OWASP "slow down online
 * guessing with device cookies" design): no lock that an attacker can aim at someone.
 *
 * - Failed passwords are counted per account and client, where the client is the browser's
 *   device cookie for that account when it has one (it signed in with the password before), else
 *   the client address. From the FREE_FAILURES-th failure on, that client waits before its next
 *   try: 1, 2, 4, 8, then 15 minutes (growing), and its count is forgotten 24 hours after its last
 *   failure or at its next good sign-in. Guesses from one address never slow the owner elsewhere.
 * - Clients without the device cookie also count per account across all addresses (a spread-out
 *   attack, RATE_LIMIT_SIGN_IN_ACCOUNT, 100 an hour) and per address across all accounts
 *   (credential stuffing, RATE_LIMIT_SIGN_IN_ADDRESS, 50 per 15 minutes). Past either, such
 *   clients wait for the window; the owner's own browser (device cookie) still signs in.
 * - A password reset (the mailed link, which always works) forgets every count of the account.
 *
 * The counters are the shared `rate_limits` rows, so every API process applies the same throttle.
 */

/** Failures of one account from one client before it has to wait. */
export const FREE_FAILURES = 5;
/** The longest wait between two tries of one client. */
const MAX_DELAY_MS = 15 * 60_000;
/** A client's failures are forgotten this long after its last one. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** The device cookie: the last account that signed in with its password in this browser. */
export const DEVICE_COOKIE = "sf_signin_device";
const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The wait after a client's `failures`-th failure (0 before FREE_FAILURES). */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 60_000 * 2 ** (failures - FREE_FAILURES));
}

/** Who tries to sign in: the account's email (as typed, lower-cased) and the request it came with. */
export interface SignInAttempt {
  email: string;
  request: FastifyRequest;
}

const emailTag = (email: string) => createHash("sha256").update(email).digest("base64url").slice(0, 22);

/** The device id of a validly signed device cookie for this account, or undefined. */
function deviceOf({ email, request }: SignInAttempt): string | undefined {
  const raw = requestCookie(request, DEVICE_COOKIE);
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const [tag, device] = unsigned.value.split(".");
  return tag === emailTag(email) && device && /^[0-9a-f-]{36}$/.test(device) ? device : undefined;
}

export function signInThrottle(counters: RateLimitCounters, settings: RateLimitSettings, options: { secureCookie: boolean }) {
  const keys = (attempt: SignInAttempt) => {
    const email = attempt.email.trim().toLowerCase();
    const device = deviceOf(attempt);
    return {
      email,
      trusted: device !== undefined,
      client: device ? `sign-in-device:${email}:${device}` : `sign-in-pair:${email}:${attempt.request.ip}`,
      account: `sign-in-account:${email}`,
      address: `sign-in-address:${attempt.request.ip}`,
    };
  };

  return {
    /** Milliseconds until this account may try again from this client, or 0 when it may now. */
    async waitMs(attempt: SignInAttempt): Promise<number> {
      const key = keys(attempt);
      const client = await counters.read(key.client);
      // The counter lives FORGET_AFTER_MS from its last failure, so that failure was (FORGET_AFTER_MS - ttl) ago.
      const sinceLast = FORGET_AFTER_MS - client.ttl;
      const waits = [client.current > 0 ? delayAfter(client.current) - sinceLast : 0];
      if (!key.trusted) {
        const [account, address] = await Promise.all([counters.read(key.account), counters.read(key.address)]);
        if (account.current >= settings.signInAccount.max) waits.push(account.ttl);
        if (address.current >= settings.signInAddress.max) waits.push(address.ttl);
      }
      return Math.max(0, ...waits);
    },

    /** The wrong passwords counted against this client for the account (the bot check's box appears after one). */
    async failures(attempt: SignInAttempt): Promise<number> {
      return (await counters.read(keys(attempt).client)).current;
    },

    /** Counts a wrong password against the client, and (without the device cookie) the account and the address. */
    async failed(attempt: SignInAttempt): Promise<void> {
      const key = keys(attempt);
      await counters.countSliding(key.client, FORGET_AFTER_MS);
      if (key.trusted) return;
      await counters.count(key.account, settings.signInAccount.windowSeconds * 1000);
      await counters.count(key.address, settings.signInAddress.windowSeconds * 1000);
    },

    /**
     * A good password: the client's failures are forgotten (not the address's or the account's,
     * which one known password must not wash), and the browser gets the account's device cookie.
     */
    async succeeded(attempt: SignInAttempt, reply: FastifyReply): Promise<void> {
      const key = keys(attempt);
      await counters.forget(key.client);
      const device = deviceOf(attempt) ?? randomUUID();
      reply.setCookie(DEVICE_COOKIE, `${emailTag(key.email)}.${device}`, {
        signed: true,
        httpOnly: true,
        sameSite: "lax",
        secure: options.secureCookie ? true : "auto",
        path: "/api/account",
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
    },

    /** After a password reset: every count of the account, from every client. */
    async forgetAccount(email: string): Promise<void> {
      const address = email.trim().toLowerCase();
      await counters.forgetPrefix(`sign-in-pair:${address}:`);
      await counters.forgetPrefix(`sign-in-device:${address}:`);
      await counters.forget(`sign-in-account:${address}`);
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;
