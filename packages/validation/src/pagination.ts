/**
 * Pagination bounds (spec 3 §4 and §5): a page is between 1 and ceil(totalItems / itemsPerPage);
 * total items are 0 or more.
 */

function wholeNonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Number of pages; 0 when there is nothing to show or the page size is not positive. */
export function pageCount(total: number, perPage: number): number {
  const items = wholeNonNegative(total);
  const size = wholeNonNegative(perPage);
  if (items === 0 || size === 0) return 0;
  return Math.ceil(items / size);
}

/** A page number brought inside 1..pageCount (page 1 when there are no pages). */
export function clampPage(page: number, total: number, perPage: number): number {
  const last = Math.max(1, pageCount(total, perPage));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** Whether a requested page exists. */
export function isPageInRange(page: number, total: number, perPage: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pageCount(total, perPage);
}

/**
 * spec 3 §5: a page outside the bounds is ignored, so the current page stays.
 */
export function nextPage(current: number, requested: number, total: number, perPage: number): number {
  return isPageInRange(requested, total, perPage) ? requested : current;
}
