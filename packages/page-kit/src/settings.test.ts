import { describe, expect, it } from "vitest";
import { DEFAULT_LEAVE_A_TIP_MESSAGE, DEFAULT_TIP_MESSAGING } from "@storefront/validation/tip";
import { booleanSetting, FALLBACK_INTERCOM_APP_ID, listSetting, parseSettings } from "./settings";

describe("typed settings (spec 3 §3)", () => {
  it("reads 'true' and 'false' in any case, else the default", () => {
    expect(booleanSetting("true", false)).toBe(true);
    expect(booleanSetting(" FALSE ", true)).toBe(false);
    expect(booleanSetting("yes", true)).toBe(true);
    expect(booleanSetting(undefined, false)).toBe(false);
  });

  it("splits comma lists, trimming and dropping empty entries", () => {
    expect(listSetting(" Ironbark, Emberline ,,")).toEqual(["Ironbark", "Emberline"]);
    expect(listSetting(undefined)).toEqual([]);
  });

  it("parses every flag and configuration the storefront acts on", () => {
    const settings = parseSettings({
      IntercomEnabled: "false",
      IntercomAppId: "sf-wa-chat",
      countryCode: "nz",
      customerSupportNumber: "1300 050 050",
      CheckoutShowCalendarOnLoad: "false",
      QuickLinks: JSON.stringify([{ title: "Stores", url: "/stores" }]),
      ZipConfig: JSON.stringify({ region: "AU", minimumAmount: 1, maximumAmount: 5000 }),
      proformaShippingBrands: "Ironbark,Emberline",
      PriceHistoryEnabled: "true",
      PriceMatchEnabled: "true",
      CrossSellEnabled: "true",
      CallUsNowEnabled: "true",
      ComparePageEnabled: "false",
      ComparePageHighlightDifferencesEnabled: "false",
      ComparePageHighlightToggleDefault: "true",
      ComparePageReviewSummary: "true",
      ReviewSummariesEnabled: "true",
      AddressLookupEnabled: "true",
      OTPEnabled: "true",
      dealsClubEnabled: "TRUE",
      referralConfig: JSON.stringify({ enabled: true, rewardAmount: 50 }),
      BuyapowaEnabled: "true",
      IsGooglePayExpressEnabled: "true",
      NotifyMeCallbackExtended: "true",
      RecaptchaSiteKey: "box-key",
      RecaptchaV3SiteKey: "score-key",
      NewPromotionsEnabled: "true",
      WebexEnabled: "true",
      WebexMeetingUrl: "https://storefront.webex.com/meet/wa-experts",
      TipEnabled: "true",
      TipMessaging: " Add a tip for your delivery team ",
      LeaveATipMessage: "Thank your delivery team with a tip.",
    });
    expect(settings).toEqual({
      intercomEnabled: false,
      addressLookupEnabled: true,
      intercomAppId: "sf-wa-chat",
      countryCode: "NZ",
      customerSupportNumber: "1300 050 050",
      companyName: undefined,
      checkoutShowCalendarOnLoad: false,
      quickLinks: [{ title: "Stores", url: "/stores" }],
      zipConfig: { region: "AU", minimumAmount: 1, maximumAmount: 5000 },
      paypalDisclaimer: undefined,
      proformaShippingBrands: ["Ironbark", "Emberline"],
      priceHistoryEnabled: true,
      priceMatchEnabled: true,
      crossSellEnabled: true,
      callUsNowEnabled: true,
      comparePageEnabled: false,
      comparePageHighlightDifferencesEnabled: false,
      comparePageHighlightToggleDefault: true,
      comparePageReviewSummary: true,
      reviewSummariesEnabled: true,
      otpEnabled: true,
      dealsClubEnabled: true,
      referralsOffered: true,
      googlePayExpressEnabled: true,
      notifyMeCallbackExtended: true,
      newPromotionsEnabled: true,
      webexMeetingUrl: "https://storefront.webex.com/meet/wa-experts",
      botCheckBoxSiteKey: "box-key",
      botCheckScoreSiteKey: "score-key",
      deliveryTip: {
        enabled: true,
        messaging: "Add a tip for your delivery team",
        leaveATipMessage: "Thank your delivery team with a tip.",
      },
    });
  });

  it("gives the spec's defaults after a failed read (spec 3 §8: the list stays empty)", () => {
    expect(parseSettings({})).toMatchObject({
      intercomEnabled: true,
      // Ours: no lookup unless the API says a maps service answers.
      addressLookupEnabled: false,
      intercomAppId: FALLBACK_INTERCOM_APP_ID,
      countryCode: undefined,
      customerSupportNumber: "",
      checkoutShowCalendarOnLoad: true,
      quickLinks: [],
      zipConfig: {},
      proformaShippingBrands: [],
      priceHistoryEnabled: false,
      priceMatchEnabled: false,
      crossSellEnabled: false,
      callUsNowEnabled: false,
      comparePageEnabled: true,
      comparePageHighlightDifferencesEnabled: true,
      comparePageHighlightToggleDefault: false,
      comparePageReviewSummary: false,
      reviewSummariesEnabled: false,
      otpEnabled: false,
      dealsClubEnabled: false,
      referralsOffered: false,
      googlePayExpressEnabled: false,
      homeMastheadText: undefined,
      notifyMeCallbackExtended: false,
      newPromotionsEnabled: false,
      webexMeetingUrl: undefined,
      botCheckBoxSiteKey: undefined,
      botCheckScoreSiteKey: undefined,
      deliveryTip: { enabled: false, messaging: DEFAULT_TIP_MESSAGING, leaveATipMessage: DEFAULT_LEAVE_A_TIP_MESSAGE },
    });
  });

  it("offers the delivery tip only when TipEnabled says 'true', with the brand's texts (issue 45 item 4)", () => {
    expect(parseSettings({ TipEnabled: "false", TipMessaging: "Tip the crew" }).deliveryTip).toEqual({
      enabled: false,
      messaging: "Tip the crew",
      leaveATipMessage: DEFAULT_LEAVE_A_TIP_MESSAGE,
    });
    expect(parseSettings({ TipEnabled: "true", LeaveATipMessage: "  " }).deliveryTip).toEqual({
      enabled: true,
      messaging: DEFAULT_TIP_MESSAGING,
      leaveATipMessage: DEFAULT_LEAVE_A_TIP_MESSAGE,
    });
  });

  it("turns the one-time passcode and the deals club on only when their flags say 'true' (issue 45 items 3, 5)", () => {
    expect(parseSettings({ OTPEnabled: "false", dealsClubEnabled: "false" })).toMatchObject({ otpEnabled: false, dealsClubEnabled: false });
    expect(parseSettings({ OTPEnabled: "true", dealsClubEnabled: "true" })).toMatchObject({ otpEnabled: true, dealsClubEnabled: true });
  });

  it("turns NewPromotionsEnabled on only when it says 'true' (issue 45 item 8)", () => {
    expect(parseSettings({ NewPromotionsEnabled: "false" }).newPromotionsEnabled).toBe(false);
    expect(parseSettings({ NewPromotionsEnabled: "true" }).newPromotionsEnabled).toBe(true);
  });

  it("gives the Webex launcher its room only while WebexEnabled is on, and only an https room on webex.com (issue 45 item 8)", () => {
    const room = "https://storefront.webex.com/meet/wa-experts";
    expect(parseSettings({ WebexEnabled: "true", WebexMeetingUrl: room }).webexMeetingUrl).toBe(room);
    expect(parseSettings({ WebexEnabled: "false", WebexMeetingUrl: room }).webexMeetingUrl).toBeUndefined();
    expect(parseSettings({ WebexEnabled: "true" }).webexMeetingUrl).toBeUndefined();
    for (const address of [
      "http://storefront.webex.com/meet/wa",
      "javascript:alert(1)",
      "https://webex.com.evil.example/meet/wa",
      "https://evilwebex.com/meet/wa",
      "https://user:pw@storefront.webex.com/meet/wa",
      "not a url",
    ]) {
      expect(parseSettings({ WebexEnabled: "true", WebexMeetingUrl: address }).webexMeetingUrl, address).toBeUndefined();
    }
  });

  it("offers referrals only where referralConfig runs a campaign and BuyapowaEnabled is on (issue 45 item 2)", () => {
    const campaign = JSON.stringify({ enabled: true, rewardAmount: 50 });
    expect(parseSettings({ referralConfig: campaign, BuyapowaEnabled: "true" }).referralsOffered).toBe(true);
    expect(parseSettings({ referralConfig: campaign, BuyapowaEnabled: "false" }).referralsOffered).toBe(false);
    expect(
      parseSettings({ referralConfig: JSON.stringify({ enabled: false, rewardAmount: 50 }), BuyapowaEnabled: "true" }).referralsOffered,
    ).toBe(false);
  });

  it("reads the brand's home banner text, trimmed, and none for a blank one", () => {
    expect(parseSettings({ HomeMastheadText: " Sofas and beds for every room. " }).homeMastheadText).toBe("Sofas and beds for every room.");
    expect(parseSettings({ HomeMastheadText: "  " }).homeMastheadText).toBeUndefined();
  });

  it("ignores JSON settings that are not JSON or not the expected shape", () => {
    const settings = parseSettings({
      QuickLinks: JSON.stringify([
        { title: "Off site", url: "https://evil.test" },
        { title: "", url: "/x" },
        { url: "/y" },
        { title: "Ok", url: "/ok" },
      ]),
      ZipConfig: "{not json",
    });
    expect(settings.quickLinks).toEqual([{ title: "Ok", url: "/ok" }]);
    expect(settings.zipConfig).toEqual({});
    expect(parseSettings({ QuickLinks: "{}" }).quickLinks).toEqual([]);
  });
});
