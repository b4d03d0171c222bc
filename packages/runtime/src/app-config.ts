/** The `storefront` field of an app's package.json: the one place its brand id and port live. */
export interface StorefrontAppConfig {
  brand: string;
  port: number;
}

/** The API the storefront talks to: `API_URL`, else the local commerce API. */
export function apiUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.API_URL || "http://127.0.0.1:4000").replace(/\/+$/, "");
}

/**
 * The proxies whose `X-Forwarded-For` and `-Proto` the storefront believes (issue 43 item 6):
 * `TRUST_PROXY`, the API's syntax: addresses or CIDR ranges separated by commas (`loopback` for
 * 127.0.0.0/8 and ::1), `true` or `false`. None by default: the socket's peer is the shopper. Behind
 * a load balancer name it (e.g. `loopback` on one machine, the balancer's addresses in a
 * deployment), or every shopper's address becomes the balancer's and one rate limit counts them all.
 */
export function trustedProxies(env: Record<string, string | undefined> = process.env): boolean | string[] {
  const value = env.TRUST_PROXY?.trim();
  if (!value || value === "false") return false;
  if (value === "true") return true;
  const entries = value.split(",").map((entry) => entry.trim());
  const invalid = entries.find((entry) => !/^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(entry));
  if (invalid !== undefined) {
    throw new Error(
      `TRUST_PROXY must be addresses or CIDR ranges separated by commas, loopback, true or false, not ${JSON.stringify(invalid)}`,
    );
  }
  return entries;
}

/**
 * The storefront's public origin, for absolute links in robots.txt and sitemaps: `PUBLIC_ORIGIN`
 * (set per storefront process in production, e.g. https://www.example.com.au), else
 * http://localhost:<port>. Never taken from request headers, which a client controls.
 */
export function publicOrigin(port: number, env: Record<string, string | undefined> = process.env): string {
  const configured = env.PUBLIC_ORIGIN?.trim();
  if (!configured) return `http://localhost:${port}`;
  const url = new URL(configured);
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://shop.example.com, not ${configured}`);
  }
  return url.origin;
}

/**
 * The browser's error-monitoring DSN, `PUBLIC_SENTRY_DSN` (Sentry's DSNs are public by design: they
 * only let a browser send reports), or null when unset. A value that is no DSN stops the server
 * at start, as a wrong PUBLIC_ORIGIN does, rather than leaving monitoring silently off.
 */
export function publicSentryDsn(env: Record<string, string | undefined> = process.env): string | null {
  const configured = env.PUBLIC_SENTRY_DSN?.trim();
  if (!configured) return null;
  const url = URL.canParse(configured) ? new URL(configured) : null;
  // Sentry's own reading of a DSN: a public key of word characters and a project id after the host.
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:") || !/^\w+$/.test(url.username) || !/^\/.+/.test(url.pathname)) {
    throw new Error("PUBLIC_SENTRY_DSN must be a Sentry DSN such as https://publicKey@o0.ingest.sentry.io/0");
  }
  return configured;
}

/**
 * The origin of the checkout's fraud-check script (issue 14 item 5: the payment sandbox serves
 * /fraud/check.js): `PUBLIC_FRAUD_CHECK_URL`, else `PAYMENT_SANDBOX_URL`, reduced to its origin; null
 * when neither is set (no script is loaded, the checkout sends an empty token). A value that is no
 * http(s) address stops the server at start.
 */
export function publicFraudCheckOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const name = env.PUBLIC_FRAUD_CHECK_URL?.trim() ? "PUBLIC_FRAUD_CHECK_URL" : "PAYMENT_SANDBOX_URL";
  const configured = env[name]?.trim();
  if (!configured) return null;
  const url = URL.canParse(configured) ? new URL(configured) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`${name} must be an http(s) address such as https://payments.example.com, not ${configured}`);
  }
  return url.origin;
}

/**
 * The bot check's widget script (issue 45 item 7): `PUBLIC_BOT_CHECK_SCRIPT_URL` (a real
 * provider's, such as https://www.google.com/recaptcha/api.js), else the payment sandbox's
 * `/recaptcha/api.js` at `PAYMENT_SANDBOX_URL`; null when neither is set (no widget is loaded; the
 * API, whose sandbox check is on only where the sandbox is named too, checks nothing). There is no
 * default port (issue 41: a sandbox is used only where it is named). A value that is no http(s)
 * address stops the server at start. Whether a page runs it is the API's say: it hands out site
 * keys only while a check is on.
 */
export function publicBotCheckScriptUrl(env: Record<string, string | undefined> = process.env): string | null {
  const explicit = env.PUBLIC_BOT_CHECK_SCRIPT_URL?.trim();
  const name = explicit ? "PUBLIC_BOT_CHECK_SCRIPT_URL" : "PAYMENT_SANDBOX_URL";
  const configured = explicit || env.PAYMENT_SANDBOX_URL?.trim();
  if (!configured) return null;
  const url = URL.canParse(configured) ? new URL(configured) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`${name} must be an http(s) address such as https://www.google.com/recaptcha/api.js, not ${configured}`);
  }
  return explicit ? url.toString() : new URL("/recaptcha/api.js", url.origin).toString();
}

/**
 * What the server says at start when no fraud-check origin is configured (issue 41: no sandbox is
 * used unless named, and a checkout that cannot place an order should not go unnoticed).
 */
export const NO_FRAUD_CHECK_WARNING =
  "Neither PUBLIC_FRAUD_CHECK_URL nor PAYMENT_SANDBOX_URL is set: the checkout loads no fraud-check script, and the API " +
  "refuses every order without its token (packages/runtime README).";

/**
 * The Zip in-store polling limit (spec 2 §9: 65 s), `PUBLIC_ZIP_POLL_LIMIT_MS` in milliseconds, so
 * an end-to-end test can time out quickly; null when unset (the checkout's 65 000). A value that is
 * not a positive whole number stops the server at start.
 */
export function publicZipPollLimitMs(env: Record<string, string | undefined> = process.env): number | null {
  const configured = env.PUBLIC_ZIP_POLL_LIMIT_MS?.trim();
  if (!configured) return null;
  const value = Number(configured);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`PUBLIC_ZIP_POLL_LIMIT_MS must be a positive number of milliseconds, not ${configured}`);
  }
  return value;
}

/** The header that tells the API which brand a request belongs to. */
export const BRAND_HEADER = "x-storefront-brand";

export function readAppConfig(pkg: { name?: string; storefront?: Partial<StorefrontAppConfig> }): StorefrontAppConfig {
  const { brand, port } = pkg.storefront ?? {};
  if (typeof brand !== "string" || typeof port !== "number") {
    throw new Error(`${pkg.name ?? "app"}: package.json needs "storefront": { "brand": string, "port": number }`);
  }
  return { brand, port };
}
