import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { registerFormBody } from "../../shared/form-body";
import type { SandboxContext, SandboxProvider } from "../provider";
import { widgetScript } from "./widget-script";

/**
 * The secrets of the sandbox's site keys (any key: the sandbox has no accounts), published like a
 * real provider's test keys. The API's sandbox adapter holds the same two
 * (apps/api/src/bot-check/bot-check.ts SANDBOX_BOT_CHECK_SECRETS; its test asks this sandbox).
 */
export const BOT_CHECK_SECRETS = { box: "sandbox-recaptcha-secret", score: "sandbox-recaptcha-v3-secret" } as const;

/** How long a token may wait for the merchant's check, as reCAPTCHA's: two minutes, and once. */
export const BOT_TOKEN_LIFETIME_MS = 2 * 60 * 1000;

/** The score the widget's execute gives: a person. Tests ask `/tokens` for any other. */
export const WIDGET_SCORE = 0.9;

interface TokenClaims {
  /** 2: the box; 3: the score check. */
  v: 2 | 3;
  k: string;
  a?: string;
  s?: number;
  /** Issued, in milliseconds. */
  t: number;
  n: string;
}

const TOKEN = /^rc\.([A-Za-z0-9_-]{10,1500})\.([A-Za-z0-9_-]{43})$/;
const SITE_KEY = /^[\x21-\x7e]{1,200}$/;
const ACTION = /^[A-Za-z0-9_/]{0,100}$/;
const CALLBACK_NAME = /^[A-Za-z_$][A-Za-z0-9_$]{0,60}$/;

const stringField = { type: "string", maxLength: 4096 } as const;

/**
 * The bot check (issue 45 item 7), under `/recaptcha`, speaking reCAPTCHA's protocol: the widget
 * script `GET /recaptcha/api.js?render=…&onload=…`, the tokens it asks for (`POST /recaptcha/api/execute`
 * for v3 with a score of 0.9, `POST /recaptcha/api/challenge` for a ticked v2 box), and the merchant's
 * `POST /recaptcha/api/siteverify` (secret, response, remoteip) → `{ success, challenge_ts, hostname,
 * score?, action?, "error-codes"? }`. A token lives two minutes and is good once. `POST
 * /recaptcha/api/tokens { version, sitekey, action?, score? }` makes one without a browser, with any
 * score (the API's tests: deterministic answers).
 */
export function botCheckProvider(): SandboxProvider {
  return {
    prefix: "/recaptcha",
    async register(app, context: SandboxContext) {
      registerFormBody(app);
      const key = randomBytes(32);
      const mac = (body: string) => createHmac("sha256", key).update(body).digest("base64url");
      /** Tokens already verified, until they would have expired anyway. */
      const spent = new Map<string, number>();

      function issue(claims: Omit<TokenClaims, "t" | "n">): string {
        const body = Buffer.from(
          JSON.stringify({ ...claims, t: context.now().getTime(), n: randomBytes(9).toString("base64url") }),
        ).toString("base64url");
        return `rc.${body}.${mac(body)}`;
      }

      function claimsOf(token: string): TokenClaims | undefined {
        const match = TOKEN.exec(token);
        if (!match) return undefined;
        const [, body, signature] = match as unknown as [string, string, string];
        const expected = Buffer.from(mac(body));
        const given = Buffer.from(signature);
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
        return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as TokenClaims;
      }

      const cors = { "access-control-allow-origin": "*", "cache-control": "no-store" };

      app.get<{ Querystring: { render?: string; onload?: string } }>(
        "/api.js",
        {
          schema: {
            querystring: {
              type: "object",
              properties: {
                render: { type: "string", maxLength: 200 },
                onload: { type: "string", pattern: CALLBACK_NAME.source },
                hl: { type: "string" },
              },
            },
          },
        },
        async (request, reply) =>
          reply
            .header("content-type", "text/javascript; charset=utf-8")
            .header("cache-control", "no-store")
            .header("cross-origin-resource-policy", "cross-origin")
            .header("x-content-type-options", "nosniff")
            .send(widgetScript(context.publicUrl, request.query.onload, BOT_TOKEN_LIFETIME_MS)),
      );

      const widgetBody = {
        type: "object",
        required: ["k"],
        properties: { k: { type: "string", pattern: SITE_KEY.source }, action: { type: "string", pattern: ACTION.source } },
      } as const;

      app.post<{ Body: { k: string; action?: string } }>("/api/execute", { schema: { body: widgetBody } }, async (request, reply) =>
        reply.headers(cors).send({ token: issue({ v: 3, k: request.body.k, a: request.body.action ?? "", s: WIDGET_SCORE }) }),
      );

      app.post<{ Body: { k: string } }>("/api/challenge", { schema: { body: widgetBody } }, async (request, reply) =>
        reply.headers(cors).send({ token: issue({ v: 2, k: request.body.k }) }),
      );

      app.post<{ Body: { version: 2 | 3; sitekey: string; action?: string; score?: number } }>(
        "/api/tokens",
        {
          schema: {
            body: {
              type: "object",
              additionalProperties: false,
              required: ["version", "sitekey"],
              properties: {
                version: { enum: [2, 3] },
                sitekey: { type: "string", pattern: SITE_KEY.source },
                action: { type: "string", pattern: ACTION.source },
                score: { type: "number", minimum: 0, maximum: 1 },
              },
            },
          },
        },
        async (request) => {
          const { version, sitekey, action, score } = request.body;
          return { token: issue(version === 3 ? { v: 3, k: sitekey, a: action ?? "", s: score ?? WIDGET_SCORE } : { v: 2, k: sitekey }) };
        },
      );

      app.post<{ Body: { secret?: string; response?: string; remoteip?: string } }>(
        "/api/siteverify",
        {
          schema: {
            body: {
              type: "object",
              properties: { secret: stringField, response: stringField, remoteip: { type: "string", maxLength: 100 } },
            },
          },
        },
        async (request) => {
          const { secret, response } = request.body;
          const refused = (code: string) => ({ success: false, "error-codes": [code] });
          if (!secret) return refused("missing-input-secret");
          if (!response) return refused("missing-input-response");
          const claims = claimsOf(response);
          if (!claims) return refused("invalid-input-response");
          if (secret !== (claims.v === 3 ? BOT_CHECK_SECRETS.score : BOT_CHECK_SECRETS.box)) return refused("invalid-input-secret");
          const now = context.now().getTime();
          for (const [spentToken, expires] of spent) if (expires < now) spent.delete(spentToken);
          if (now - claims.t > BOT_TOKEN_LIFETIME_MS || claims.t - now > 60_000 || spent.has(response))
            return refused("timeout-or-duplicate");
          spent.set(response, claims.t + BOT_TOKEN_LIFETIME_MS);
          const challenge_ts = new Date(claims.t).toISOString();
          return claims.v === 3
            ? { success: true, challenge_ts, hostname: "sandbox", score: claims.s, action: claims.a }
            : { success: true, challenge_ts, hostname: "sandbox" };
        },
      );
    },
  };
}
