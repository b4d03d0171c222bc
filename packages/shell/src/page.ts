import type { MetaDescriptor } from "react-router";
import type { AlertBanner, Navbar } from "@storefront/api-client/browsing";
import { pageTitle } from "@storefront/api-client/page-data";
import type { PageType } from "./route-table";

/** What every route module puts in its `handle`: its page type (spec 1 §2.1). */
export interface PageHandle {
  pageType: PageType;
}

export interface RootData {
  companyName: string;
  settings: Record<string, string>;
  /** GET /api/navbar, read on the server so the navigation is in the first HTML; null when it failed. */
  navbar?: Navbar | null;
  /** GET /api/alertBanner, read on the server (null: none, failed, or closed by the shopper). */
  alertBanner?: AlertBanner | null;
  /** https://{host} of the request: the canonical link's origin (spec 3 §9). */
  origin?: string;
}

export interface MetaMatch {
  id: string;
  handle?: unknown;
  loaderData?: unknown;
  data?: unknown;
}

/** The root loader's answer, as seen from any route's meta function. */
export function rootDataOf(matches: ReadonlyArray<MetaMatch | undefined>): RootData | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

export { pageTitle };

/** A route's meta function: the title with the company name, and a description when given. */
export type PageMetaFunction = (args: { matches: ReadonlyArray<MetaMatch | undefined> }) => MetaDescriptor[];

export function pageMeta(title: string, description?: string): PageMetaFunction {
  return ({ matches }) => {
    const tags: MetaDescriptor[] = [{ title: pageTitle(title, rootDataOf(matches)?.companyName) }];
    if (description) tags.push({ name: "description", content: description });
    return tags;
  };
}

/** The page type of the deepest matched route, from its handle. */
export function pageTypeOf(matches: ReadonlyArray<{ handle?: unknown }>): PageType | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as Partial<PageHandle> | undefined;
    if (handle?.pageType) return handle.pageType;
  }
  return undefined;
}
