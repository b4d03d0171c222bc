import type { Promotion } from "@storefront/api-client/catalogue";

/** NewPromotionsEnabled (spec 3 §3 names the setting; the rule is ours): a promotion is new for its first 7 days. */
export const NEW_PROMOTION_DAYS = 7;
export const NEW_PROMOTION_LABEL = "New this week";

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/** Whether a running promotion started within the last 7 days of the shop's today (a YYYY-MM-DD day). */
export function isNewPromotion(promotion: Pick<Promotion, "startsOn" | "isActive">, today: string): boolean {
  const age = dayNumber(today) - dayNumber(promotion.startsOn);
  return promotion.isActive && Number.isFinite(age) && age >= 0 && age < NEW_PROMOTION_DAYS;
}

/** The promotions with the new ones first (each group keeps its order: ending soonest first). */
export function newPromotionsFirst<T extends Pick<Promotion, "startsOn" | "isActive">>(promotions: readonly T[], today: string): T[] {
  const fresh = promotions.filter((promotion) => isNewPromotion(promotion, today));
  return [...fresh, ...promotions.filter((promotion) => !fresh.includes(promotion))];
}
