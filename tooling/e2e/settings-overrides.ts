/**
 * The settings the suite's API turns off against its seed (SETTINGS_OVERRIDES, apps/api README),
 * read by settings.spec.ts: each flag is on in the seed of wa, so the journeys see a feature in wa
 * and its absence in hc, through the real API and storefront. hc keeps PriceMatchEnabled on, so the
 * price match promise is seen both ways too (off in wa).
 */
export const SETTINGS_TURNED_OFF = {
  wa: { PriceMatchEnabled: "false" },
  hc: {
    IntercomEnabled: "false",
    PriceHistoryEnabled: "false",
    CrossSellEnabled: "false",
    CallUsNowEnabled: "false",
    ReviewSummariesEnabled: "false",
    QuickLinks: "[]",
    ComparePageHighlightDifferencesEnabled: "false",
  },
} as const satisfies Record<string, Record<string, string>>;
