import { productListing, products } from "../db/schema";
import type { Currency } from "../storefronts";

/**
 * A product's price per currency, read in one place: the catalogue keeps one price and RRP column
 * per currency, and a storefront sells in its country's currency.
 */
const COLUMNS = {
  AUD: { price: "priceAud", rrp: "rrpAud" },
  NZD: { price: "priceNzd", rrp: "rrpNzd" },
} as const satisfies Record<Currency, { price: keyof typeof products.$inferSelect; rrp: keyof typeof products.$inferSelect }>;

/** A product's (or a price-history row's) price in a currency. */
export const priceIn = (row: { priceAud: number; priceNzd: number }, currency: Currency): number => row[COLUMNS[currency].price];

/** A product's RRP in a currency. */
export const rrpIn = (row: { rrpAud: number; rrpNzd: number }, currency: Currency): number => row[COLUMNS[currency].rrp];

/** The price and RRP columns of a currency, for queries that project them. */
export const priceColumnsIn = (currency: Currency) => ({ price: products[COLUMNS[currency].price], rrp: products[COLUMNS[currency].rrp] });

/** The listing view's price and discount-share columns of a currency (product_listing, migration 0017). */
export const listingColumnsIn = (currency: Currency) =>
  currency === "NZD"
    ? { price: productListing.priceNzd, discount: productListing.discountNzd }
    : { price: productListing.priceAud, discount: productListing.discountAud };
