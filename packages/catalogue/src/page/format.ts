import type { BrandConfig } from "@storefront/ui-kit/brand";

/**
 * '1,199'. The storefronts' locales (en-AU, en-NZ) group a whole number's thousands with commas,
 * written here: making the first Intl.NumberFormat of a page costs the browser its number data
 * (about 120 ms on a phone, in the listing's first render). A fraction goes through Intl.
 */
export function formatCount(count: number, brand: Pick<BrandConfig, "locale">): string {
  if (!Number.isSafeInteger(count)) return new Intl.NumberFormat(brand.locale).format(count);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ",");
  return count < 0 ? `-${digits}` : digits;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}
