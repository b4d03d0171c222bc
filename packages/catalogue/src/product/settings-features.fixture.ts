/**
 * Settings with every product page feature flag on (issue 20 item 1), as GET /api/settings gives
 * them: the product page's test and its Storybook story start from the same record.
 */
export const PRODUCT_FEATURES_ON: Readonly<Record<string, string>> = {
  ReviewSummariesEnabled: "true",
  PriceMatchEnabled: "true",
  CallUsNowEnabled: "true",
  PriceHistoryEnabled: "true",
  CrossSellEnabled: "true",
  customerSupportNumber: "1300 050 050",
  countryCode: "AU",
};
