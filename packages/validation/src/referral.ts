import { booleanSetting } from "./settings";

/**
 * Referrals (issue 45 item 2; spec 3 §3 names only referralConfig, the Buyapowa* settings and the
 * referAFriend page type): a signed-in customer shares a personal link; a friend who arrives by it
 * and places a first order on the storefront records the customer as the referrer, and the
 * customer earns the campaign's reward. The browser and the API read the same rules and texts.
 */
export const referralMessages = {
  notOffered: "Refer a friend is not offered on this site.",
  linkInvalid: "This referral link is not valid. You can still shop as usual.",
  linkKept: "Welcome! Your friend's referral is saved for your first order.",
  copied: "Link copied.",
  copyFailed: "We could not copy the link. Select it and copy it yourself.",
} as const;

/**
 * A referral code: 10 characters of Crockford's base 32 (no I, L, O, U), upper case. Random, so
 * it tells nothing about the customer and cannot be guessed from an id (50 bits).
 */
export const REFERRAL_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERRAL_CODE_LENGTH = 10;
export const REFERRAL_CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** A code as typed or carried in a link (any case, spaces trimmed) in its stored form, or null when it cannot be one. */
export function normaliseReferralCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** The storefront path a share link opens (the storefront keeps the referral and goes on to the home page). */
export function referralLinkPath(code: string): string {
  return `/r/${encodeURIComponent(code)}`;
}

/** referralConfig (GET /api/settings, a JSON string): whether the campaign runs and what the referrer earns. */
export interface ReferralConfig {
  enabled: boolean;
  /** What the referrer earns for each friend's first order, in the storefront's currency. */
  rewardAmount: number;
}

const NO_REFERRALS: ReferralConfig = { enabled: false, rewardAmount: 0 };

/**
 * referralConfig read as the campaign: `{ "enabled": true, "rewardAmount": 50 }`. A missing value,
 * one that is not JSON, or a reward that is not a positive amount up to 1,000 turns referrals off.
 */
export function referralConfigSetting(value: string | undefined): ReferralConfig {
  if (!value) return NO_REFERRALS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return NO_REFERRALS;
  }
  if (typeof parsed !== "object" || parsed === null) return NO_REFERRALS;
  const { enabled, rewardAmount } = parsed as Record<string, unknown>;
  const reward = typeof rewardAmount === "number" && Number.isFinite(rewardAmount) && rewardAmount > 0 && rewardAmount <= 1000;
  return enabled === true && reward ? { enabled: true, rewardAmount: rewardAmount as number } : NO_REFERRALS;
}

/**
 * Whether a storefront offers referrals: the campaign runs (referralConfig) and the referral
 * provider is on (BuyapowaEnabled; the API turns it off where its provider is not configured).
 */
export function referralsOffered(settings: { referralConfig?: string; BuyapowaEnabled?: string }): boolean {
  return booleanSetting(settings.BuyapowaEnabled, false) && referralConfigSetting(settings.referralConfig).enabled;
}

/** The campaign line the referAFriend page shows, with the reward in the storefront's money. */
export function referralCampaignText(reward: string): { headline: string; detail: string } {
  return {
    headline: `Give your friends a reason to shop with us, and get ${reward} for each one.`,
    detail: `Share your link. When a friend uses it and places their first order with us, you earn a ${reward} reward. Your own orders do not count, and each friend counts once.`,
  };
}
