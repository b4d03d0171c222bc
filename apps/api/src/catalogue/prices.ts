import { productListing, products } from "../db/schema";
import type { Currency } from "../storefronts";

/**
 * A product's price per currency, read in one place: the catalogue keeps one price and RRP column
 * per currency, and a storefront sells in its country's currency.
 */
const COLUMNS = {
  AUD: { price: "priceAud", rrp: "rrpAud", member: "memberPriceAud" },
  NZD: { price: "priceNzd", rrp: "rrpNzd", member: "memberPriceNzd" },
} as const satisfies Record<Currency, Record<"price" | "rrp" | "member", keyof typeof products.$inferSelect>>;

/** A product's (or a price-history row's) price in a currency. */
export const priceIn = (row: { priceAud: number; priceNzd: number }, currency: Currency): number => row[COLUMNS[currency].price];

/** A product's RRP in a currency. */
export const rrpIn = (row: { rrpAud: number; rrpNzd: number }, currency: Currency): number => row[COLUMNS[currency].rrp];

/**
 * A product's deals club member price in a currency (issue 45 item 3), or null when it has no
 * member offer. Only a price under the everyday price counts as an offer.
 */
export const memberPriceIn = (
  row: { priceAud: number; priceNzd: number; memberPriceAud: number | null; memberPriceNzd: number | null },
  currency: Currency,
): number | null => {
  const member = row[COLUMNS[currency].member];
  return member !== null && member > 0 && member < priceIn(row, currency) ? member : null;
};

/** The price a shopper pays: the member price when the cart is priced for a deals club member and the product has one. */
export const payablePriceIn = (
  row: { priceAud: number; priceNzd: number; memberPriceAud: number | null; memberPriceNzd: number | null },
  currency: Currency,
  memberPricing: boolean,
): number => (memberPricing ? (memberPriceIn(row, currency) ?? priceIn(row, currency)) : priceIn(row, currency));

/** The price and RRP columns of a currency, for queries that project them. */
export const priceColumnsIn = (currency: Currency) => ({ price: products[COLUMNS[currency].price], rrp: products[COLUMNS[currency].rrp] });

/** The listing view's price and discount-share columns of a currency (product_listing, migration 0017). */
export const listingColumnsIn = (currency: Currency) =>
  currency === "NZD"
    ? { price: productListing.priceNzd, discount: productListing.discountNzd }
    : { price: productListing.priceAud, discount: productListing.discountAud };
