import type { ReactNode } from "react";
import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { data, useLoaderData, type Params, type RouterContextProvider } from "react-router";
import { createServerApiClient, isApiError, isApiUnreachable, type ApiClient } from "@storefront/api-client/http";
import { hasOverlongSegment } from "@storefront/validation/links";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { cachedBrandFetch } from "./brand-data-cache";
import { brandClientOptions, brandContext } from "./brand-context";

/**
 * The page-data pattern of ARCHITECTURE.md decision 2, shared by every domain package that owns a
 * route: loaders prefetch into a per-request QueryClient and dehydrate it; components read with the
 * same queryOptions.
 */

export interface PageLoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The route's parameters (a splat's under `*`), as React Router hands them to a loader. */
  params?: Params;
}

/** What a page loader hands to its prefetch: a fresh QueryClient and an API client for this request. */
export interface Prefetch {
  queryClient: QueryClient;
  api: ApiClient;
  brand: BrandConfig;
}

export interface PageData<T> {
  dehydratedState: DehydratedState;
  page: T;
}

/** A QueryClient with the storefront's defaults: data is fresh for a minute, errors are not retried on the server. */
export function createStorefrontQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: typeof window === "undefined" ? false : 1 } },
  });
}

/**
 * An API client for one server request, with the shopper's cookies and the brand of the router
 * context; the brand-wide reads (settings, navigation, alert banner, categories) come from the
 * server's cache of them (brand-data-cache.ts).
 */
export function serverApiClient({ request, context }: PageLoaderArgs): ApiClient {
  return createServerApiClient({ request, render: context, ...brandClientOptions(context.get(brandContext)), fetch: cachedBrandFetch });
}

/**
 * What a loader throws when the commerce API cannot be reached or did not answer in time: the
 * root's error boundary shows the outage page with 'Try again', and the page answers 503.
 */
export function serviceUnavailable() {
  return data({ message: "The shop's service is unavailable" }, { status: 503 });
}

/** What a loader throws for an address that names no page: the brand's not-found page with HTTP 404. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * Prefetch into a per-request QueryClient with the shopper's cookies, then dehydrate it. Whatever
 * `prefetch` returns travels as `page` (status codes, titles); the components read the data with
 * the same queryOptions. An API that is down or too slow (the server client's timeout) gives the
 * outage page.
 *
 * A route parameter (or a segment of a splat) longer than any address of the shop has is the
 * not-found page before the API is asked, and so is an address the API refuses as too long (414):
 * no page has it (issue 41 item 4; the API's router answered 414 and the page answered 500).
 */
export async function loadPage<T>(args: PageLoaderArgs, prefetch: (tools: Prefetch) => Promise<T>): Promise<PageData<T>> {
  if (Object.values(args.params ?? {}).some((value) => value !== undefined && hasOverlongSegment(value))) notFound();
  const queryClient = createStorefrontQueryClient();
  try {
    const page = await prefetch({ queryClient, api: serverApiClient(args), brand: args.context.get(brandContext) });
    return { dehydratedState: dehydrate(queryClient), page };
  } catch (error) {
    if (isApiUnreachable(error)) throw serviceUnavailable();
    if (isApiError(error) && error.status === 414) notFound();
    throw error;
  }
}

function isDehydratedState(value: unknown): value is DehydratedState {
  return typeof value === "object" && value !== null && "queries" in value && "mutations" in value;
}

/** Puts a page loader's prefetched queries into the page's QueryClient before its components read them. */
export function PageDataBoundary({ children }: { children: ReactNode }) {
  const data: unknown = useLoaderData();
  const state = typeof data === "object" && data !== null && "dehydratedState" in data ? data.dehydratedState : undefined;
  return <HydrationBoundary state={isDehydratedState(state) ? state : undefined}>{children}</HydrationBoundary>;
}
