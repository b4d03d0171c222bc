/**
 * The settings the suite's API sets against its seed (SETTINGS_OVERRIDES, apps/api README), so the
 * journeys of settings.spec.ts see each flag both ways through the real API and storefront: a
 * feature where its flag is on (mostly wa, as seeded) and its absence where the suite turns it off.
 * - wa: PriceMatchEnabled off (hc keeps the seed's on).
 * - hc: the product page features, chat, quick links and compare highlighting off (wa keeps them
 *   on); no proforma shipping brands (wa keeps the seed's Ironbark and Emberline).
 * - andoo: the compare page's highlighting starts on (the seed starts it off).
 * - fk: no compare page (every other storefront has one).
 */
export const SETTINGS_OVERRIDES = {
  wa: { PriceMatchEnabled: "false" },
  hc: {
    IntercomEnabled: "false",
    PriceHistoryEnabled: "false",
    CrossSellEnabled: "false",
    CallUsNowEnabled: "false",
    ReviewSummariesEnabled: "false",
    QuickLinks: "[]",
    ComparePageHighlightDifferencesEnabled: "false",
    proformaShippingBrands: "",
  },
  andoo: { ComparePageHighlightToggleDefault: "true" },
  fk: { ComparePageEnabled: "false" },
} as const satisfies Record<string, Record<string, string>>;
