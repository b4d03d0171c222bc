import { redirect } from "react-router";
import type { RedirectTarget } from "@storefront/api-client/http";
import { serverApiClient, type PageLoaderArgs } from "./page-data";

/**
 * spec 1 §8: the redirect lookup's answer (the API client reads GET /api/redirect) as the server's
 * answer: a destination is a 301, to another host or inside the shop; none is no redirect.
 */
export function redirectResponseOf(target: RedirectTarget | undefined): Response | undefined {
  if (target?.kind === "external") return redirect(target.url, 301);
  if (target?.kind === "internal") return redirect(target.path, 301);
  return undefined;
}

/**
 * The redirect table's answer for the requested path (spec 1 §8), for a path no route serves. The
 * server client's timeout bounds the wait; without an answer the not-found page stands.
 */
export async function lookupPageRedirect(args: PageLoaderArgs): Promise<Response | undefined> {
  const { pathname } = new URL(args.request.url);
  const target = await serverApiClient(args).lookupRedirect(pathname);
  return redirectResponseOf(target);
}
