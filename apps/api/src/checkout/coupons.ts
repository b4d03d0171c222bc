import { toCents } from "@storefront/validation/price";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { coupons, giftCards } from "../db/schema";
import type { Storefront } from "../storefronts";

/** Ours: what the API answers when a code cannot be applied (spec 2 §8 shows the server's first message). */
export const couponApiMessages = {
  unknown: "This coupon or gift card code is not valid.",
  couponExpired: "This coupon has expired.",
  couponUsedUp: "This coupon has already been used.",
  giftCardExpired: "This gift card has expired.",
  giftCardEmpty: "This gift card has no balance left.",
  /** At submit: another order took the balance this order's part needs (src/checkout/payment-holds.ts). */
  giftCardShort: "This gift card no longer has enough balance for this order.",
  giftCardCurrency: "This gift card cannot be used on this store.",
  emptyCart: "Add a product to your cart before applying a code.",
  notApplied: "That code is not applied to your cart.",
} as const;

export type CodeLookup =
  | { state: "valid"; kind: "coupon"; code: string; percent: number | null; amountCents: number }
  | { state: "valid"; kind: "giftCard"; code: string; balanceCents: number }
  | { state: "invalid"; code: string; message: string };

/** Codes are kept upper case; what a shopper types is trimmed and upper-cased. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** A coupon or gift card by code, and whether it applies today on this storefront. */
export async function lookupCode(db: Database, storefront: Storefront, rawCode: string, today: string): Promise<CodeLookup> {
  const code = normaliseCode(rawCode);
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (coupon) {
    if (coupon.validFrom > today || coupon.validUntil < today) return { state: "invalid", code, message: couponApiMessages.couponExpired };
    if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) {
      return { state: "invalid", code, message: couponApiMessages.couponUsedUp };
    }
    return coupon.kind === "percent"
      ? { state: "valid", kind: "coupon", code, percent: coupon.value, amountCents: 0 }
      : { state: "valid", kind: "coupon", code, percent: null, amountCents: toCents(coupon.value) };
  }
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code)).limit(1);
  if (card) {
    if (card.currency !== storefront.currency) return { state: "invalid", code, message: couponApiMessages.giftCardCurrency };
    if (card.expiresOn < today) return { state: "invalid", code, message: couponApiMessages.giftCardExpired };
    if (!(card.balance > 0)) return { state: "invalid", code, message: couponApiMessages.giftCardEmpty };
    return { state: "valid", kind: "giftCard", code, balanceCents: toCents(card.balance) };
  }
  return { state: "invalid", code, message: couponApiMessages.unknown };
}

export interface AppliedDiscount {
  code: string;
  kind: "coupon" | "giftCard";
  /** Cents off the products. */
  cents: number;
}

/**
 * What a valid code takes off the products' total (cents): a coupon's percentage (rounded down
 * to cents) or amount, a gift card's balance; never more than the products' total.
 */
export function discountOf(lookup: CodeLookup | undefined, productsCents: number): AppliedDiscount | undefined {
  if (!lookup || lookup.state !== "valid") return undefined;
  if (lookup.kind === "giftCard") return { code: lookup.code, kind: "giftCard", cents: Math.min(lookup.balanceCents, productsCents) };
  const cents = lookup.percent !== null ? Math.floor((productsCents * lookup.percent) / 100) : lookup.amountCents;
  return { code: lookup.code, kind: "coupon", cents: Math.min(cents, productsCents) };
}
