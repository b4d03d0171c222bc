/**
 * A page loader answers `{ dehydratedState, page }` (`loadPage`); `page` carries what the page
 * tells the frame: its title and share facts, its breadcrumbs and landing banner, its status.
 */
export function pageDataOf(loaderData: unknown): Record<string, unknown> | undefined {
  if (typeof loaderData !== "object" || loaderData === null || !("page" in loaderData)) return undefined;
  const { page } = loaderData;
  return typeof page === "object" && page !== null ? { ...page } : undefined;
}

/** A matched route as React Router hands it to hooks and meta functions. */
export interface RouteMatchLike {
  id?: string;
  handle?: unknown;
  loaderData?: unknown;
  /** The name meta functions of older React Router versions use for loaderData. */
  data?: unknown;
}

/** The loader answer of a match, whichever name it travels under. */
export function loaderDataOf(match: RouteMatchLike | undefined): unknown {
  return match?.loaderData ?? match?.data;
}
