import type { Params } from "react-router";
import { isApiError } from "@storefront/api-client/http";
import { notFound, type PageLoaderArgs } from "@storefront/page-kit/page-data";
import { redirectResponseOf } from "@storefront/page-kit/redirects";

/** What React Router hands a catalogue page's loader. */
export type CatalogueLoaderArgs = PageLoaderArgs & { params: Params };

/** The not-found answer of a page: the shell's not-found page with HTTP 404 (page-kit's, one owner). */
export { notFound };

/**
 * spec 1 §8 / spec 3 §8: a 404 from the API looks up a redirect (the API client does it and puts
 * the answer on the error). A destination becomes a redirect response, none the not-found page.
 * Other errors go on to the error boundary.
 */
export function rethrowAsPageError(error: unknown): never {
  if (isApiError(error) && error.status === 404) {
    const redirect = redirectResponseOf(error.redirect);
    if (redirect) throw redirect;
    notFound();
  }
  throw error;
}

/** Runs a page's required reads; a 404 among them becomes a redirect or the not-found page. */
export async function required<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    return rethrowAsPageError(error);
  }
}

/** Reads that a page can do without: their failure leaves the section out instead of failing the page. */
export async function optional<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch {
    return undefined;
  }
}

/** The splat of a `p/*` or `c/*` route without leading or trailing slashes. */
export function splatOf(params: Params): string {
  return (params["*"] ?? "").replace(/^\/+|\/+$/g, "");
}

interface RevalidateArgs {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}

/**
 * For pages whose filters live in the query string: a change of filters, sort or page keeps the
 * loader's data and lets the page fetch the new results in the browser (no server round trip for
 * the whole page); a new path loads as usual.
 */
export function keepDataOnQueryChange({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: RevalidateArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
