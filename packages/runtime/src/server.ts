import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import {
  apiUrl,
  NO_FRAUD_CHECK_WARNING,
  publicBotCheckScriptUrl,
  publicFraudCheckOrigin,
  publicOrigin,
  publicSentryDsn,
  publicZipPollLimitMs,
  trustedProxies,
  readAppConfig,
} from "./app-config";
import { retiredCacheVariablesWarning } from "./http-caching";
import { logs } from "./log-level";
import { pageCacheFromEnv } from "./page-cache";
import { applyIdleTimeout, serverTimeoutOptions, STOREFRONT_SERVER_TIMEOUTS } from "./server-timeouts";

export interface StartedStorefront {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a storefront's production build (storefront-app.ts). `PORT` and `HOST` override the
 * app's fixed port and 127.0.0.1, `API_URL` points at the API, `PUBLIC_ORIGIN` is the origin its
 * sitemaps name (default http://localhost:<port>), `PUBLIC_SENTRY_DSN` the browser's error monitoring (none by default),
 * `PUBLIC_FRAUD_CHECK_URL` (else `PAYMENT_SANDBOX_URL`) where the checkout's fraud-check script comes from (none by default, with a warning),
 * `PUBLIC_ZIP_POLL_LIMIT_MS` the Zip in-store polling limit (65 s by default), `STOREFRONT_PAGE_CACHE_MS` how long (5 s by default) a page
 * for visitors without cookies is answered from memory (page-cache.ts; 0 turns it off), `TRUST_PROXY` the load balancers whose
 * X-Forwarded-For names the shopper (app-config.ts trustedProxies; none by default). No page is kept by a shared cache
 * (http-caching.ts: each carries its own CSP nonce). `LOG_LEVEL` says what it prints (pino's level names as the API
 * reads them, default info: the line when it listens; errors of a render at error). A production build runs in production mode:
 * NODE_ENV defaults to "production" here, before React, React Router and Express are loaded (they
 * read it once), so none of them ever shows a stack trace (issue 18 item 2).
 */
export async function startStorefrontServer(appDir: string = process.cwd()): Promise<StartedStorefront> {
  process.env.NODE_ENV ??= "production";
  const { createStorefrontApp } = await import("./storefront-app");
  const pkg = JSON.parse(readFileSync(join(appDir, "package.json"), "utf8"));
  const { brand, port: fixedPort } = readAppConfig(pkg);
  const port = Number(process.env.PORT) || fixedPort;
  const host = process.env.HOST || "127.0.0.1";
  const build = (await import(pathToFileURL(join(appDir, "build/server/index.js")).href)) as ServerBuild;
  const fraudCheckOrigin = publicFraudCheckOrigin();
  if (!fraudCheckOrigin && logs("warn")) console.warn(NO_FRAUD_CHECK_WARNING);
  const app = await createStorefrontApp({
    build,
    clientDir: join(appDir, "build/client"),
    brand,
    api: apiUrl(),
    origin: publicOrigin(port),
    pageCache: pageCacheFromEnv(process.env),
    sentryDsn: publicSentryDsn(),
    fraudCheckOrigin,
    botCheckScriptUrl: publicBotCheckScriptUrl(),
    zipPollLimitMs: publicZipPollLimitMs(),
    trustProxy: trustedProxies(),
  });

  const retired = retiredCacheVariablesWarning(process.env);
  if (retired && logs("warn")) console.warn(retired);

  const server = applyIdleTimeout(createServer(serverTimeoutOptions(STOREFRONT_SERVER_TIMEOUTS), app), STOREFRONT_SERVER_TIMEOUTS);
  return new Promise((resolve, reject) => {
    server.listen(port, host, () => {
      const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
      if (logs("info")) console.log(`${pkg.name} (${brand}) listening on ${url} (Node ${process.versions.node})`);
      resolve({ url, close: () => new Promise((done) => server.close(() => done())) });
    });
    server.on("error", reject);
  });
}
