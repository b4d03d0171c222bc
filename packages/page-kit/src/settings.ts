import { referralsOffered } from "@storefront/validation/referral";
import { booleanSetting } from "@storefront/validation/settings";
import { DEFAULT_LEAVE_A_TIP_MESSAGE, DEFAULT_TIP_MESSAGING, TIP_ENABLED_SETTING } from "@storefront/validation/tip";
import { useRootData } from "./root-data";

/** A shopper's quick link (the QuickLinks setting: a JSON list of titles and addresses). */
export interface QuickLink {
  title: string;
  url: string;
}

/** The ZipConfig setting: the Zip instalment region and its order limits. */
export interface ZipConfig {
  region?: string;
  minimumAmount?: number;
  maximumAmount?: number;
}

/**
 * The brand's settings (GET /api/settings, spec 3 §3) the storefront acts on, typed. One owner:
 * every package reads them through `useStorefrontSettings`, never the raw name → value record.
 */
export interface StorefrontSettings {
  /** spec 3 §9: Intercom is on by default. */
  intercomEnabled: boolean;
  /**
   * Ours (issue 44 item 3): the address field looks street addresses up through the API's maps
   * service. The API says true only where a maps service answers; off when the settings are missing.
   */
  addressLookupEnabled: boolean;
  /** spec 3 §9: a built-in fallback app id when the setting is missing. */
  intercomAppId: string;
  /** 'AU' or 'NZ'; undefined when the setting is missing (the brand's country then). */
  countryCode: string | undefined;
  customerSupportNumber: string;
  companyName: string | undefined;
  /** spec 2: the delivery calendar is shown open on load; false puts it behind a button. */
  checkoutShowCalendarOnLoad: boolean;
  quickLinks: QuickLink[];
  zipConfig: ZipConfig;
  paypalDisclaimer: string | undefined;
  /** spec 3 §3: the comma-separated brands whose delivery the supplier arranges (proforma). */
  proformaShippingBrands: string[];
  priceHistoryEnabled: boolean;
  priceMatchEnabled: boolean;
  crossSellEnabled: boolean;
  callUsNowEnabled: boolean;
  comparePageEnabled: boolean;
  comparePageHighlightDifferencesEnabled: boolean;
  comparePageHighlightToggleDefault: boolean;
  comparePageReviewSummary: boolean;
  reviewSummariesEnabled: boolean;
  /** Issue 45 item 5: sign-in offers a mailed six-digit code beside the password. */
  otpEnabled: boolean;
  /** Issue 45 item 3: customers may join the deals club and see and pay member prices. */
  dealsClubEnabled: boolean;
  /** Issue 45 item 2: referralConfig runs a campaign and BuyapowaEnabled is on: customers have a refer-a-friend page. */
  referralsOffered: boolean;
  /** spec 3 §3 IsGooglePayExpressEnabled (issue 44 item 4): the checkout offers the express Google Pay button where Google Pay is offered. */
  googlePayExpressEnabled: boolean;
  /** The home page's landing banner text (HomeMastheadText): what the brand sells and to whom. */
  homeMastheadText: string | undefined;
  /** spec 3 §3 NotifyMeCallbackExtended (issue 45 item 1): notify-me also offers a phone call when it is back. */
  notifyMeCallbackExtended: boolean;
  /** spec 3 §3 NewPromotionsEnabled (issue 45 item 8): promotions in their first week come first, marked 'New this week'. */
  newPromotionsEnabled: boolean;
  /**
   * spec 3 §3 WebexEnabled (issue 45 item 8) with our WebexMeetingUrl: the 'Video call an expert'
   * launcher opens this Webex meeting room; undefined (no launcher) when the flag is off or the
   * address is not an https address on webex.com.
   */
  webexMeetingUrl: string | undefined;
  /**
   * spec 3 §3 RecaptchaSiteKey and RecaptchaV3SiteKey (issue 45 item 7): the bot check's box (v2)
   * and score (v3) site keys; undefined when the API runs no bot check (it then hands out none).
   */
  botCheckBoxSiteKey: string | undefined;
  botCheckScoreSiteKey: string | undefined;
  /**
   * spec 3 §3 TipEnabled, TipMessaging and LeaveATipMessage (issue 45 item 4): checkout offers a
   * delivery-crew tip, its group named by the messaging and described by the leave-a-tip text
   * (validation's defaults where a text is missing). Off when the flag is.
   */
  deliveryTip: { enabled: boolean; messaging: string; leaveATipMessage: string };
}

/** spec 3 §9: the app id the chat widget uses when IntercomAppId is missing. */
export const FALLBACK_INTERCOM_APP_ID = "sf-storefront-chat";

/**
 * 'true' / 'false' (any case, trimmed) as a boolean, else the default: validation's rule, which the
 * API's flags read too. The defaults keep what the storefront did before a flag existed (compare
 * page, highlight toggle, open calendar, chat) and leave the features the flags add off.
 */
export { booleanSetting };

/** A setting holding JSON, or undefined when it is missing or not JSON. */
export function jsonSetting(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** A comma-separated setting as its trimmed, non-empty entries. */
export function listSetting(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** QuickLinks entries with a title and a site-relative address (an absolute or script address is dropped). */
function quickLinksOf(value: unknown): QuickLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) =>
    isRecord(entry) && typeof entry.title === "string" && typeof entry.url === "string" && /^\/(?!\/)/.test(entry.url) && entry.title.trim()
      ? [{ title: entry.title.trim(), url: entry.url }]
      : [],
  );
}

function zipConfigOf(value: unknown): ZipConfig {
  if (!isRecord(value)) return {};
  const number = (key: string) => (typeof value[key] === "number" && Number.isFinite(value[key]) ? value[key] : undefined);
  return {
    ...(typeof value.region === "string" ? { region: value.region } : {}),
    ...(number("minimumAmount") !== undefined ? { minimumAmount: number("minimumAmount") } : {}),
    ...(number("maximumAmount") !== undefined ? { maximumAmount: number("maximumAmount") } : {}),
  };
}

/** A Webex meeting room's address: https, on webex.com or a site under it, else none (never a script or another host). */
export function webexMeetingUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    const host = url.hostname.toLowerCase();
    return url.protocol === "https:" && !url.username && !url.password && (host === "webex.com" || host.endsWith(".webex.com"))
      ? url.href
      : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The raw settings (name → value; empty after a failed read, spec 3 §8) as the typed model with its defaults. */
export function parseSettings(raw: Readonly<Record<string, string | undefined>>): StorefrontSettings {
  const flag = (name: string, fallback: boolean) => booleanSetting(raw[name], fallback);
  return {
    intercomEnabled: flag("IntercomEnabled", true),
    addressLookupEnabled: flag("AddressLookupEnabled", false),
    intercomAppId: text(raw.IntercomAppId) ?? FALLBACK_INTERCOM_APP_ID,
    countryCode: text(raw.countryCode)?.toUpperCase(),
    customerSupportNumber: text(raw.customerSupportNumber) ?? "",
    companyName: text(raw.companyName),
    checkoutShowCalendarOnLoad: flag("CheckoutShowCalendarOnLoad", true),
    quickLinks: quickLinksOf(jsonSetting(raw.QuickLinks)),
    zipConfig: zipConfigOf(jsonSetting(raw.ZipConfig)),
    paypalDisclaimer: text(raw.PaypalDisclaimer),
    proformaShippingBrands: listSetting(raw.proformaShippingBrands),
    priceHistoryEnabled: flag("PriceHistoryEnabled", false),
    priceMatchEnabled: flag("PriceMatchEnabled", false),
    crossSellEnabled: flag("CrossSellEnabled", false),
    callUsNowEnabled: flag("CallUsNowEnabled", false),
    comparePageEnabled: flag("ComparePageEnabled", true),
    comparePageHighlightDifferencesEnabled: flag("ComparePageHighlightDifferencesEnabled", true),
    comparePageHighlightToggleDefault: flag("ComparePageHighlightToggleDefault", false),
    comparePageReviewSummary: flag("ComparePageReviewSummary", false),
    reviewSummariesEnabled: flag("ReviewSummariesEnabled", false),
    otpEnabled: flag("OTPEnabled", false),
    dealsClubEnabled: flag("dealsClubEnabled", false),
    referralsOffered: referralsOffered(raw),
    googlePayExpressEnabled: flag("IsGooglePayExpressEnabled", false),
    homeMastheadText: text(raw.HomeMastheadText),
    notifyMeCallbackExtended: flag("NotifyMeCallbackExtended", false),
    newPromotionsEnabled: flag("NewPromotionsEnabled", false),
    webexMeetingUrl: flag("WebexEnabled", false) ? webexMeetingUrlOf(raw.WebexMeetingUrl) : undefined,
    botCheckBoxSiteKey: text(raw.RecaptchaSiteKey),
    botCheckScoreSiteKey: text(raw.RecaptchaV3SiteKey),
    deliveryTip: {
      enabled: flag(TIP_ENABLED_SETTING, false),
      messaging: text(raw.TipMessaging) ?? DEFAULT_TIP_MESSAGING,
      leaveATipMessage: text(raw.LeaveATipMessage) ?? DEFAULT_LEAVE_A_TIP_MESSAGE,
    },
  };
}

let lastRaw: Readonly<Record<string, string>> | undefined;
let lastParsed: StorefrontSettings | undefined;

/**
 * The brand's typed settings, as the root loader read them (the defaults where no root loader ran
 * or the read failed). Parsed once per root answer, not per component.
 */
export function useStorefrontSettings(): StorefrontSettings {
  const raw = useRootData()?.settings ?? EMPTY;
  if (raw !== lastRaw || !lastParsed) {
    lastRaw = raw;
    lastParsed = parseSettings(raw);
  }
  return lastParsed;
}

const EMPTY: Readonly<Record<string, string>> = Object.freeze({});
