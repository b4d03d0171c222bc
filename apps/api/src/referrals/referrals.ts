import type { ReferralArrivalAnswer, ReferralStatus } from "@storefront/api-contract/account";
import {
  normaliseReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  referralConfigSetting,
  referralLinkPath,
  referralMessages,
} from "@storefront/validation/referral";
import { booleanSetting } from "@storefront/validation/settings";
import { and, count, eq, ne, or, sql, sum } from "drizzle-orm";
import { randomInt } from "node:crypto";
import type { AppContext } from "../context";
import { settingValues, type SettingValues } from "../content/setting-values";
import type { Database } from "../db/client";
import { accounts, orders, referralCodes, referrals, sessions } from "../db/schema";
import { storefrontById, type Storefront } from "../storefronts";
import { SANDBOX_REFERRAL_GATEWAY, type ReferralGateway } from "./referral-gateway";

/**
 * Referrals (issue 45 item 2; apps/api README "Referrals"). A storefront offers them where its
 * referralConfig runs a campaign and BuyapowaEnabled is on (validation's `referralsOffered` rule).
 * A customer's code is random and made on their first read of the page; a shopper who arrives by
 * the link keeps the code in their shopper session (server side, `sessions.referral_code`); the
 * session's order then records the referrer once, when it is the shopper's first order on the
 * storefront and the shopper is not the referrer.
 */

async function campaignOf(setting: SettingValues, storefront: Storefront) {
  const [config, provider, market, marketDomain, campaign] = await Promise.all([
    setting.value(storefront, "referralConfig"),
    setting.value(storefront, "BuyapowaEnabled"),
    setting.value(storefront, "BuyapowaMarket"),
    setting.value(storefront, "BuyapowaMarketDomain"),
    setting.value(storefront, "BuyapowaCampaignSlug"),
  ]);
  const parsed = referralConfigSetting(config);
  return {
    enabled: parsed.enabled && booleanSetting(provider, false),
    rewardAmount: parsed.rewardAmount,
    market: market ?? storefront.country,
    marketDomain: marketDomain ?? `${storefront.id}.storefront.test`,
    campaign: campaign ?? `${storefront.id}-refer-a-friend`,
  };
}

function newCode(): string {
  return Array.from({ length: REFERRAL_CODE_LENGTH }, () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]).join("");
}

export function referralProgramme(context: Pick<AppContext, "db" | "settingsOverrides">) {
  const { db } = context;
  const setting = settingValues(context);

  async function codeOf(storefront: Storefront, accountId: string): Promise<string> {
    for (;;) {
      const [row] = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(and(eq(referralCodes.accountId, accountId), eq(referralCodes.storefrontId, storefront.id)))
        .limit(1);
      if (row) return row.code;
      // Concurrent first reads: one insert wins and the others read its code; a taken code (1 in 2^50) tries another.
      await db.insert(referralCodes).values({ accountId, storefrontId: storefront.id, code: newCode() }).onConflictDoNothing();
    }
  }

  return {
    campaign: (storefront: Storefront) => campaignOf(setting, storefront),

    /** GET /api/account/referral: the customer's link, the campaign and what their referrals earned. */
    async status(storefront: Storefront, accountId: string): Promise<ReferralStatus> {
      const campaign = await campaignOf(setting, storefront);
      const base = { rewardAmount: campaign.rewardAmount, currency: storefront.currency, campaign: campaign.campaign };
      if (!campaign.enabled)
        return { enabled: false, code: null, linkPath: null, ...base, rewardAmount: 0, referredOrders: 0, rewardsEarned: 0 };
      const code = await codeOf(storefront, accountId);
      const [earned] = await db
        .select({ orders: count(), rewards: sum(referrals.rewardAmount) })
        .from(referrals)
        .where(and(eq(referrals.referrerAccountId, accountId), eq(referrals.storefrontId, storefront.id)));
      return {
        enabled: true,
        code,
        linkPath: `${referralLinkPath(code)}?campaign=${encodeURIComponent(campaign.campaign)}`,
        ...base,
        referredOrders: earned?.orders ?? 0,
        rewardsEarned: Number(earned?.rewards ?? 0),
      };
    },

    /** A code of this storefront's customers as the link carries it, in its stored form; null for an unknown or malformed one. */
    async knownCode(storefront: Storefront, typed: string): Promise<string | null> {
      const code = normaliseReferralCode(typed);
      if (!code) return null;
      const [row] = await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(and(eq(referralCodes.code, code), eq(referralCodes.storefrontId, storefront.id)))
        .limit(1);
      return row?.code ?? null;
    },

    /** POST /api/referral/arrival: keeps a known code (`knownCode`) in the shopper's session, replacing an earlier one. */
    async keep(sessionId: string, code: string): Promise<ReferralArrivalAnswer> {
      await db
        .update(sessions)
        .set({ referralCode: code, updatedAt: sql`now()` })
        .where(eq(sessions.id, sessionId));
      return { kept: true, message: referralMessages.linkKept };
    },
  };
}

export interface ReferredOrder {
  id: string;
  orderNumber: string;
  storefrontId: string;
  sessionId: string;
  accountId: string | null;
  email: string;
  orderTotal: number;
  currency: string;
}

/**
 * Records the referrer of a just-made order (checkout's completeOrder calls it in the order's
 * transaction): when the order's shopper session arrived by a referral link of a storefront that
 * still offers referrals, the order is the shopper's first there (by account and by email), and
 * the shopper is not the referrer. The unique indexes on the referred email and the order keep
 * it to one referral however many completions run at once. The session's code is used up either way.
 */
export async function recordReferral(
  tx: Database,
  order: ReferredOrder,
  gateway: ReferralGateway = SANDBOX_REFERRAL_GATEWAY,
): Promise<boolean> {
  const [session] = await tx.select({ code: sessions.referralCode }).from(sessions).where(eq(sessions.id, order.sessionId)).limit(1);
  if (!session?.code) return false;
  await tx.update(sessions).set({ referralCode: null }).where(eq(sessions.id, order.sessionId));
  const storefront = storefrontById(order.storefrontId);
  if (!storefront) return false;
  const [referrer] = await tx
    .select({ accountId: referralCodes.accountId, email: accounts.email })
    .from(referralCodes)
    .innerJoin(accounts, eq(accounts.id, referralCodes.accountId))
    .where(and(eq(referralCodes.code, session.code), eq(referralCodes.storefrontId, storefront.id)))
    .limit(1);
  const email = order.email.trim().toLowerCase();
  if (!referrer || referrer.accountId === order.accountId || referrer.email.toLowerCase() === email) return false;
  const [earlier] = await tx
    .select({ value: count() })
    .from(orders)
    .where(
      and(
        eq(orders.storefrontId, storefront.id),
        ne(orders.id, order.id),
        or(sql`lower(${orders.email}) = ${email}`, order.accountId ? eq(orders.accountId, order.accountId) : sql`false`),
      ),
    );
  if ((earlier?.value ?? 0) > 0) return false;
  const campaign = await campaignOf(settingValues({ db: tx, settingsOverrides: new Map() }), storefront);
  if (!campaign.enabled) return false;
  const inserted = await tx
    .insert(referrals)
    .values({
      storefrontId: storefront.id,
      code: session.code,
      referrerAccountId: referrer.accountId,
      orderId: order.id,
      referredEmail: email,
      rewardAmount: campaign.rewardAmount,
      providerCall: gateway.conversionCall({
        market: campaign.market,
        marketDomain: campaign.marketDomain,
        campaign: campaign.campaign,
        code: session.code,
        orderNumber: order.orderNumber,
        orderTotal: order.orderTotal,
        currency: order.currency,
      }),
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return inserted.length > 0;
}

export type ReferralProgramme = ReturnType<typeof referralProgramme>;
