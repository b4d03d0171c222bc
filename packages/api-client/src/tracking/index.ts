export {
  type AnalyticsEventType,
  type AnalyticsSearchEvent,
  type TrackedWidgetType,
  type VariantTestAnswer,
  type VariantTestFailure,
  type VariantTestFailureEvent,
  type VariantTestResult,
  type WidgetAction,
  type WidgetEvent,
} from "./types";
export { postSearchAnalytics, postVariantTest, postVariantTestFailure, postWidgetEvent, trackProductLoad, trackSearchTerm } from "./api";
