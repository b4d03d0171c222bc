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

/** The header that tells the API which brand a request belongs to. */
export const BRAND_HEADER = "x-storefront-brand";

export function readAppConfig(pkg: { name?: string; storefront?: Partial<StorefrontAppConfig> }): StorefrontAppConfig {
  const { brand, port } = pkg.storefront ?? {};
  if (typeof brand !== "string" || typeof port !== "number") {
    throw new Error(`${pkg.name ?? "app"}: package.json needs "storefront": { "brand": string, "port": number }`);
  }
  return { brand, port };
}
