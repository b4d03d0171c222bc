import type { PageSeo } from "../seo/seo";

/**
 * A breadcrumb as the shell's breadcrumb trail reads it from `page.breadcrumbs` (spec 1 §2.2):
 * Home is added by the shell; the last crumb is the page itself.
 */
export interface Crumb {
  name: string;
  uri: string;
}

/** spec 1 §2.3: the landing banner the shell draws from `page.masthead`. */
export interface Masthead {
  breadcrumbs?: Crumb[];
  mastheadHeading: string;
  mastheadText?: string;
  subTitles?: string[];
  mastheadBg?: { src: string; alt?: string; mediaSet?: { source: string; media: string }[] };
  mastheadClass?: string;
  mastheadBtn?: { type: "link" | "external link" | "refine" | "search"; txt: string; href?: string }[];
}

/** What every catalogue loader returns as `page`: its head facts, its trail, and any banner. */
export interface CataloguePageData extends PageSeo {
  breadcrumbs?: Crumb[];
  masthead?: Masthead;
}

/** The `page` part of the current route's loader data (loadPage's answer). */
export function pageDataOf<T>(loaderData: unknown): T | undefined {
  return (loaderData as { page?: T } | undefined)?.page;
}
