import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "./app";
import type { RateLimitSettings } from "./http/rate-limits";
import { openDatabase, type Database, type DatabaseHandle } from "./db/client";
import { ephemeralSecrets } from "./secrets";
import type { ApiTimeouts } from "./http/timeouts";
import type { Mailer, OutgoingMail } from "./mail/mailer";
import type { AddressLookup } from "./maps/address-lookup";
import { TestAddressLookup } from "./maps/test-address-lookup";
import type { CardGateway } from "./payments/card-gateway";
import type { InstalmentGateway } from "./payments/instalment-gateway";
import type { FraudCheck, ZipInStoreGateway } from "./payments/zip-in-store-gateway";
import { TEST_TODAY } from "./test-clock";
import { NO_BOT_CHECK, type BotCheck } from "./bot-check/bot-check";

/** The secrets of every test app of a run: random, as a fresh `pnpm start` makes them. */
export const TEST_SECRETS = ephemeralSecrets();

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  /** A request with the storefront header and, when given, a cookie jar of one shopper. */
  request(options: InjectOptions & { brand?: string; shopper?: Shopper }): Promise<LightMyRequestResponse>;
}

/** One shopper's cookies across requests, as a browser would keep them. */
export class Shopper {
  readonly cookies = new Map<string, string>();

  header(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") : undefined;
  }

  remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as { name: string; value: string }[]) this.cookies.set(cookie.name, cookie.value);
  }
}

/**
 * A database of its own for a test file, on the run's kind of database: a copy of the seeded
 * template, or (`empty`) a new database with nothing in it, not even the migrations. On PostgreSQL
 * `url` is its address, for a second connection pool (another API process's).
 */
export async function openTestDatabase({ empty = false } = {}): Promise<{
  handle: DatabaseHandle;
  url?: string;
  drop: () => Promise<void>;
}> {
  const seeded = inject("seededDatabase");
  if (process.env.API_TEST_DATABASE === "postgres") {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `sf_api_test_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const admin = postgres(url, { max: 1, onnotice: () => undefined });
    await admin.unsafe(empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${seeded}`);
    const copyUrl = new URL(url);
    copyUrl.pathname = `/${name}`;
    const handle = await openDatabase({ kind: "postgres", url: copyUrl.toString(), maxConnections: 4 });
    return {
      handle,
      url: copyUrl.toString(),
      drop: async () => {
        await handle.close();
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const handle = await openDatabase(empty ? { kind: "pglite" } : { kind: "pglite", loadDataDir: new Blob([readFileSync(seeded)]) });
  return { handle, drop: () => handle.close() };
}

/**
 * The API over its own copy of the seeded database, built once per test file (beforeAll) and
 * closed after it. Files run in parallel without sharing rows.
 */
export interface TestApiOptions {
  /** The card gateway, read when the app is built (after the file's earlier beforeAll hooks). */
  cardGateway?: () => CardGateway;
  /** The instalment providers, read when the app is built (the sandbox of setupSandbox: `sandbox.instalments`). */
  instalmentGateway?: () => InstalmentGateway;
  /** Zip in store, read when the app is built (the sandbox of setupSandbox: `sandbox.zipInStore`). */
  zipInStoreGateway?: () => ZipInStoreGateway;
  /** The fraud check, read when the app is built (the sandbox of setupSandbox: `sandbox.fraud`). */
  fraudCheck?: () => FraudCheck;
  /** The address lookup's maps service, read when the app is built; a TestAddressLookup by default, null: off, undefined: from `env`. */
  addressLookup?: () => AddressLookup | null | undefined;
  /** The clock; TEST_TODAY by default. */
  now?: () => Date;
  /** The rate limits; the defaults unless a test needs small ones. */
  rateLimits?: RateLimitSettings;
  /** How long a client may take to send a request; API_TIMEOUTS by default. */
  timeouts?: ApiTimeouts;
  /** The mailer, read when the app is built; a RecordingMailer by default (no SMTP server needed). */
  mailer?: () => Mailer;
  /** The bot check, read when the app is built; none by default (tests of the bot check give the sandbox's). */
  botCheck?: () => BotCheck;
  /** The environment the app reads its settings from (SETTINGS_OVERRIDES and the like); the process's by default. */
  env?: Record<string, string | undefined>;
}

/** Keeps the mails instead of sending them: for test files that do not read mail over SMTP. */
export class RecordingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
    return Promise.resolve();
  }
  close(): void {}
}

/** The API as a test calls it: an app over `db`, with the options' gateways, clock and limits. */
async function testApiOver(db: Database, options: TestApiOptions, api: TestApi = {} as TestApi): Promise<TestApi> {
  api.db = db;
  api.app = await buildApp({
    db,
    secrets: TEST_SECRETS,
    now: options.now ?? (() => TEST_TODAY),
    cardGateway: options.cardGateway?.(),
    instalmentGateway: options.instalmentGateway?.(),
    zipInStoreGateway: options.zipInStoreGateway?.(),
    fraudCheck: options.fraudCheck?.(),
    addressLookup: options.addressLookup ? options.addressLookup() : new TestAddressLookup(),
    rateLimits: options.rateLimits,
    timeouts: options.timeouts,
    mailer: options.mailer?.() ?? new RecordingMailer(),
    botCheck: options.botCheck?.() ?? NO_BOT_CHECK,
    env: options.env,
  });
  api.request = async ({ brand, shopper, headers, ...options }) => {
    const cookie = shopper?.header();
    const response = await api.app.inject({
      ...options,
      headers: { ...(brand ? { "x-storefront-brand": brand } : {}), ...(cookie ? { cookie } : {}), ...headers },
    });
    shopper?.remember(response);
    return response;
  };
  return api;
}

export function setupTestApi(options: TestApiOptions = {}): TestApi {
  const api = {} as TestApi;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const copy = await openTestDatabase();
    drop = copy.drop;
    await testApiOver(copy.handle.db, options, api);
  });
  afterAll(async () => {
    await api.app?.close();
    await drop?.();
  });
  return api;
}

/**
 * Two API processes over one copy of the seeded database, as behind a load balancer (issue 43
 * item 6): two apps, each with its own connection pool on PostgreSQL (one PGlite serves both), the
 * same secrets (SESSION_SECRET and IDENTITY_KEYS are the deployment's, not a process's), nothing
 * else shared but the database.
 */
export function setupTestApiProcesses(options: TestApiOptions = {}): [TestApi, TestApi] {
  const processes: [TestApi, TestApi] = [{} as TestApi, {} as TestApi];
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    const copy = await openTestDatabase();
    cleanups.push(copy.drop);
    let second = copy.handle;
    if (copy.url) {
      second = await openDatabase({ kind: "postgres", url: copy.url, maxConnections: 4 });
      const pool = second;
      cleanups.push(() => pool.close());
    }
    await testApiOver(copy.handle.db, options, processes[0]);
    await testApiOver(second.db, options, processes[1]);
  });
  afterAll(async () => {
    for (const api of processes) await api.app?.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return processes;
}

/** An access token of a sandbox account (src/seed/accounts.ts), signed in through the login form post. */
export const accessTokenOf = (api: TestApi, account: { email: string; password: string }): Promise<string> =>
  signIn(api, account.email, account.password);

/** Signs in through the login form post and answers the access token of the callback's fragment. */
export async function signIn(api: TestApi, email: string, password: string): Promise<string> {
  const response = await api.request({
    method: "POST",
    url: "/api/account/login-redir",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ email, password, returnUrl: "/account", nonce: "test-nonce-1234" }),
  });
  const location = String(response.headers.location);
  const token = new URLSearchParams(location.split("#")[1] ?? "").get("access_token");
  if (!token) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${location}`);
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
