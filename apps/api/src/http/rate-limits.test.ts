import { describe, expect, it } from "vitest";
import { TEST_TODAY } from "../test-clock";
import { bearer, setupTestApi, signIn } from "../test-helpers";
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv } from "./rate-limits";

/** The test's clock: moved forward instead of sleeping. */
let clock = TEST_TODAY.getTime();
const api = setupTestApi({
  now: () => new Date(clock),
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    forms: { max: 3, windowSeconds: 120 },
    mailSender: { max: 5, windowSeconds: 3600 },
    mailRecipient: { max: 3, windowSeconds: 3600 },
  },
});

const json = { "content-type": "application/json" };

describe("rate limits on public writes (issue 18 item 7)", () => {
  it("answers 429 with Retry-After and a message past the limit, per client address, until the window passes", async () => {
    const newsletter = (email: string, remoteAddress: string) =>
      api.app.inject({
        method: "POST",
        url: "/api/kitchenclub/newsletter",
        remoteAddress,
        headers: { ...json, "x-storefront-brand": "wa" },
        payload: { name: "Kiri", email, postcode: "2000" },
      });
    for (let n = 1; n <= 3; n += 1) expect((await newsletter(`kiri${n}@example.com`, "198.51.100.7")).statusCode).toBe(201);
    const refused = await newsletter("kiri4@example.com", "198.51.100.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("120");
    expect(refused.json()).toEqual({ message: "Too many requests. Please wait 2 minutes and try again." });
    expect((await newsletter("kiri5@example.com", "198.51.100.8")).statusCode).toBe(201);

    clock += 121_000;
    expect((await newsletter("kiri6@example.com", "198.51.100.7")).statusCode).toBe(201);
  });

  it("reads the limits from the environment as max/seconds and refuses a malformed one", () => {
    expect(rateLimitsFromEnv({ RATE_LIMIT_CART: "5/60" }).cart).toEqual({ max: 5, windowSeconds: 60 });
    expect(rateLimitsFromEnv({}).forms).toEqual(DEFAULT_RATE_LIMITS.forms);
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_FORMS: "lots" })).toThrow(/RATE_LIMIT_FORMS must be written max\/seconds/);
  });
});

describe("limits on every call that sends mail (issue 41 item 6)", () => {
  const call = (url: string, payload: Record<string, unknown>, remoteAddress: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: "POST", url, remoteAddress, headers: { ...json, "x-storefront-brand": "wa", ...headers }, payload });
  const forgot = (email: string, remoteAddress: string) => call("/api/account/forgotpassword", { clientId: "web", email }, remoteAddress);
  const registration = (email: string) => ({
    email,
    password: "Kettle-boil-7",
    firstName: "Mai",
    lastName: "Lim",
    phone: "0412 345 678",
    clientId: "web",
  });

  it("counts mails to one recipient from any address: past the limit 429 with Retry-After, nothing sent, until the hour passes", async () => {
    const target = "bombed@example.com";
    expect((await call("/api/account/register", registration(target), "198.51.100.60")).statusCode).toBe(200);
    expect((await forgot(target, "198.51.100.61")).statusCode).toBe(200);
    expect((await call("/api/account/resendconfirmemail", { clientId: "web", email: target }, "198.51.100.62")).statusCode).toBe(200);
    const refused = await forgot("Bombed@Example.com", "198.51.100.63");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("3600");
    expect(refused.json()).toEqual({ success: false, errors: ["Too many requests. Please wait 60 minutes and try again."] });
    // Another recipient from the same address is fine.
    expect((await forgot("someone.else@example.com", "198.51.100.63")).statusCode).toBe(200);
    clock += 3600_000;
    expect((await forgot(target, "198.51.100.63")).statusCode).toBe(200);
  });

  it("counts mails from one client address to any recipient, unknown addresses too (the answer never tells which exist)", async () => {
    for (let n = 1; n <= 5; n += 1) expect((await forgot(`nobody${n}@example.com`, "198.51.100.70")).statusCode).toBe(200);
    const refused = await forgot("nobody6@example.com", "198.51.100.70");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const registerRefused = await call("/api/account/register", registration("fresh.face@example.com"), "198.51.100.70");
    expect(registerRefused.statusCode).toBe(429);
    // Refused before anything was written: the address can still register from elsewhere.
    expect((await call("/api/account/register", registration("fresh.face@example.com"), "198.51.100.71")).statusCode).toBe(200);
  });

  it("counts an email change's two mails and a password change's notice", async () => {
    const email = "changes.mail@example.com";
    expect((await call("/api/account/register", registration(email), "198.51.100.80")).statusCode).toBe(200);
    const token = await signIn(api, email, "Kettle-boil-7");
    const { userId } = (await api.request({ url: "/api/account/getprofile", headers: bearer(token) })).json<{ userId: string }>();
    const password = () =>
      call(
        "/api/account/changepassword",
        { userId, clientId: "web", currentPassword: "Kettle-boil-7", newPassword: "Kettle-boil-7" },
        "198.51.100.81",
        bearer(token),
      );
    expect((await password()).statusCode).toBe(200);
    expect((await password()).statusCode).toBe(200);
    const refused = await password();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    const change = await call(
      "/api/account/updateprofile",
      {
        userId,
        clientId: "web",
        email: "changed.mail@example.com",
        emailChanged: true,
        firstName: "Mai",
        firstNameChanged: false,
        lastName: "Lim",
        lastNameChanged: false,
        currentPassword: "Kettle-boil-7",
      },
      "198.51.100.81",
      bearer(token),
    );
    expect(change.statusCode).toBe(429);
    expect((await api.request({ url: "/api/account/getprofile", headers: bearer(token) })).json()).toMatchObject({ email });
  });

  it("reads the mail limits from the environment", () => {
    expect(rateLimitsFromEnv({ RATE_LIMIT_MAIL_RECIPIENT: "2/60" }).mailRecipient).toEqual({ max: 2, windowSeconds: 60 });
    expect(rateLimitsFromEnv({}).mailSender).toEqual(DEFAULT_RATE_LIMITS.mailSender);
    expect(DEFAULT_RATE_LIMITS.projectMailRecipient.max).toBeGreaterThan(DEFAULT_RATE_LIMITS.mailRecipient.max);
  });
});
