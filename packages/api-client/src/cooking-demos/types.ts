/** Cooking demos: the list, a demo, RSVP, booking and wait list (spec 1 §3, §4, §7). */
import type { CookingDemoFilter as CookingDemoQuery } from "@storefront/api-contract/cooking-demos";

export type {
  CookingDemo,
  CookingDemoAvailability,
  CookingDemoBookingAnswer,
  CookingDemoBookingRequest,
  CookingDemoPage,
  CookingDemoType,
  SortDirectionValue,
} from "@storefront/api-contract/cooking-demos";

/**
 * spec 1 §3 cooking demo filter as the storefront builds it from its address: the sub-event type
 * is passed through as text (the API answers 400 for one it does not know).
 */
export type CookingDemoFilter = Omit<CookingDemoQuery, "cookingDemoSubEventType"> & { cookingDemoSubEventType?: string };

/** spec 1 §4: the demo list's load states. */
export type LoadStatus = "Initial" | "Loading" | "Success" | "Failure";
