import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { settingValues } from "../content/setting-values";
import { EVERYDAY_PRICING, type MemberPricing } from "../cart/cart-view";
import { carts, dealsClubMembers } from "../db/schema";
import type { Storefront } from "../storefronts";

/** Ours: the deals club's answers (issue 45 item 3). */
export const dealsClubMessages = {
  notOffered: "The deals club is not offered on this site.",
} as const;

/** What GET /api/account/deals-club answers. */
export interface DealsClubStatus {
  enabled: boolean;
  member: boolean;
  joinedAt: string | null;
}

/**
 * The deals club (issue 45 item 3; spec 3 §3 names only the flag dealsClubEnabled): a signed-in
 * customer joins per storefront, free, and from then on pays a product's member price (the
 * catalogue's member offer, products.member_price_*) where it has one.
 *
 * The cart is priced for the member whose bearer token last read or changed it
 * (`carts.member_account_id`, set by `bindCart`): checkout's availability, payment and submit
 * price the session's cart without reading a token again, and so charge what the shopper was
 * shown. A cart call without a member's token (signed out, another account, the club left or
 * turned off) clears it, and pricing checks the membership and the flag again every time.
 */
export function dealsClub(context: Pick<AppContext, "db" | "settingsOverrides" | "accountSessions" | "now">) {
  const { db, accountSessions, now } = context;
  const setting = settingValues(context);
  const enabled = (storefront: Storefront) => setting.flag(storefront, "dealsClubEnabled");

  async function membership(storefront: Storefront, accountId: string) {
    const [row] = await db
      .select()
      .from(dealsClubMembers)
      .where(and(eq(dealsClubMembers.accountId, accountId), eq(dealsClubMembers.storefrontId, storefront.id)))
      .limit(1);
    return row;
  }

  return {
    enabled,

    async status(storefront: Storefront, accountId: string): Promise<DealsClubStatus> {
      const on = await enabled(storefront);
      const row = on ? await membership(storefront, accountId) : undefined;
      return { enabled: on, member: row !== undefined, joinedAt: row?.joinedAt.toISOString() ?? null };
    },

    /** Joins (again: the first joining date stays); false when the storefront has no club. */
    async join(storefront: Storefront, accountId: string): Promise<boolean> {
      if (!(await enabled(storefront))) return false;
      await db.insert(dealsClubMembers).values({ accountId, storefrontId: storefront.id, joinedAt: now() }).onConflictDoNothing();
      return true;
    },

    /** Leaves the club: the member's carts go back to everyday prices. */
    async leave(storefront: Storefront, accountId: string): Promise<void> {
      await db
        .delete(dealsClubMembers)
        .where(and(eq(dealsClubMembers.accountId, accountId), eq(dealsClubMembers.storefrontId, storefront.id)));
      await db
        .update(carts)
        .set({ memberAccountId: null })
        .where(and(eq(carts.memberAccountId, accountId), eq(carts.storefrontId, storefront.id)));
    },

    /**
     * Binds the cart to the request's signed-in member, or unbinds it, and answers how it is
     * priced now. A request without a bearer token, or with a non-member's, or a storefront without
     * the club, leaves the cart at everyday prices.
     */
    async bindCart(request: FastifyRequest, cartId: string | undefined): Promise<MemberPricing> {
      if (!(await enabled(request.storefront))) return EVERYDAY_PRICING;
      const signedIn = request.headers.authorization ? await accountSessions.signedIn(request) : undefined;
      const member = signedIn ? (await membership(request.storefront, signedIn.account.id)) !== undefined : false;
      const accountId = member && signedIn ? signedIn.account.id : null;
      if (cartId) await db.update(carts).set({ memberAccountId: accountId }).where(eq(carts.id, cartId));
      return { dealsClub: true, member };
    },

    /** How a cart bound to `accountId` (carts.member_account_id) is priced now. */
    async pricingOf(storefront: Storefront, accountId: string | null | undefined): Promise<MemberPricing> {
      if (!(await enabled(storefront))) return EVERYDAY_PRICING;
      return { dealsClub: true, member: accountId ? (await membership(storefront, accountId)) !== undefined : false };
    },
  };
}

export type DealsClub = ReturnType<typeof dealsClub>;
