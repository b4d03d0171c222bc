import { describe, expect, it } from "vitest";
import { normaliseReferralCode, referralConfigSetting, referralLinkPath, referralsOffered } from "./referral";

describe("referral codes", () => {
  it("takes a code in any case with spaces around, and refuses anything else", () => {
    expect(normaliseReferralCode(" ab12cd34ef ")).toBe("AB12CD34EF");
    expect(normaliseReferralCode("AB12CD34E")).toBeNull();
    expect(normaliseReferralCode("AB12CD34EI")).toBeNull();
    expect(normaliseReferralCode("../../etc/x")).toBeNull();
    expect(normaliseReferralCode(12)).toBeNull();
  });

  it("builds the share link's path", () => {
    expect(referralLinkPath("AB12CD34EF")).toBe("/r/AB12CD34EF");
  });
});

describe("referralConfig and BuyapowaEnabled", () => {
  it("reads the campaign when it runs with a reward", () => {
    expect(referralConfigSetting('{"enabled":true,"rewardAmount":50}')).toEqual({ enabled: true, rewardAmount: 50 });
  });

  it("is off without the setting, with bad JSON, without a sensible reward or when disabled", () => {
    for (const value of [
      undefined,
      "",
      "{",
      "null",
      '{"enabled":true}',
      '{"enabled":true,"rewardAmount":-5}',
      '{"enabled":false,"rewardAmount":50}',
    ])
      expect(referralConfigSetting(value).enabled).toBe(false);
  });

  it("offers referrals only with both the campaign and the provider on", () => {
    const campaign = '{"enabled":true,"rewardAmount":50}';
    expect(referralsOffered({ referralConfig: campaign, BuyapowaEnabled: "true" })).toBe(true);
    expect(referralsOffered({ referralConfig: campaign, BuyapowaEnabled: "false" })).toBe(false);
    expect(referralsOffered({ referralConfig: campaign })).toBe(false);
    expect(referralsOffered({ referralConfig: '{"enabled":false,"rewardAmount":50}', BuyapowaEnabled: "true" })).toBe(false);
  });
});
