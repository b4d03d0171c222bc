import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SandboxContext, SandboxProvider } from "../provider";

/** A token is good for a day: a checkout page left open over lunch still places its order. */
export const FRAUD_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The HMAC key of the tokens, made on first start and kept in the data folder. */
async function fraudKey(dataDir: string): Promise<Buffer> {
  const file = join(dataDir, "fraud-check-secret");
  try {
    return Buffer.from((await readFile(file, "utf8")).trim(), "base64url");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    const secret = randomBytes(32);
    try {
      await writeFile(file, secret.toString("base64url"), { mode: 0o600, flag: "wx" });
      return secret;
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== "EEXIST") throw raced;
      return Buffer.from((await readFile(file, "utf8")).trim(), "base64url");
    }
  }
}

const TOKEN = /^fc\.([0-9a-z]{1,12})-([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/;

/**
 * The fraud check (issue 14 item 5), under `/fraud`: the storefront's checkout page loads
 * `GET /fraud/check.js`, which defines `window.fraudCheck = { token(): Promise<string> }`; the
 * token, `fc.<random>.<hmac>` (the random part starts with the issue time), travels as the
 * checkout's fraudCheckToken, and the merchant asks `POST /fraud/verify { token }` -> `{ valid }`.
 * `POST /fraud/tokens` answers `{ token }` for callers without a browser (the API's tests).
 */
export function fraudCheckProvider(): SandboxProvider {
  return {
    prefix: "/fraud",
    async register(app, context: SandboxContext) {
      const key = await fraudKey(context.dataDir);
      const mac = (body: string) => createHmac("sha256", key).update(body).digest("base64url");

      function issue(): string {
        const body = `${Math.floor(context.now().getTime() / 1000).toString(36)}-${randomBytes(18).toString("base64url")}`;
        return `fc.${body}.${mac(body)}`;
      }

      function isValid(token: unknown): boolean {
        if (typeof token !== "string") return false;
        const match = TOKEN.exec(token);
        if (!match) return false;
        const [, issued, random, signature] = match as unknown as [string, string, string, string];
        const expected = Buffer.from(mac(`${issued}-${random}`));
        const given = Buffer.from(signature);
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
        const age = context.now().getTime() - Number.parseInt(issued, 36) * 1000;
        return age >= -60_000 && age <= FRAUD_TOKEN_LIFETIME_MS;
      }

      app.get("/check.js", async (_request, reply) => {
        const script = `(function () {
  var token = ${JSON.stringify(issue())};
  window.fraudCheck = { token: function () { return Promise.resolve(token); } };
})();
`;
        return reply
          .header("content-type", "text/javascript; charset=utf-8")
          .header("cache-control", "no-store")
          .header("cross-origin-resource-policy", "cross-origin")
          .header("x-content-type-options", "nosniff")
          .send(script);
      });

      app.post("/tokens", async () => ({ token: issue() }));

      app.post<{ Body: { token: string } }>(
        "/verify",
        {
          schema: {
            body: {
              type: "object",
              additionalProperties: false,
              required: ["token"],
              properties: { token: { type: "string", maxLength: 2048 } },
            },
          },
        },
        async (request) => ({ valid: isValid(request.body.token) }),
      );
    },
  };
}
