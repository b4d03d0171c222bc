import { appIds, type AppId } from "./storefronts";

/**
 * The brands a journey runs in when its behaviour is the same everywhere: the main AU retail
 * theme and the NZ sibling, which differ in country, currency, phone and postcode rules.
 */
export const SAMPLE_BRANDS: readonly AppId[] = ["wa", "aol-nz"];

const tagOf = (id: AppId) => `@brand-${id}`;

/**
 * Test details for a journey whose behaviour differs by brand (a theme, a BrandConfig flag of
 * BRANDS.md): it runs in exactly the brands named, and in no other.
 * `test("staff get the admin navbar", forBrands("wa"), async ({ page }) => { ... })`
 */
export function forBrands(...ids: AppId[]): { tag: string[] } {
  return { tag: ids.map(tagOf) };
}

/** A journey that differs in every brand: theme colours and contrast, the brand's own origin. */
export const everyBrand = forBrands(...appIds);

/**
 * The grep of one brand's Playwright project: the journeys tagged for it and, in the sample
 * brands, every journey tagged for no brand. Playwright matches it against the test's titles
 * and tags.
 */
export function brandGrep(id: AppId): RegExp {
  const tagged = `${tagOf(id)}(?![\\w-])`;
  return SAMPLE_BRANDS.includes(id) ? new RegExp(`${tagged}|^(?!.*@brand-)`) : new RegExp(tagged);
}
