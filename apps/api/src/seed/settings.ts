import { INSTALMENT_LIMITS } from "../payments/instalment-limits";
import type { Storefront } from "../storefronts";

/** spec 3 §9: the customer support number of the production environment. */
export const CUSTOMER_SUPPORT_NUMBER = "1300 050 050";

/**
 * The home page's landing banner text per storefront (HomeMastheadText; BRANDS.md): what each
 * brand sells and to whom. A storefront without one (a brand added later) gets the home page's
 * general line.
 */
export const HOME_MASTHEAD_TEXTS: Record<string, string> = {
  wa: "Kitchen, laundry, screens, outdoor and furniture for Australian homes, delivered and installed by people who know them.",
  aol: "Appliances, heating and cooling at trade prices for electricians, builders and installers: order on account, collect or deliver to site.",
  "aol-nz": "Appliances, heating and cooling for New Zealand homes, delivered and installed by people who know them.",
  andoo: "Appliances from trusted sellers across Australia, compared side by side and delivered to your door.",
  hc: "Appliances that keep Australian homes clean, cool and comfortable, with care long after you buy.",
  fk: "Sofas, dining, beds and outdoor furniture for Australian homes, delivered and placed in the room you choose.",
};

/**
 * Settings per storefront (GET /api/settings). The first three are the brief's fixed values; the
 * rest are the feature flags and configuration names of spec 3 §3, whose values the spec leaves to
 * us: they follow each brand's behaviour in BRANDS.md.
 */
export function settingsFor(storefront: Storefront): { name: string; value: string }[] {
  const id = storefront.id;
  const nz = storefront.country === "NZ";
  const trade = id === "aol" || id === "aol-nz";
  const flag = (on: boolean) => (on ? "true" : "false");
  const pairs: [string, string][] = [
    ["countryCode", storefront.country],
    ["customerSupportNumber", CUSTOMER_SUPPORT_NUMBER],
    ["companyName", storefront.displayName],
    ["IntercomEnabled", "true"],
    ["IntercomAppId", `sf-${id}-chat`],
    ["WebexEnabled", flag(id === "wa")],
    // Ours: the Webex meeting room the 'Video call an expert' launcher opens (issue 45 item 8).
    ["WebexMeetingUrl", `https://storefront.webex.com/meet/${id}-experts`],
    ["RecaptchaSiteKey", `sandbox-recaptcha-${id}`],
    ["RecaptchaV3SiteKey", `sandbox-recaptcha-v3-${id}`],
    ["BuyapowaEnabled", flag(id === "wa" || id === "hc")],
    ["BuyapowaMarket", nz ? "NZ" : "AU"],
    ["BuyapowaMarketDomain", `${id}.storefront.test`],
    ["BuyapowaCampaignSlug", `${id}-refer-a-friend`],
    ["CheckoutShowCalendarOnLoad", flag(!trade)],
    [
      "QuickLinks",
      JSON.stringify([
        { title: "Track my order", url: "/account/orders" },
        { title: "Stores", url: "/stores" },
        { title: "Promotions", url: "/promotions" },
      ]),
    ],
    // The same limits the payment configuration answers and the submit enforces.
    ["ZipConfig", JSON.stringify({ region: nz ? "NZ" : "AU", ...INSTALMENT_LIMITS[nz ? "zipnz" : "zip"] })],
    ["PaypalDisclaimer", "PayPal Pay in 4 is available on eligible purchases between $30 and $2,000."],
    ["proformaShippingBrands", id === "fk" ? "Wrenfield,Oakhurst" : "Ironbark,Emberline"],
    ["PriceHistoryEnabled", flag(!trade)],
    ["NotifyMeCallbackExtended", flag(!trade)],
    ["TipEnabled", flag(id === "hc")],
    ["TipMessaging", "Add a tip for your delivery team"],
    ["dealsClubEnabled", flag(id === "wa" || id === "andoo")],
    ["PriceMatchEnabled", flag(!trade)],
    ["CrossSellEnabled", "true"],
    ["IsGooglePayExpressEnabled", flag(!trade)],
    ["OTPEnabled", flag(trade)],
    // Referrals (issue 45 item 2) run where Buyapowa is on too: wa and hc.
    ["referralConfig", JSON.stringify({ enabled: id === "wa" || id === "hc", rewardAmount: id === "hc" ? 30 : 50 })],
    ["AreaTenPanEnabled", "false"],
    ["AreaTenHeraEnabled", "false"],
    ["LeaveATipMessage", "Thank your delivery team with a tip."],
    ["CallUsNowEnabled", "true"],
    ["NewPromotionsEnabled", "true"],
    ["CheckoutExpandedProductSwapEnabled", flag(id === "andoo")],
    ["ComparePageEnabled", "true"],
    ["ComparePageHighlightDifferencesEnabled", "true"],
    ["ComparePageHighlightToggleDefault", "false"],
    ["ComparePageReviewSummary", flag(!trade)],
    ["ReviewSummariesEnabled", flag(!trade)],
    ...(HOME_MASTHEAD_TEXTS[id] ? [["HomeMastheadText", HOME_MASTHEAD_TEXTS[id]] as [string, string]] : []),
  ];
  return pairs.map(([name, value]) => ({ name, value }));
}
