import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxGateways, setupSandbox } from "../checkout/checkout-test-support";
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from "../http/rate-limits";
import { setupTestApi } from "../test-helpers";
import { operationsOf, requestOf, type OpenApiDocument, type Operation } from "./openapi-arbitraries";
import { cartSession, customerSession, staffSession, type FuzzSession } from "./openapi-fuzz-sessions";

/**
 * issue 18 item 3: property-based requests to every call of the OpenAPI document, in process
 * (`inject`), on one app and one PGlite for the whole file. `FUZZ_RUNS` requests in all (8,000
 * by default): half from nobody (drawn headers, forged cookies and tokens now and then), and a
 * sixth from each session of issue 41 item 3, whose requests reach the handlers' deeper steps:
 * (a) a session with a cart holding a product, (b) the signed-in customer with a cart, (c) the staff
 * account with a cart and a project (openapi-fuzz-sessions.ts). Each phase shares its requests
 * evenly between the calls. Each answer must be below 500, carry no stack trace, server path or
 * SQL, and a refused one (4xx) must leave every row of every table as it was.
 *
 * 8,000 rather than the 10,000 of before the sessions: hostile-input.test.ts now sends about 5,000
 * requests from the same sessions, one hostile value in each field, and the two files together
 * take about the CPU time the 10,000 took alone plus a tenth.
 *
 * PGlite only: the write check reads the database's WAL position, which on a shared PostgreSQL
 * server moves with every other test file's writes.
 */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 8_000);
/** The share of FUZZ_RUNS of the phase without a session; the sessions share the rest. */
const ANONYMOUS_SHARE = 0.5;
const onPglite = process.env.API_TEST_DATABASE !== "postgres";

// The checkout calls ask the card gateway: a real payment sandbox, so a 5xx means a fault of ours.
const sandbox = setupSandbox();
// Write limits out of reach, so generated requests get to the handlers (the limits have their own
// tests in http/rate-limits.test.ts).
const unlimited = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [name, { ...limit, max: 1_000_000_000 }]),
) as RateLimitSettings;
const api = setupTestApi({ ...sandboxGateways(sandbox), rateLimits: unlimited });

/** Bookkeeping of requests rather than data: a refused request may be counted there. */
const REQUEST_COUNTERS = "rate_limits";

/** What an answer must never show. Matched only when the request itself did not carry the text (an echoed search term is no leak). */
const LEAKS = [
  /at [\w.<>]+ \(/, // a stack frame
  /node_modules|\/src\/|\/dist\/|\.ts:\d+|file:\/\//, // server paths
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b [^"]{0,40}\b(FROM|VALUES|SET|WHERE)\b/, // a statement
  /syntax error at|violates|relation "|column "|invalid input syntax|out of range for type|PGlite|drizzle/i,
];

function leakIn(body: string, sent: string): RegExp | undefined {
  return LEAKS.find((pattern) => pattern.test(body) && !pattern.test(sent));
}

/** Where the database's write-ahead log stands: any row written moves it. */
async function walPosition(): Promise<string> {
  const result = await api.db.execute(sql`select pg_current_wal_lsn()::text as lsn`);
  return (result as unknown as { rows: { lsn: string }[] }).rows[0]!.lsn;
}

/**
 * Row count and the sum of the rows' creating transaction ids (xmin) of every table, in one query.
 * A committed insert, update or delete changes one or the other: every new row version carries a
 * transaction id newer than any row there. Hashing each row as text found the same changes at
 * four times the cost, 80 % of this file's time.
 */
async function tableChecksums(tables: string[]): Promise<unknown[]> {
  const parts = tables.map((table) =>
    sql.raw(`select '${table}' as t, count(*)::text as n, coalesce(sum(x.xmin::text::bigint), 0)::text as h from "${table}" x`),
  );
  const result = await api.db.execute(sql.join(parts, sql.raw(" union all ")));
  return (result as unknown as { rows: unknown[] }).rows;
}

describe.runIf(onPglite)(`${FUZZ_RUNS} generated requests to every call of the OpenAPI document`, () => {
  const sessions: FuzzSession[] = [cartSession(api), customerSession(api), staffSession(api)];
  let operations: Operation[] = [];
  let tables: string[] = [];
  const statuses = new Map<string, Record<string, number>>();
  let sent = 0;
  let started = 0;
  /** The tables' checksums at the WAL position they were taken at; retaken only after a write. */
  let snapshot: { at: string; rows: unknown[] } | undefined;

  beforeAll(async () => {
    operations = operationsOf((await api.request({ method: "GET", url: "/api/docs/json" })).json<OpenApiDocument>());
    const result = await api.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
    tables = (result as unknown as { rows: { tablename: string }[] }).rows
      .map((row) => row.tablename)
      .filter((table) => table !== REQUEST_COUNTERS);
    started = Date.now();
  });

  afterAll(() => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const refused = [...statuses.values()].reduce(
      (sum, counts) =>
        sum +
        Object.entries(counts)
          .filter(([s]) => s.startsWith("4"))
          .reduce((n, [, c]) => n + c, 0),
      0,
    );
    console.log(`openapi fuzz: ${sent} requests to ${operations.length} calls in ${seconds} s, ${refused} refused (4xx)`);
  });

  /** FUZZ_RUNS × share requests to every call, each call's drawn from how the session sends just before (none: nobody). */
  async function fuzzEveryCall(phase: string, share: number, session?: FuzzSession) {
    const runs = Math.ceil((FUZZ_RUNS * share) / operations.length);
    for (const operation of operations) {
      const counts: Record<string, number> = {};
      statuses.set(`${phase}: ${operation.method} ${operation.path}`, counts);
      const sender = await session?.ready();
      await fc.assert(
        fc.asyncProperty(requestOf(operation, sender), async (request) => {
          const before = await walPosition();
          if (snapshot?.at !== before) snapshot = { at: before, rows: await tableChecksums(tables) };
          const response = await api.app.inject(request);
          session?.saw(request.method ?? "GET", response.statusCode);
          sent += 1;
          counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
          const label = `${phase}: ${request.method} ${request.url.slice(0, 200)}`;
          expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          const leak = leakIn(response.body, `${request.url} ${String(request.payload ?? "")} ${decodeSafely(request.url)}`);
          expect(leak, `${label} leaked ${String(leak)}: ${response.body.slice(0, 300)}`).toBeUndefined();
          if (response.statusCode >= 400 && (await walPosition()) !== before) {
            expect(await tableChecksums(tables), `${label} (${response.statusCode}) changed rows`).toEqual(snapshot.rows);
          }
          expect(({} as Record<string, unknown>).polluted, label).toBeUndefined();
        }),
        { numRuns: runs, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, endOnFailure: true },
      );
    }
  }

  it("covers every call of the document", () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it("covers the calls of issue 45: the deals club, the sign-in by a mailed code, notify me, the staff stock change, the gift card balance, the widget and variant-test failure events, referrals, rescheduling a delivery and the checkout's product swap", () => {
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/account/deals-club",
        "POST /api/account/deals-club",
        "DELETE /api/account/deals-club",
        "POST /api/account/signin-code",
        "POST /api/account/login-code",
        "POST /api/notify-me",
        "POST /api/notify-me/confirm",
        "POST /api/notify-me/unsubscribe",
        "PUT /api/stock/{sku}",
        "GET /api/account/referral",
        "POST /api/referral/arrival",
        "GET /api/account/order/invoiced/{id}/delivery-days",
        "POST /api/account/order/invoiced/{id}/delivery-date",
        "POST /api/giftcard/balance",
        "POST /api/analytics/widget",
        "POST /api/varianttest/failure",
        "POST /api/cart/swap",
      ]),
    );
  });

  it("covers the returns of issue 44 item 4: Apple Pay, Google Pay and PayPal Pay in 4", () => {
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/checkout/applepayconfirmation",
        "POST /api/checkout/googlepayconfirmation",
        "POST /api/checkout/paypalbnplconfirmation",
      ]),
    );
  });

  it("covers the delivery tip of issue 45 item 4: the checkout submission's tip, drawn like any field of its body", () => {
    const submit = operations.find((operation) => operation.method === "POST" && operation.path === "/api/checkout");
    expect(submit?.requestBody?.content?.["application/json"]?.schema?.properties).toHaveProperty("tip");
  });

  // The seed is random per run, and a run whose requests write more retakes more checksums: about
  // a minute for 8,000 requests on a quiet 2-core machine, several times that on a busy CI machine.
  it(
    "answers every generated request below 500, without a stack trace, server path or SQL, and refuses without writing",
    { timeout: 600_000 },
    () => fuzzEveryCall("nobody", ANONYMOUS_SHARE),
  );

  for (const session of sessions) {
    it(`does the same for every call sent by ${session.name}`, { timeout: 600_000 }, () =>
      fuzzEveryCall(session.name, (1 - ANONYMOUS_SHARE) / sessions.length, session),
    );
  }

  it(`sent at least ${FUZZ_RUNS} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(FUZZ_RUNS);
  });
});

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
