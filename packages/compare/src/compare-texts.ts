import { isApiError } from "@storefront/api-client/http";
import type { BrandFeatures } from "@storefront/ui-kit/brand";
import { TOAST_FAILURE_TEXT } from "@storefront/ui-kit/toast";

/** spec 1 §2.5 texts. */
export const trayTexts = {
  emptySlot: "Add another product by ticking",
  emptySlotAction: "Add to Compare",
  nothingSelected: "No product selected",
  hide: "Hide",
  compareSelected: "Compare Selected",
  compare: "Compare",
} as const;

/** spec 1 §2.6, to the character. */
export const TOO_MANY_TITLE = "Too many products";
export const TOO_MANY_TEXT =
  "You've already selected 3 products to compare. That's the maximum. To compare this product, please remove another first.";
/**
 * spec 1 §2.6's other variant gives only its sense ("the maximum is 3", "deselect another"); our
 * words, for the bottom-bar brands (README).
 */
export const TOO_MANY_DESELECT_TEXT = "The maximum is 3 products. Please deselect another product to compare this one.";
export const TOO_MANY_BUTTON = "Got it";

/** The dialog's text for the brand's `compareTooManyVariant` flag. */
export function tooManyText(variant: BrandFeatures["compareTooManyVariant"]): string {
  return variant === "deselectAnother" ? TOO_MANY_DESELECT_TEXT : TOO_MANY_TEXT;
}

/**
 * The compare list's action (issue 40): the compare route's (`/compare`), where the ticks and the
 * tray's remove buttons post. Its outcomes' words are ours.
 */
export const COMPARE_ACTION_PATH = "/compare";
export const compareIntents = { add: "add", remove: "remove" } as const;
/** The field naming the product a compare form adds or removes. */
export const COMPARE_SKU_FIELD = "sku";
export const compareActionTexts = {
  added: "Added to compare.",
  removed: "Removed from compare.",
  unknownProduct: "We couldn't find that product.",
  unknownChange: "That change could not be made to your compare list. Please try again.",
} as const;

/**
 * What a failed compare write says (spec 3 §8): the server's own words when it gave any, else the
 * failure toast's 'Update Failed!' (no answer at all included).
 */
export function compareFailureText(error: unknown): string {
  return isApiError(error) && error.serverMessages.length > 0 ? error.serverMessages.join(", ") : TOAST_FAILURE_TEXT;
}
