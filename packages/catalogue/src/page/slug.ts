/** Lower-case letters and digits in words joined by hyphens: one segment of the shop's addresses. */
const WORDS = "[a-z0-9]+(?:-[a-z0-9]+)*";

/**
 * A slug of the shop's addresses (products, brands, promotions, stores, content, forms, filter
 * values): 'nordlys-comfortline-680l'. The one pattern every catalogue address and filter checks.
 */
export const SLUG_PATTERN = new RegExp(`^${WORDS}$`);

/** A category path: slugs joined by slashes ('kitchen/fridges'). */
export const CATEGORY_PATH_PATTERN = new RegExp(`^${WORDS}(?:/${WORDS})*$`);

export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}

export function isCategoryPath(value: string): boolean {
  return CATEGORY_PATH_PATTERN.test(value);
}
