import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { salespeople, stores } from "../db/schema";
import type { Storefront } from "../storefronts";

/**
 * The time zone of a store, by its country and state (issue 16: a reminder is due by the staff
 * member's store's day). Each Australian state or territory by its capital; New Zealand is one
 * zone (the Chatham Islands have no store). An unknown state falls back to the country's zone.
 */
const AU_STATE_ZONES: Record<string, string> = {
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  QLD: "Australia/Brisbane",
  SA: "Australia/Adelaide",
  WA: "Australia/Perth",
  TAS: "Australia/Hobart",
  NT: "Australia/Darwin",
};

export const DEFAULT_TIME_ZONE = "Australia/Sydney";

export function storeTimeZone(store: { country: string; state: string }): string {
  if (store.country === "NZ") return "Pacific/Auckland";
  return AU_STATE_ZONES[store.state.trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;
}

/**
 * The zone of a staff member's store (their salesperson code's store, src/seed/salespeople.ts);
 * the storefront's zone (Australia/Sydney on AU storefronts) when they have no salesperson code
 * or it names no store.
 */
export async function staffTimeZone(db: Database, salespersonCode: string | null, storefront: Storefront): Promise<string> {
  if (!salespersonCode) return storefront.timeZone;
  const [row] = await db
    .select({ country: stores.country, state: stores.state })
    .from(salespeople)
    .innerJoin(stores, eq(stores.storeUri, salespeople.storeUri))
    .where(eq(salespeople.code, salespersonCode))
    .limit(1);
  return row ? storeTimeZone(row) : storefront.timeZone;
}
