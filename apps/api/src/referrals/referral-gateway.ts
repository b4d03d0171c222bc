/**
 * The referral provider behind an adapter (ARCHITECTURE.md decisions 7 and 12; issue 45 item 2):
 * Buyapowa runs the brands' refer-a-friend campaigns (the Buyapowa* settings). The storefront
 * records the referrer of a referred shopper's first order in our database either way; the
 * provider is told of the conversion so it can pay the referrer's reward.
 *
 * The sandbox (REFERRAL_SANDBOX, on outside production) stands in for it: it stores the call the
 * real provider would get on the referral's row (`referrals.provider_call`) instead of sending it, and
 * trusts nothing the browser says: the referrer comes from our own code table, the order from the
 * completed payment. Off (a production start without REFERRAL_SANDBOX=true), no storefront
 * offers referrals: BuyapowaEnabled answers false everywhere and the referral routes are not there.
 */
export interface ReferralConversion {
  /** BuyapowaMarket, BuyapowaMarketDomain and BuyapowaCampaignSlug of the storefront. */
  market: string;
  marketDomain: string;
  campaign: string;
  /** The referrer's code and the referred order. */
  code: string;
  orderNumber: string;
  orderTotal: number;
  currency: string;
}

export interface ReferralGateway {
  readonly name: string;
  /** The call the provider is told of the conversion with, as stored on the referral (`referrals.provider_call`). */
  conversionCall(conversion: ReferralConversion): Record<string, string | number>;
}

/** The sandbox provider: Buyapowa's conversion call's fields, stored instead of sent. */
export const SANDBOX_REFERRAL_GATEWAY: ReferralGateway = {
  name: "sandbox",
  conversionCall: (conversion) => ({
    provider: "buyapowa-sandbox",
    endpoint: `https://${conversion.marketDomain}/api/${conversion.campaign}/conversions`,
    market: conversion.market,
    campaign: conversion.campaign,
    referralCode: conversion.code,
    orderNumber: conversion.orderNumber,
    orderValue: conversion.orderTotal,
    currency: conversion.currency,
  }),
};
