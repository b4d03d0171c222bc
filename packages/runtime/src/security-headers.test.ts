import { createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicBotCheckScriptUrl, publicFraudCheckOrigin, publicSentryDsn, publicZipPollLimitMs } from "./app-config";
import {
  BOT_CHECK_SCRIPT_HEADER,
  CLIENT_ADDRESS_HEADER,
  CSP_NONCE_HEADER,
  FRAUD_CHECK_ORIGIN_HEADER,
  ORIGIN_HEADER,
  SENTRY_DSN_HEADER,
  ZIP_POLL_LIMIT_HEADER,
} from "./render-headers";
import { securityHeaders } from "./security-headers";
import { listen, rawGet } from "./test-helpers";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ origin: "https://shop.example" }));
  // Stands in for the render: it echoes the nonce the request carried to the page.
  app.get("/address", (request, response) => response.type("text").send(String(request.headers[CLIENT_ADDRESS_HEADER])));
  app.get("/", (request, response) => {
    response
      .type("html")
      .send(`<script nonce="${String(request.headers[CSP_NONCE_HEADER])}"></script>${String(request.headers[ORIGIN_HEADER])}`);
  });
  server = createServer(app);
  base = await listen(server);
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const directives = (csp: string | string[] | undefined) =>
  new Map(
    String(csp)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? "", values]),
  );

describe("security headers of the production server (issue 18 item 4)", () => {
  it("allow only scripts carrying this response's nonce, the same one the page got", async () => {
    const answer = await rawGet(`${base}/`);
    const nonce = /nonce="([^"]+)"/.exec(answer.body.toString())?.[1];
    const scripts = directives(answer.headers["content-security-policy"]).get("script-src");
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(scripts).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it("give every response a new nonce and ignore one the client sends", async () => {
    const [first, second] = await Promise.all([rawGet(`${base}/`, { [CSP_NONCE_HEADER]: "chosen-by-an-attacker" }), rawGet(`${base}/`)]);
    expect(first.body.toString()).not.toContain("chosen-by-an-attacker");
    expect(first.headers["content-security-policy"]).not.toEqual(second.headers["content-security-policy"]);
  });

  it("let only this origin frame the pages, and set nosniff, a referrer policy and a permissions policy", async () => {
    const { headers } = await rawGet(`${base}/`);
    const csp = directives(headers["content-security-policy"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  });

  it("hand the render the configured origin, whatever host the request names", async () => {
    const answer = await rawGet(`${base}/`, { "x-forwarded-host": "evil.example", [ORIGIN_HEADER]: "https://evil.example" });
    expect(answer.body.toString()).toContain("https://shop.example");
    expect(answer.body.toString()).not.toContain("evil");
  });

  it("hand the render the shopper's own address, never one the client names (a shopper action forwards it, issue 40)", async () => {
    const answer = await rawGet(`${base}/address`, { [CLIENT_ADDRESS_HEADER]: "203.0.113.9" });
    expect(answer.body.toString()).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });

  it("send Strict-Transport-Security only over HTTPS", async () => {
    expect((await rawGet(`${base}/`)).headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the error-monitoring DSN (PUBLIC_SENTRY_DSN, spec 2 §7)", () => {
  const dsn = "https://publickey@o7.ingest.sentry.example/42";
  let monitored: Server;
  let monitoredBase: string;
  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders({ origin: "https://shop.example", sentryDsn: dsn }));
    app.get("/", (request, response) => response.type("text").send(String(request.headers[SENTRY_DSN_HEADER])));
    monitored = createServer(app);
    monitoredBase = await listen(monitored);
  });
  afterAll(() => new Promise<void>((done) => monitored.close(() => done())));

  it("lets the page send to the DSN's ingest origin and nowhere else, and hands the render the DSN", async () => {
    const answer = await rawGet(`${monitoredBase}/`, { [SENTRY_DSN_HEADER]: "https://key@evil.example/1" });
    expect(directives(answer.headers["content-security-policy"]).get("connect-src")).toEqual([
      "'self'",
      "https://o7.ingest.sentry.example",
    ]);
    expect(answer.body.toString()).toBe(dsn);
  });

  it("without a DSN allows only this origin and drops a DSN a client sends", async () => {
    const answer = await rawGet(`${base}/`, { [SENTRY_DSN_HEADER]: "https://key@evil.example/1" });
    expect(directives(answer.headers["content-security-policy"]).get("connect-src")).toEqual(["'self'"]);
    expect(answer.body.toString()).not.toContain("evil.example");
  });
});

describe("PUBLIC_SENTRY_DSN", () => {
  it("is off when unset or blank, the DSN when it is one, and stops the server when it is not", () => {
    expect(publicSentryDsn({})).toBeNull();
    expect(publicSentryDsn({ PUBLIC_SENTRY_DSN: " " })).toBeNull();
    expect(publicSentryDsn({ PUBLIC_SENTRY_DSN: "https://publickey@o7.ingest.sentry.example/42" })).toBe(
      "https://publickey@o7.ingest.sentry.example/42",
    );
    expect(() => publicSentryDsn({ PUBLIC_SENTRY_DSN: "sentry" })).toThrow(/PUBLIC_SENTRY_DSN/);
    expect(() => publicSentryDsn({ PUBLIC_SENTRY_DSN: "https://o7.ingest.sentry.example/42" })).toThrow(/PUBLIC_SENTRY_DSN/);
  });
});

describe("the fraud-check origin and the Zip in-store polling limit (issue 14)", () => {
  let configured: Server;
  let configuredBase: string;
  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders({ origin: "https://shop.example", fraudCheckOrigin: "http://127.0.0.1:4010", zipPollLimitMs: 5000 }));
    app.get("/", (request, response) =>
      response.json({ origin: request.headers[FRAUD_CHECK_ORIGIN_HEADER] ?? null, limit: request.headers[ZIP_POLL_LIMIT_HEADER] ?? null }),
    );
    configured = createServer(app);
    configuredBase = await listen(configured);
  });
  afterAll(() => new Promise<void>((done) => configured.close(() => done())));

  it("lets scripts come from the fraud-check origin and hands the render the origin and the limit", async () => {
    const answer = await rawGet(`${configuredBase}/`, {
      [FRAUD_CHECK_ORIGIN_HEADER]: "https://evil.example",
      [ZIP_POLL_LIMIT_HEADER]: "1",
    });
    const csp = directives(answer.headers["content-security-policy"]);
    expect(csp.get("script-src")).toContain("http://127.0.0.1:4010");
    expect(csp.get("script-src")).not.toContain("https://evil.example");
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(JSON.parse(answer.body.toString())).toEqual({ origin: "http://127.0.0.1:4010", limit: "5000" });
  });

  it("without them allows no other script origin and drops the values a client sends", async () => {
    const app = express();
    app.use(securityHeaders({ origin: "https://shop.example" }));
    app.get("/", (request, response) =>
      response.json({ origin: request.headers[FRAUD_CHECK_ORIGIN_HEADER] ?? null, limit: request.headers[ZIP_POLL_LIMIT_HEADER] ?? null }),
    );
    const plain = createServer(app);
    const plainBase = await listen(plain);
    try {
      const answer = await rawGet(`${plainBase}/`, { [FRAUD_CHECK_ORIGIN_HEADER]: "https://evil.example", [ZIP_POLL_LIMIT_HEADER]: "1" });
      expect(
        directives(answer.headers["content-security-policy"])
          .get("script-src")
          ?.filter((source) => !source.startsWith("'nonce-")),
      ).toEqual(["'self'"]);
      expect(JSON.parse(answer.body.toString())).toEqual({ origin: null, limit: null });
    } finally {
      await new Promise<void>((done) => plain.close(() => done()));
    }
  });

  it("reads PUBLIC_FRAUD_CHECK_URL, else PAYMENT_SANDBOX_URL, as an origin, and PUBLIC_ZIP_POLL_LIMIT_MS as milliseconds", () => {
    expect(publicFraudCheckOrigin({})).toBeNull();
    expect(publicFraudCheckOrigin({ PAYMENT_SANDBOX_URL: "http://127.0.0.1:4010/" })).toBe("http://127.0.0.1:4010");
    expect(
      publicFraudCheckOrigin({ PUBLIC_FRAUD_CHECK_URL: "https://fraud.example/check", PAYMENT_SANDBOX_URL: "http://127.0.0.1:4010" }),
    ).toBe("https://fraud.example");
    expect(() => publicFraudCheckOrigin({ PUBLIC_FRAUD_CHECK_URL: "fraud" })).toThrow(/PUBLIC_FRAUD_CHECK_URL/);
    expect(publicZipPollLimitMs({})).toBeNull();
    expect(publicZipPollLimitMs({ PUBLIC_ZIP_POLL_LIMIT_MS: " 5000 " })).toBe(5000);
    expect(() => publicZipPollLimitMs({ PUBLIC_ZIP_POLL_LIMIT_MS: "5s" })).toThrow(/PUBLIC_ZIP_POLL_LIMIT_MS/);
    expect(() => publicZipPollLimitMs({ PUBLIC_ZIP_POLL_LIMIT_MS: "0" })).toThrow(/PUBLIC_ZIP_POLL_LIMIT_MS/);
  });
});

describe("the bot check's widget script (issue 45 item 7)", () => {
  it("lets the page load, call and frame the widget's origin, and hands the render its address, never a client's", async () => {
    const app = express();
    app.use(securityHeaders({ origin: "https://shop.example", botCheckScriptUrl: "http://127.0.0.1:4010/recaptcha/api.js" }));
    app.get("/", (request, response) => response.json({ script: request.headers[BOT_CHECK_SCRIPT_HEADER] ?? null }));
    const server = createServer(app);
    const base = await listen(server);
    try {
      const answer = await rawGet(`${base}/`, { [BOT_CHECK_SCRIPT_HEADER]: "https://evil.example/api.js" });
      const csp = directives(answer.headers["content-security-policy"]);
      for (const directive of ["script-src", "connect-src", "frame-src"]) expect(csp.get(directive)).toContain("http://127.0.0.1:4010");
      expect(JSON.parse(answer.body.toString())).toEqual({ script: "http://127.0.0.1:4010/recaptcha/api.js" });
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  it("reads PUBLIC_BOT_CHECK_SCRIPT_URL, else the payment sandbox's /recaptcha/api.js else none", () => {
    expect(publicBotCheckScriptUrl({})).toBeNull();
    expect(publicBotCheckScriptUrl({ PAYMENT_SANDBOX_URL: "http://127.0.0.1:4010/" })).toBe("http://127.0.0.1:4010/recaptcha/api.js");
    expect(
      publicBotCheckScriptUrl({
        PUBLIC_BOT_CHECK_SCRIPT_URL: "https://www.google.com/recaptcha/api.js",
        PAYMENT_SANDBOX_URL: "http://127.0.0.1:4010",
      }),
    ).toBe("https://www.google.com/recaptcha/api.js");
    expect(() => publicBotCheckScriptUrl({ PUBLIC_BOT_CHECK_SCRIPT_URL: "captcha" })).toThrow(/PUBLIC_BOT_CHECK_SCRIPT_URL/);
  });
});
