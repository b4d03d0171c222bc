import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../http/rate-limits";
import { TEST_TODAY } from "../test-clock";
import { RecordingMailer, setupTestApi } from "../test-helpers";
import { delayAfter, DEVICE_COOKIE } from "./sign-in-throttle";

/** The test's clock: moved forward instead of sleeping. */
let clock = TEST_TODAY.getTime();
const mailer = new RecordingMailer();
const api = setupTestApi({
  now: () => new Date(clock),
  mailer: () => mailer,
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    // Smaller than the default 100 an hour, so a spread-out attack is quick to stage.
    signInAccount: { max: 15, windowSeconds: 3600 },
    signInAddress: { max: 20, windowSeconds: 900 },
  },
});

const PASSWORD = "Kettle-boil-7";
const MINUTE = 60_000;

/** A fresh account of its own for each test, so the counts of one test never reach another. */
async function newAccount(email: string): Promise<string> {
  const registered = await api.request({
    method: "POST",
    url: "/api/account/register",
    payload: { email, password: PASSWORD, firstName: "Tao", lastName: "Throttle", phone: "0412 345 678", clientId: "web" },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  return email;
}

function signIn(email: string, password: string, remoteAddress: string, cookie?: string): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method: "POST",
    url: "/api/account/login-redir",
    remoteAddress,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ email, password, returnUrl: "/cart", nonce: "nonce-12345678" }).toString(),
  });
}

const signedIn = (response: LightMyRequestResponse) => String(response.headers.location).startsWith("/blank/account/login-callback#");
const outcome = (response: LightMyRequestResponse) =>
  signedIn(response)
    ? "signed in"
    : /error=(\w+)(?:.*wait=(\d+))?/.exec(String(response.headers.location))?.slice(1).filter(Boolean).join(" ");

/** The device cookie a good sign-in set, as a Cookie header. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = (response.cookies as { name: string; value: string; path?: string; httpOnly?: boolean }[]).find(
    (candidate) => candidate.name === DEVICE_COOKIE,
  );
  expect(cookie, "the device cookie").toBeDefined();
  expect(cookie).toMatchObject({ path: "/api/account", httpOnly: true });
  return `${DEVICE_COOKIE}=${cookie?.value}`;
}

// Each test signs in dozens of times, every time through scrypt: far more than the default 20 s on a loaded machine.
const MANY_SIGN_INS = 90_000;

describe("sign-in throttle (issue 41 item 7)", () => {
  it("grows the waits of one client: four wrong passwords are free, then 1, 2, 4, 8 and at most 15 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20].map((failures) => delayAfter(failures) / MINUTE)).toEqual([
      0, 0, 0, 0, 1, 2, 4, 8, 15, 15, 15,
    ]);
  });

  it(
    "makes a client wait after its fifth wrong password, the right password too, and longer after each further one",
    async () => {
      const email = await newAccount("growing.waits@example.com");
      const address = "198.51.100.10";
      for (let n = 1; n <= 5; n += 1) expect(outcome(await signIn(email, `wrong-${n}`, address)), `try ${n}`).toBe("credentials");
      const held = await signIn(email, PASSWORD, address);
      expect(held.headers.location).toBe("/account/login?error=throttled&returnUrl=%2Fcart&wait=1");
      expect(held.headers["retry-after"]).toBe("60");

      // After the 5th to the 10th failure: refused unread for the whole wait, then one more try counts.
      for (const minutes of [1, 2, 4, 8, 15, 15]) {
        expect(outcome(await signIn(email, "still-wrong", address)), `${minutes} min`).toBe(`throttled ${minutes}`);
        clock += minutes * MINUTE - 1000;
        expect(outcome(await signIn(email, PASSWORD, address)), `${minutes} min, a second before`).toBe("throttled 1");
        clock += 1000;
        expect(outcome(await signIn(email, "still-wrong", address))).toBe("credentials");
      }
      expect(outcome(await signIn(email, PASSWORD, address))).toBe("throttled 15");
      clock += 15 * MINUTE;
      expect(outcome(await signIn(email, PASSWORD, address))).toBe("signed in");
      // The good sign-in forgot the client's failures: four are free again.
      for (let n = 1; n <= 4; n += 1) expect(outcome(await signIn(email, `again-${n}`, address))).toBe("credentials");
      expect(outcome(await signIn(email, PASSWORD, address))).toBe("signed in");
    },
    MANY_SIGN_INS,
  );

  it(
    "lets the owner sign in from another address after ten wrong passwords from one",
    async () => {
      const email = await newAccount("aimed.at@example.com");
      for (let n = 1; n <= 10; n += 1) {
        expect(outcome(await signIn(email, `guess-${n}`, "203.0.113.66"))).toBe("credentials");
        if (n < 10) clock += 16 * MINUTE;
      }
      expect(outcome(await signIn(email, PASSWORD, "203.0.113.66"))).toBe("throttled 15");
      expect(outcome(await signIn(email, PASSWORD, "198.51.100.11"))).toBe("signed in");
    },
    MANY_SIGN_INS,
  );

  it(
    "forgets a client's failures 24 hours after its last one",
    async () => {
      const email = await newAccount("forgotten.failures@example.com");
      for (let n = 1; n <= 5; n += 1) await signIn(email, `wrong-${n}`, "198.51.100.12");
      expect(outcome(await signIn(email, PASSWORD, "198.51.100.12"))).toBe("throttled 1");
      clock += 24 * 60 * MINUTE + 1000;
      for (let n = 1; n <= 4; n += 1) expect(outcome(await signIn(email, `later-${n}`, "198.51.100.12"))).toBe("credentials");
      expect(outcome(await signIn(email, PASSWORD, "198.51.100.12"))).toBe("signed in");
    },
    MANY_SIGN_INS,
  );

  it(
    "holds an account guessed at from many addresses for new clients only: the owner's browser (device cookie) still signs in",
    async () => {
      const email = await newAccount("spread.attack@example.com");
      const owner = deviceCookie(await signIn(email, PASSWORD, "198.51.100.13"));
      for (let n = 1; n <= 15; n += 1) expect(outcome(await signIn(email, "guess", `203.0.113.${100 + n}`))).toBe("credentials");
      const held = await signIn(email, PASSWORD, "203.0.113.120");
      expect(outcome(held)).toBe("throttled 60");
      expect(held.headers["retry-after"]).toBe("3600");
      // The owner's browser, from home or from elsewhere.
      expect(outcome(await signIn(email, PASSWORD, "198.51.100.13", owner))).toBe("signed in");
      expect(outcome(await signIn(email, PASSWORD, "198.51.100.99", owner))).toBe("signed in");
      // A tampered cookie, or another account's, is no device cookie.
      const [name, value] = owner.split("=");
      expect(
        outcome(await signIn(email, PASSWORD, "198.51.100.99", `${name}=${value?.replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`)),
      ).toMatch(/^throttled/);
      const other = await newAccount("other.device@example.com");
      const otherCookie = deviceCookie(await signIn(other, PASSWORD, "198.51.100.14"));
      expect(outcome(await signIn(email, PASSWORD, "198.51.100.14", otherCookie))).toMatch(/^throttled/);
    },
    MANY_SIGN_INS,
  );

  it(
    "holds a renewal (relogin) from a client the throttle holds, and not from elsewhere",
    async () => {
      const email = await newAccount("held.renewal@example.com");
      const token = new URLSearchParams(String((await signIn(email, PASSWORD, "198.51.100.16")).headers.location).split("#")[1]).get(
        "access_token",
      );
      for (let n = 1; n <= 5; n += 1) await signIn(email, `wrong-${n}`, "198.51.100.17");
      const relogin = (remoteAddress: string) =>
        api.app.inject({
          method: "POST",
          url: "/api/account/relogin",
          remoteAddress,
          headers: { "content-type": "application/json" },
          payload: { token, origin: "http://localhost:3001", nonce: "renew-nonce-1", returnUrl: "/" },
        });
      const held = await relogin("198.51.100.17");
      expect(held.statusCode).toBe(429);
      expect(held.headers["retry-after"]).toBe("60");
      expect(held.json()).toEqual({ success: false, errors: ["Too many sign-in attempts. Please wait 1 minute and try again."] });
      expect((await relogin("198.51.100.16")).statusCode).toBe(200);
    },
    MANY_SIGN_INS,
  );

  it(
    "throttles one client address guessing across accounts, and leaves other addresses alone",
    async () => {
      for (let n = 1; n <= 20; n += 1)
        expect(outcome(await signIn(`nobody${n}@example.com`, "guess", "198.51.100.30"))).toBe("credentials");
      expect(outcome(await signIn("someone-else@example.com", "guess", "198.51.100.30"))).toBe("throttled 15");
      expect(outcome(await signIn("someone-else@example.com", "guess", "198.51.100.31"))).toBe("credentials");
    },
    MANY_SIGN_INS,
  );

  it(
    "always lets a mailed password reset through, and the reset forgets the account's waits",
    async () => {
      const email = await newAccount("reset.unlocks@example.com");
      for (let n = 1; n <= 9; n += 1) {
        await signIn(email, `wrong-${n}`, "198.51.100.15");
        clock += 16 * MINUTE;
      }
      await signIn(email, "wrong-10", "198.51.100.15");
      expect(outcome(await signIn(email, PASSWORD, "198.51.100.15"))).toBe("throttled 15");
      const forgot = await api.app.inject({
        method: "POST",
        url: "/api/account/forgotpassword",
        remoteAddress: "198.51.100.15",
        headers: { "content-type": "application/json" },
        payload: { clientId: "web", email },
      });
      expect(forgot.statusCode).toBe(200);
      const token = /reset-password\?token=([\w-]+)/.exec(mailer.sent.filter((mail) => mail.to === email).at(-1)?.text ?? "")?.[1] ?? "";
      const reset = await api.request({ method: "POST", url: "/api/account/resetpassword", payload: { token, password: "Toaster-pop-9" } });
      expect(reset.json()).toEqual({ success: true });
      expect(outcome(await signIn(email, "Toaster-pop-9", "198.51.100.15"))).toBe("signed in");
    },
    MANY_SIGN_INS,
  );
});
