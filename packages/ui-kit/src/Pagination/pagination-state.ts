import { nextPage } from "@storefront/validation/pagination";

/** spec 3 §9: a pagination without an id uses this fixed default instance. */
export const DEFAULT_PAGINATION_ID = "default";

/** The current page of every pagination instance on the page, by instance id. */
export type PaginationPages = Readonly<Record<string, number>>;

/** spec 3 §4: an unknown instance is on page 1. */
export function currentPage(pages: PaginationPages, id: string = DEFAULT_PAGINATION_ID): number {
  return pages[id] ?? 1;
}

/**
 * Sets an instance's page; a page outside 1..ceil(total / perPage) is ignored and the same
 * object comes back (spec 3 §5).
 */
export function withPage(pages: PaginationPages, id: string, requested: number, totalItems: number, itemsPerPage: number): PaginationPages {
  const now = currentPage(pages, id);
  const next = nextPage(now, requested, totalItems, itemsPerPage);
  return next === now && pages[id] !== undefined ? pages : { ...pages, [id]: next };
}

export type PageItem = number | "gap";

/**
 * The buttons to draw: the first and last page, the current one with `siblings` either side, and
 * gaps for the pages left out. The row keeps the same number of slots as the current page moves,
 * and a gap never stands for a single page.
 */
export function pageItems(current: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 0) return [];
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const slots = 5 + 2 * siblings;
  if (totalPages <= slots) return range(1, totalPages);
  const edgeRun = 3 + 2 * siblings;
  if (current <= 3 + siblings) return [...range(1, edgeRun), "gap", totalPages];
  if (current >= totalPages - 2 - siblings) return [1, "gap", ...range(totalPages - edgeRun + 1, totalPages)];
  return [1, "gap", ...range(current - siblings, current + siblings), "gap", totalPages];
}
