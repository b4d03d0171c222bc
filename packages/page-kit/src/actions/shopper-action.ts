import { readCookie } from "../cookies";
import { data, redirect, type RouterContextProvider } from "react-router";
import { createServerApiClient, errorMessage, isApiError, isApiUnreachable, type ApiClient } from "@storefront/api-client/http";
import { SHOPPER_SESSION_COOKIE } from "@storefront/api-contract/common";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { safeReturnUrl } from "@storefront/validation/return-url";
import { brandClientOptions, brandContext } from "../brand-context";
import { RETURN_TO_FIELD, type ActionOutcome } from "./action-fields";
import { flashCookie } from "./action-flash";
import { relayingCookieJar } from "./cookie-jar";

/**
 * The one way a shopper action runs on the storefront (ARCHITECTURE.md decision 11, issue 40):
 * a route action that refuses posts from other sites, calls the API as the browser's JavaScript
 * does (the same api-client function), with the shopper's cookies forwarded and the API's
 * Set-Cookie relayed, and answers the post it was sent:
 * - the browser's own form post (no JavaScript, or before the page hydrated): a redirect back to
 *   the page it came from, the outcome in a short-lived cookie (`action-flash.ts`) that the page
 *   shows once;
 * - the hydrated page's submission of the same form through the router (a fetcher): the outcome
 *   as data, which the page shows in place.
 */

export interface ShopperActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export { INTENT_FIELD, RETURN_TO_FIELD, type ActionOutcome } from "./action-fields";

/** What a post from another site is told (the API's words for the same refusal). */
export const FOREIGN_POST_MESSAGE = "This change can only be made from the shop's own pages.";
/** What a post that is no form (or too large to be one) is told. */
export const MALFORMED_POST_MESSAGE = "That form could not be read. Please try again.";

/** The configured public origin, as the production server hands it to the render (runtime: render-headers.ts). */
export const STOREFRONT_ORIGIN_HEADER = "x-storefront-origin";
/** The shopper's address, as the production server hands it to the render (runtime: render-headers.ts). */
export const CLIENT_ADDRESS_HEADER = "x-storefront-client-address";

/** The biggest form an action reads (ours: the largest, checkout's delivery details, is well under 4 KB). */
export const MAX_ACTION_BODY_BYTES = 16 * 1024;

/** The origins that are the storefront's own: the one the request addressed and the configured public one. */
function ownOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  const configured = request.headers.get(STOREFRONT_ORIGIN_HEADER);
  if (configured && URL.canParse(configured)) origins.add(new URL(configured).origin);
  return origins;
}

/**
 * Why a write must be refused as a cross-site request (CSRF), or null: a `Sec-Fetch-Site` other
 * than same-origin (or none, the address bar), or an `Origin` that is not the storefront's own
 * (`null` included). A request with neither header comes from no browser that sends cookies
 * cross-site (and the session cookie is SameSite=Lax besides).
 */
export function foreignPostRefusal(request: Request): string | null {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return `Sec-Fetch-Site ${site}`;
  const origin = request.headers.get("origin");
  if (origin !== null && !ownOrigins(request).has(origin)) return `Origin ${origin}`;
  return null;
}

/**
 * Whether the post is the browser's own form submission (a page load, answered with a redirect)
 * rather than the router's fetch from the hydrated page (answered with data). Browsers say so in
 * `Sec-Fetch-Mode`; one that sends no fetch metadata asks for HTML only when it loads a page.
 */
export function isDocumentPost(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode !== null) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/** Whether the request carries the shopper's session (the API's cookie): only then has the shopper a cart or compare list to show. */
export function hasShopperSession(request: Request): boolean {
  return readCookie(request.headers.get("cookie"), SHOPPER_SESSION_COOKIE) !== undefined;
}

/**
 * The page to come back to: the form's `returnTo` when it is a path on this site (validation's
 * `safeReturnUrl`), else the page the post came from (a same-origin Referer), else `fallback`.
 */
export function returnPathOf(form: FormData, request: Request, fallback: string): string {
  const referer = request.headers.get("referer");
  const refererPath = referer && URL.canParse(referer) && ownOrigins(request).has(new URL(referer).origin) ? new URL(referer) : null;
  const fromReferer = refererPath ? safeReturnUrl(`${refererPath.pathname}${refererPath.search}`, fallback) : fallback;
  return safeReturnUrl(form.get(RETURN_TO_FIELD), fromReferer);
}

/** A text field of the form, trimmed; "" when missing or a file. */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * An API client for this action, built as a loader's (brand header, the shopper's cookies, the
 * 4 s server timeout), that passes the API's forgery guard as the browser's own call through the
 * storefront's /api forwarding would: a JSON body, the storefront's origin (the browser's, checked
 * by `foreignPostRefusal`) with the forwarded host and scheme, and the shopper's address for the
 * API's per-address write limits. Cookies the API sets (the session, on a first change) are kept
 * for the action's next call and relayed to the browser.
 */
export function actionApiClient({ request, context }: ShopperActionArgs): { api: ApiClient; setCookies: () => string[] } {
  const url = new URL(request.url);
  const jar = relayingCookieJar(request.headers.get("cookie"));
  const clientAddress = request.headers.get(CLIENT_ADDRESS_HEADER);
  const api = createServerApiClient({
    request,
    render: context,
    ...brandClientOptions(context.get(brandContext)),
    fetch: jar.fetch,
    headers: {
      origin: request.headers.get("origin") ?? url.origin,
      "x-forwarded-host": url.host,
      "x-forwarded-proto": url.protocol.replace(/:$/, ""),
      ...(clientAddress ? { "x-forwarded-for": clientAddress } : {}),
    },
  });
  return { api, setCookies: jar.setCookies };
}

/** What a failed API call tells the shopper: the API's own words, else the status's fallback. */
export function failureOutcome(error: unknown): ActionOutcome<never> {
  return { ok: false, message: errorMessage(error) };
}

export interface ShopperActionOptions {
  /** Where a document post goes back to when its form names no page (the action's own page). */
  fallbackPath: string;
  /**
   * A refused document post renders the action's own page with the outcome (its fields and
   * messages, `useActionData`) instead of going back: for forms whose own page is the action's
   * (the newsletter sign-up, checkout's delivery details), so what was typed is kept.
   */
  renderRefusals?: boolean;
  /**
   * A success of a document post renders the action's own page with the outcome too, instead of
   * going back with a flash: for a page whose answer is the page (a mailed link's button, whose
   * answer links on to the product). Only for actions that a reload may repeat harmlessly.
   */
  renderSuccess?: boolean;
}

export type ShopperActionHandler<Data> = (tools: {
  form: FormData;
  api: ApiClient;
  brand: BrandConfig;
  request: Request;
}) => Promise<ActionOutcome<Data> | Response>;

/**
 * Runs an action's handler as `shopperAction` does: an API refusal, or an API that could not be
 * reached, is an outcome in the API's (or the fallback's) words; any other error is a fault.
 */
export async function outcomeOf<Tools, Data>(
  handle: (tools: Tools) => Promise<ActionOutcome<Data> | Response>,
  tools: Tools,
): Promise<ActionOutcome<Data> | Response> {
  try {
    return await handle(tools);
  } catch (error) {
    if (!isApiError(error) && !isApiUnreachable(error)) throw error;
    return failureOutcome(error);
  }
}

function withCookies(headers: Headers, cookies: readonly string[]): Headers {
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
}

async function readForm(request: Request): Promise<FormData | null> {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_ACTION_BODY_BYTES) return null;
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/**
 * Runs a shopper action (see the module's comment): refuses a cross-site post (403, nothing
 * done) and a body that is no form (400), runs `handle` with the form and an API client for the
 * shopper, then answers a document post with a redirect to the page it came from (the outcome in
 * the flash cookie, the API's cookies relayed) and the router's submission with the outcome as
 * data (the API's cookies relayed). An API that cannot be reached is a refusal like any other:
 * the shopper is told to try again, and nothing is lost but the click. A `Response` from `handle`
 * (a redirect of its own) is answered as it is, with the API's cookies added.
 */
export async function shopperAction<Data>(
  args: ShopperActionArgs,
  options: ShopperActionOptions,
  handle: ShopperActionHandler<Data>,
): Promise<Response | ReturnType<typeof data<ActionOutcome<Data>>>> {
  const { request, context } = args;
  const secure = new URL(request.url).protocol === "https:";
  const document = isDocumentPost(request);
  const refusal = foreignPostRefusal(request);
  if (refusal) {
    console.warn(`[storefront] action refused: not from the shop's pages (${refusal}) ${new URL(request.url).pathname}`);
    return data({ ok: false, message: FOREIGN_POST_MESSAGE }, { status: 403 });
  }
  const form = await readForm(request);
  if (!form) return data({ ok: false, message: MALFORMED_POST_MESSAGE }, { status: 400 });

  const { api, setCookies } = actionApiClient(args);
  const outcome = await outcomeOf(handle, { form, api, brand: context.get(brandContext), request });
  if (outcome instanceof Response) {
    withCookies(outcome.headers, setCookies());
    return outcome;
  }
  const status = outcome.ok ? 200 : 400;
  if (!document) return data(outcome, { status, headers: withCookies(new Headers(), setCookies()) });
  if (outcome.ok ? options.renderSuccess : options.renderRefusals)
    return data(outcome, { status, headers: withCookies(new Headers(), setCookies()) });
  const headers = withCookies(new Headers(), [
    ...setCookies(),
    flashCookie({ ok: outcome.ok, message: outcome.message, ...(outcome.title ? { title: outcome.title } : {}) }, secure),
  ]);
  // 303: the page is asked for again with GET, so a reload never posts the form twice.
  return redirect(returnPathOf(form, request, options.fallbackPath), { status: 303, headers });
}
