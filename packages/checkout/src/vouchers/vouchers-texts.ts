import type { GiftCardBalance } from "@storefront/api-client/cart";
import { formatLongDate, type DateShop } from "@storefront/validation/dates";
import { formatMoneyWithCents, type PriceFormatOptions } from "@storefront/validation/price";

/** The vouchers page (spec 3 page type vouchers; the path is ours). */
export const VOUCHERS_PATH = "/vouchers";

/** The vouchers page's words (ours: spec 3 names the page type only). */
export const vouchersTexts = {
  title: "Gift cards",
  lead: "Check what is left on a gift card, then spend it on anything in the shop.",
  balanceHeading: "Check your balance",
  numberLabel: "Gift card number",
  numberHint: "As printed on the card or in its email, for example GIFT-1234-5678.",
  check: "Check balance",
  checking: "Checking…",
  spendHeading: "Spending a gift card",
  spendSteps: [
    "Add what you'd like to your cart and go to checkout.",
    "Type the number into 'Gift card / coupon code' in the order summary and choose Apply.",
    "The card pays for as much of your order as its balance covers; pay the rest any way you like.",
  ],
  shop: "Start shopping",
} as const;

/**
 * The shop's words for a card's balance: what it has to spend and until when, or why it has
 * nothing. The card is in the shop's currency (the API answers no other shop's card).
 */
export function balanceMessage(card: GiftCardBalance, shop: DateShop & Required<Pick<PriceFormatOptions, "currency">>): string {
  const money = formatMoneyWithCents(card.balance, { currency: shop.currency, locale: shop.locale });
  const until = formatLongDate(card.expiresOn, shop);
  if (card.state === "expired") return `Gift card ${card.code} expired on ${until}.`;
  if (card.state === "empty") return `Gift card ${card.code} has nothing left to spend.`;
  return `Gift card ${card.code} has ${money} to spend until ${until}.`;
}
