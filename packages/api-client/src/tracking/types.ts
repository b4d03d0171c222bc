/** The variant test and analytics events (spec 1 §7, §8). */
export type {
  AnalyticsEventType,
  AnalyticsSearchEvent,
  TrackedWidgetType,
  VariantTestAnswer,
  VariantTestFailure,
  VariantTestFailureEvent,
  WidgetAction,
  WidgetEvent,
} from "@storefront/api-contract/tracking";

/** The variant test as the client gives it. */
export interface VariantTestResult {
  bucket: string;
  /** The x-vu response header; must equal the wau cookie for the bucket to count. */
  vu: string | null;
}
