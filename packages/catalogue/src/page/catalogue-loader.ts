import { data } from "react-router";
import { loadPage, type PageData, type Prefetch } from "@storefront/page-kit/page-data";
import type { CatalogueLoaderArgs } from "./load";
import type { CataloguePageData } from "./page-data";

/** The page data of a page that answered 404: the not-found page, titled as such. */
export interface NotFoundPageData extends CataloguePageData {
  notFound: true;
}

export const notFoundPageData: NotFoundPageData = { notFound: true, title: "Page not found", social: { type: "website" } };

function isNotFoundAnswer(thrown: unknown): boolean {
  const init = (thrown as { init?: { status?: number } | null } | null)?.init;
  return typeof thrown === "object" && thrown !== null && "init" in thrown && init?.status === 404;
}

/**
 * loadPage for catalogue pages: a page whose reads end in "not found" answers HTTP 404 with the
 * not-found page and its title (rather than throwing to the root's error boundary, whose head
 * would carry no title). Redirects and other failures go on as thrown.
 */
export async function loadCataloguePage<T extends CataloguePageData>(args: CatalogueLoaderArgs, prefetch: (tools: Prefetch) => Promise<T>) {
  try {
    return await loadPage(args, prefetch);
  } catch (thrown) {
    if (!isNotFoundAnswer(thrown)) throw thrown;
    const answer: PageData<NotFoundPageData> = { dehydratedState: { mutations: [], queries: [] }, page: notFoundPageData };
    return data(answer, { status: 404 });
  }
}
