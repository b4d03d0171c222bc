import type { ReactNode } from "react";
import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { createContext, useLoaderData, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { brandClientOptions, createServerApiClient, type ApiClient } from "../http/client";

/**
 * The page-data pattern of ARCHITECTURE.md decision 2, shared by every domain package that owns a
 * route (catalogue, compare, account, ...). It lives here, below the shell, so a route package can
 * prefetch on the server without depending on the shell that lists it.
 */

/** The storefront's brand, set by the root route's middleware for every loader and action. */
export const brandContext = createContext<BrandConfig>();

/** Root middleware: makes the app's BrandConfig readable by every route's loader. */
export function brandMiddleware(brand: BrandConfig): MiddlewareFunction<Response> {
  return ({ context }, next) => {
    context.set(brandContext, brand);
    return next();
  };
}

export interface PageLoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
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
 * Prefetch into a per-request QueryClient with the shopper's cookies, then dehydrate it. Whatever
 * `prefetch` returns travels as `page` (status codes, titles); the components read the data with
 * the same queryOptions.
 */
export async function loadPage<T>({ request, context }: PageLoaderArgs, prefetch: (tools: Prefetch) => Promise<T>): Promise<PageData<T>> {
  const brand = context.get(brandContext);
  const queryClient = createStorefrontQueryClient();
  const api = createServerApiClient({ request, ...brandClientOptions(brand) });
  const page = await prefetch({ queryClient, api, brand });
  return { dehydratedState: dehydrate(queryClient), page };
}

/** A matched route as a meta function sees it. */
export interface MetaMatch {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** The company name from the root loader's answer (the brand's companyName setting). */
export function companyNameOf(matches: ReadonlyArray<MetaMatch | undefined>): string | undefined {
  const root = matches.find((match) => match?.id === "root");
  return ((root?.loaderData ?? root?.data) as { companyName?: string } | undefined)?.companyName;
}

/** Page title with ' | company' added (spec 3 §9). */
export function pageTitle(title: string, companyName: string | undefined): string {
  return companyName ? `${title} | ${companyName}` : title;
}

/** Puts a page loader's prefetched queries into the page's QueryClient before its components read them. */
export function PageDataBoundary({ children }: { children: ReactNode }) {
  const data = useLoaderData() as Partial<PageData<unknown>> | undefined;
  return <HydrationBoundary state={data?.dehydratedState}>{children}</HydrationBoundary>;
}
