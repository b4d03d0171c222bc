export { type AnalyticsEventType, type AnalyticsSearchEvent, type VariantTestAnswer, type VariantTestResult } from "./types";
export { postSearchAnalytics, postVariantTest, trackProductLoad, trackSearchTerm } from "./api";
