import type { GiftCardBalance } from "@storefront/api-contract/checkout";
import { giftCardBalanceMessages } from "@storefront/validation/coupon-rules";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { giftCards } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { storefrontToday, type Storefront } from "../storefronts";
import { normaliseCode } from "./coupons";
import { releaseAbandonedHolds } from "./payment-holds";

/**
 * POST /api/giftcard/balance (spec 3 page type vouchers): what is left on a gift card of this
 * shop, read as the checkout reads it (abandoned holds given back first, so the balance is what
 * a shopper can spend now). A number that is no gift card, a coupon or another shop's card (its
 * currency) is 404 with one message, so the answer tells nothing about the others.
 */
export async function giftCardBalance(db: Database, storefront: Storefront, rawCode: string, now: Date): Promise<GiftCardBalance> {
  const code = normaliseCode(rawCode);
  await releaseAbandonedHolds(db, code, now);
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, code)).limit(1);
  if (!card || card.currency !== storefront.currency) throw new NotFoundError(giftCardBalanceMessages.unknown);
  const state = card.expiresOn < storefrontToday(storefront, now) ? "expired" : card.balance > 0 ? "usable" : "empty";
  return {
    code: card.code,
    balance: card.balance,
    initialBalance: card.initialBalance,
    currency: card.currency,
    expiresOn: card.expiresOn,
    state,
  };
}
