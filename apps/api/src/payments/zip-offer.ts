import { toCalendarDate, zipOfferInclusionDate, type ZipOfferDates } from "@storefront/validation/instalments";
import { storefrontToday, type Storefront } from "../storefronts";

/**
 * Zip's interest-free offer (spec 2 §3 offerExpiry and offerExpiryInclusion, §9 'interest free'):
 * ours, as the provider's current promotion would be published: Zip (AU, AUD only) finances
 * purchases interest free up to the last day of next month, so the offer expires on the 1st of
 * the month after (in the storefront's zone). Zip NZ's four payments have no offer. A real Zip
 * account's offer would come from its merchant configuration instead.
 */
export function zipOfferDates(storefront: Storefront, now: Date): ZipOfferDates {
  if (storefront.currency !== "AUD") return { offerExpiry: null, offerExpiryInclusion: null };
  const [year = 0, month = 1] = storefrontToday(storefront, now).split("-").map(Number);
  // Local dates throughout: `month` is 1-based, so month + 1 is the month after next.
  const expiry = new Date(year, month + 1, 1);
  return { offerExpiry: toCalendarDate(expiry), offerExpiryInclusion: toCalendarDate(zipOfferInclusionDate(expiry)) };
}
