import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Links, Meta, Scripts, useRouteError, type MiddlewareFunction } from "react-router";
import { createServerApiClient, isApiUnreachable } from "@storefront/api-client/http";
import { getAlertBanner, getNavbar, getSale, getSettings, type AlertBanner, type Navbar, type Sale } from "@storefront/api-client/content";
import { brandClientOptions } from "@storefront/page-kit/brand-context";
import { cachedBrandFetch } from "@storefront/page-kit/brand-data-cache";
import { useCspNonce } from "@storefront/page-kit/csp-nonce";
import { serviceUnavailable } from "@storefront/page-kit/page-data";
// The configured origin, as the production server hands it over (runtime: render-headers.ts); it overwrites any value a client sends.
import { STOREFRONT_ORIGIN_HEADER } from "@storefront/page-kit/shopper-action";
import type { RootData } from "@storefront/page-kit/root-data";
import { hasMalformedPercentEncoding } from "@storefront/validation/links";
import { BrandProvider, type BrandConfig } from "@storefront/ui-kit/brand";
import { sanitizeBannerHtml } from "@storefront/page-kit/sanitize-html";
import { cleanAlertBanner, isAlertClosed } from "./banners/alert-banner-rules";
import { lazyPart } from "@storefront/page-kit/lazy-part";
import { NotFound } from "./pages/NotFound";
import { SocialTags } from "./seo/SocialTags";

/** The shopper's store read on the server, for the storefront's root loader (composition). */
export { prefetchShopperStore } from "./store-picker/shopper-store-data";

// Rare pages: their code loads when one is shown (page-kit's lazyPart).
const BadRequest = lazyPart(() => import("./pages/BadRequest").then((module) => module.BadRequest));
const ServiceUnavailable = lazyPart(() => import("./pages/ServiceUnavailable").then((module) => module.ServiceUnavailable));

/** A favicon drawn from the brand's colours and initial, so no brand ships an image file for it. */
export function faviconOf(brand: BrandConfig): string {
  const { color, logo } = brand.theme;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${color.brand.primary}"/><text x="16" y="23" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${logo.markColor}">${logo.text.charAt(0).toUpperCase()}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The whole HTML document: head tags from the routes (title and meta, the canonical link and share
 * tags), the brand's theme around the body, React Router's scripts with the response's CSP nonce.
 * The composition puts its data providers inside.
 */
export function StorefrontDocument({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  const nonce = useCspNonce();
  return (
    <html lang={brand.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.theme.color.brand.primary} />
        <meta name="application-name" content={brand.displayName} />
        <link rel="icon" type="image/svg+xml" href={faviconOf(brand)} />
        <Meta />
        <Links />
        <SocialTags />
      </head>
      <body>
        <BrandProvider brand={brand}>{children}</BrandProvider>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * What the root's error boundary shows inside the shell: unknown paths get the not-found page, a
 * malformed address the bad-request page; an unreachable API gets an explanation and a retry.
 * Never the error itself: its message or stack could name server paths.
 */
export function ShellErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === undefined) console.error(error);
  if (status === 404) return <NotFound />;
  if (status === 400) return <BadRequest />;
  return <ServiceUnavailable />;
}

/**
 * Root middleware: an address whose percent-encoding is malformed names no page, so it answers
 * 400 with the bad-request page in the brand's layout before any loader runs (issue 18 item 2).
 */
export const wellFormedAddress: MiddlewareFunction<Response> = ({ request }) => {
  if (hasMalformedPercentEncoding(new URL(request.url).pathname)) {
    throw data({ message: "The address is not valid" }, { status: 400 });
  }
};

/**
 * The root loader: the brand's settings, navigation, alert banner and sale from the commerce API,
 * server-side. The four are the brand's, the same for every visitor: the server keeps them in
 * memory for 30 s and refreshes them in the background after that (page-kit brand-data-cache.ts),
 * so a render asks the API for none of them most of the time. An API that cannot be reached when
 * one must be read gives a 503 page with a retry instead of a crash; a settings answer that is an
 * error is logged and ignored (spec 1 §8).
 */
export async function loadStorefrontRoot(request: Request, brand: BrandConfig, context?: object): Promise<RootData> {
  // The router context names the render, so an optional read that fails keeps the page out of caches.
  const api = createServerApiClient({ request, render: context, ...brandClientOptions(brand), fetch: cachedBrandFetch });
  let items: { name: string; value: string }[] = [];
  // The navigation is read beside the settings; a failed answer leaves the header to the browser's
  // cache. An unreachable API when the navigation must be read is the outage page.
  let navbarUnreachable: unknown;
  const navbarRequest: Promise<Navbar | null> = getNavbar(api).catch((error: unknown) => {
    if (isApiUnreachable(error)) navbarUnreachable = error;
    return null;
  });
  // The alert banner too, so it is in the first HTML; a shopper who closed it does not get it back (spec 1 §4).
  const alertBannerRequest: Promise<AlertBanner | null> = isAlertClosed(request.headers.get("cookie"))
    ? Promise.resolve(null)
    : getAlertBanner(api)
        .then((banner) => banner && cleanAlertBanner(banner, sanitizeBannerHtml))
        .catch(() => null);
  // The sale of the day too: its header banner and navigation icon are in the first HTML (spec 3 §3).
  const saleRequest: Promise<Sale | null> = getSale(api).catch(() => null);
  const unreachable = (error: unknown): never => {
    console.error(`[${brand.id}] commerce API unreachable: ${error instanceof Error ? error.message : String(error)}`);
    throw serviceUnavailable();
  };
  try {
    items = (await getSettings(api)).items;
  } catch (error) {
    if (isApiUnreachable(error)) unreachable(error);
    console.error(`[${brand.id}] settings failed:`, error instanceof Error ? error.message : error);
  }
  const navbar = await navbarRequest;
  if (navbarUnreachable !== undefined) unreachable(navbarUnreachable);
  const settings = Object.fromEntries(items.map((item) => [item.name, item.value]));
  return {
    settings,
    companyName: settings.companyName || brand.displayName,
    navbar,
    alertBanner: await alertBannerRequest,
    sale: await saleRequest,
    origin: canonicalOrigin(request),
    ...publicConfigOf(request),
  };
}

/**
 * The browser's public configuration the production server hands over the same way (runtime:
 * render-headers.ts), each header removed when nothing is configured: the error-monitoring DSN
 * (PUBLIC_SENTRY_DSN), the fraud-check script's origin, the Zip in-store polling limit and the bot check's script.
 */
const SENTRY_DSN_HEADER = "x-storefront-sentry-dsn";
const FRAUD_CHECK_ORIGIN_HEADER = "x-storefront-fraud-check-origin";
const ZIP_POLL_LIMIT_HEADER = "x-storefront-zip-poll-limit-ms";
const BOT_CHECK_SCRIPT_HEADER = "x-storefront-bot-check-script";

/** `{ sentryDsn, fraudCheckOrigin, zipPollLimitMs, botCheckScriptUrl }` for the root data, each only when configured. */
export function publicConfigOf(
  request: Request,
): Pick<RootData, "sentryDsn" | "fraudCheckOrigin" | "zipPollLimitMs" | "botCheckScriptUrl"> {
  const dsn = request.headers.get(SENTRY_DSN_HEADER);
  const botCheckScriptUrl = request.headers.get(BOT_CHECK_SCRIPT_HEADER);
  const fraudCheckOrigin = request.headers.get(FRAUD_CHECK_ORIGIN_HEADER);
  const zipPollLimitMs = Number(request.headers.get(ZIP_POLL_LIMIT_HEADER) ?? "");
  return {
    ...(dsn ? { sentryDsn: dsn } : {}),
    ...(fraudCheckOrigin ? { fraudCheckOrigin } : {}),
    ...(botCheckScriptUrl ? { botCheckScriptUrl } : {}),
    ...(Number.isInteger(zipPollLimitMs) && zipPollLimitMs > 0 ? { zipPollLimitMs } : {}),
  };
}

/**
 * spec 3 §9: canonical links are https, on the storefront's configured origin (PUBLIC_ORIGIN),
 * never on a host a request names. The development server has none: its own address then.
 */
export function canonicalOrigin(request: Request): string {
  const configured = request.headers.get(STOREFRONT_ORIGIN_HEADER);
  const host = new URL(configured ?? request.url).host.toLowerCase();
  return `https://${host}`;
}
