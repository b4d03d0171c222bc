import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type TestSandbox } from "../../test-helpers";
import { BOT_CHECK_SECRETS, BOT_TOKEN_LIFETIME_MS, WIDGET_SCORE } from "./index";

let sandbox: TestSandbox;
let clockOffsetMs = 0;
beforeAll(async () => {
  sandbox = await startSandbox({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(() => sandbox.close());

const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

async function tokenOf(fields: Record<string, string>, path: "/recaptcha/api/execute" | "/recaptcha/api/challenge") {
  const response = await sandbox.app.inject({ method: "POST", url: path, ...form(fields) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["access-control-allow-origin"]).toBe("*");
  return response.json<{ token: string }>().token;
}

const verify = async (secret: string, response: string) =>
  (
    await sandbox.app.inject({ method: "POST", url: "/recaptcha/api/siteverify", ...form({ secret, response, remoteip: "127.0.0.1" }) })
  ).json<Record<string, unknown>>();

describe("the bot check sandbox (reCAPTCHA's protocol)", () => {
  it("serves the widget script, which calls the onload callback it is named", async () => {
    const script = await sandbox.app.inject({ url: "/recaptcha/api.js?render=explicit&onload=botCheckLoaded" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("text/javascript");
    expect(script.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(script.body).toContain("window.grecaptcha");
    expect(script.body).toContain('"botCheckLoaded"');
    expect((await sandbox.app.inject({ url: "/recaptcha/api.js?onload=alert(1)" })).statusCode).toBe(400);
  });

  it("vouches once for a v3 token with its action and score, with the v3 secret only", async () => {
    const token = await tokenOf({ k: "sandbox-recaptcha-v3-wa", action: "newsletter" }, "/recaptcha/api/execute");
    expect(await verify(BOT_CHECK_SECRETS.box, token)).toEqual({ success: false, "error-codes": ["invalid-input-secret"] });
    expect(await verify(BOT_CHECK_SECRETS.score, token)).toMatchObject({ success: true, score: WIDGET_SCORE, action: "newsletter" });
    expect(await verify(BOT_CHECK_SECRETS.score, token)).toEqual({ success: false, "error-codes": ["timeout-or-duplicate"] });
  });

  it("vouches for a ticked box with the v2 secret", async () => {
    const token = await tokenOf({ k: "sandbox-recaptcha-wa" }, "/recaptcha/api/challenge");
    expect(await verify(BOT_CHECK_SECRETS.box, token)).toMatchObject({ success: true, hostname: "sandbox" });
  });

  it("gives tests any score, deterministically", async () => {
    const made = await sandbox.app.inject({
      method: "POST",
      url: "/recaptcha/api/tokens",
      payload: { version: 3, sitekey: "k", action: "register", score: 0.1 },
    });
    expect(await verify(BOT_CHECK_SECRETS.score, made.json<{ token: string }>().token)).toMatchObject({ success: true, score: 0.1 });
  });

  it("refuses forged, altered, missing and expired tokens", async () => {
    const token = await tokenOf({ k: "sandbox-recaptcha-wa" }, "/recaptcha/api/challenge");
    const altered = token.replace(/\.([^.])/, (_all, c: string) => `.${c === "A" ? "B" : "A"}`);
    expect(await verify(BOT_CHECK_SECRETS.box, altered)).toEqual({ success: false, "error-codes": ["invalid-input-response"] });
    expect(await verify(BOT_CHECK_SECRETS.box, "")).toEqual({ success: false, "error-codes": ["missing-input-response"] });
    expect(await verify("", token)).toEqual({ success: false, "error-codes": ["missing-input-secret"] });
    clockOffsetMs = BOT_TOKEN_LIFETIME_MS + 1000;
    expect(await verify(BOT_CHECK_SECRETS.box, token)).toEqual({ success: false, "error-codes": ["timeout-or-duplicate"] });
    clockOffsetMs = 0;
  });
});
