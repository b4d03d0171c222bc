import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { CardGatewayUnavailableError, type CardGateway } from "../payments/card-gateway";
import { RecordingMailer, setupTestApi, TEST_SECRETS } from "../test-helpers";
import { sentryDsnOf } from "./error-monitor";
import { startSentryIngest, type ReceivedEnvelope } from "./test-sentry-server";

/** A card gateway that cannot be reached: every call fails as the sandbox's does when it is down. */
const unreachableGateway = (): CardGateway =>
  new Proxy({} as CardGateway, {
    get: () => () => Promise.reject(new CardGatewayUnavailableError("unreachable", "The card gateway could not be reached")),
  });

const env: Record<string, string | undefined> = {};
let ingest: Awaited<ReturnType<typeof startSentryIngest>>;
beforeAll(async () => {
  ingest = await startSentryIngest();
  env.SENTRY_DSN = ingest.dsn;
});
afterAll(() => ingest.close());

const api = setupTestApi({ env, cardGateway: unreachableGateway });
beforeAll(() => {
  // A route that fails unexpectedly, added before the app is ready.
  api.app.get("/api/test/unexpected-failure", () => {
    throw new Error("a bug the tests put here");
  });
});

const events = () => ingest.envelopes.flatMap((envelope: ReceivedEnvelope) => envelope.items.filter((item) => item.type === "event"));
const tagsOf = (event: { payload: Record<string, unknown> }) => event.payload.tags as Record<string, string>;

/** Waits for the ingest to have received `count` events: the SDK sends them in the background. */
async function waitForEvents(count: number): Promise<void> {
  await vi.waitFor(() => expect(events().length).toBeGreaterThanOrEqual(count), { timeout: 5000 });
}

/**
 * An app of its own with `env`, a route that fails, and that route and a gateway call made once
 * each; then closed. Closing flushes the app's monitor (app.ts), so whatever it reports has
 * reached the ingest when this resolves: no waiting needed to see that nothing came.
 */
async function failOnceAndClose(appEnv: Record<string, string | undefined>): Promise<void> {
  const app = await buildApp({
    db: api.db,
    secrets: TEST_SECRETS,
    env: appEnv,
    cardGateway: unreachableGateway(),
    mailer: new RecordingMailer(),
  });
  app.get("/api/test/unexpected-failure", () => {
    throw new Error("reported only with a DSN");
  });
  expect((await app.inject({ method: "GET", url: "/api/test/unexpected-failure" })).statusCode).toBe(500);
  expect((await app.inject({ method: "GET", url: "/api/checkout" })).statusCode).toBe(503);
  await app.close();
}

describe("error monitoring (spec 2 §7, SENTRY_DSN)", () => {
  it("reports an unexpected error (500) to the DSN's ingest through Sentry's SDK, with tags and without the request's data", async () => {
    const before = events().length;
    const response = await api.request({ method: "GET", url: "/api/test/unexpected-failure?email=shopper@example.com", brand: "wa" });
    expect(response.statusCode).toBe(500);
    await waitForEvents(before + 1);
    const [event] = events().slice(before);
    expect(event).toBeDefined();
    expect(ingest.envelopes.at(-1)?.path).toMatch(/^\/api\/42\/envelope\/\?sentry_version=7&sentry_key=publictestkey/);
    expect(tagsOf(event!)).toMatchObject({
      kind: "server-error",
      status: "500",
      method: "GET",
      route: "/api/test/unexpected-failure",
      storefront: "wa",
    });
    expect(JSON.stringify(event!.payload)).toContain("a bug the tests put here");
    expect(JSON.stringify(event!.payload)).not.toContain("shopper@example.com");
  });

  it("reports a payment gateway failure, and the shopper still gets the 503 of spec 2 §8", async () => {
    const before = events().length;
    const response = await api.request({ method: "GET", url: "/api/checkout", brand: "wa" });
    expect(response.statusCode).toBe(503);
    await waitForEvents(before + 1);
    const [event] = events().slice(before);
    expect(tagsOf(event!)).toMatchObject({ kind: "payment-gateway-failure", gateway: "card", operation: "encryptionKeys" });
  });

  it("sends nothing without a DSN", async () => {
    // The same app with the DSN has both reports at the ingest once it has closed...
    const withDsn = events().length;
    await failOnceAndClose({ SENTRY_DSN: ingest.dsn });
    expect(events().length).toBe(withDsn + 2);
    // ...and without it, nothing.
    const before = ingest.envelopes.length;
    await failOnceAndClose({});
    expect(ingest.envelopes.length).toBe(before);
  });

  it("reads SENTRY_DSN: blank is off, a value that is no DSN stops the API", () => {
    expect(sentryDsnOf({})).toBeNull();
    expect(sentryDsnOf({ SENTRY_DSN: "  " })).toBeNull();
    expect(sentryDsnOf({ SENTRY_DSN: "https://key@o1.ingest.sentry.io/2" })).toBe("https://key@o1.ingest.sentry.io/2");
    expect(() => sentryDsnOf({ SENTRY_DSN: "not a dsn" })).toThrow();
    expect(() => sentryDsnOf({ SENTRY_DSN: "https://o1.ingest.sentry.io/2" })).toThrow(/SENTRY_DSN/);
    expect(() => sentryDsnOf({ SENTRY_DSN: "https://public-key@o1.ingest.sentry.io/2" })).toThrow(/SENTRY_DSN/);
  });
});
