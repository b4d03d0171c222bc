import { asc, count, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { offInProductionUnlessSet } from "../environment";
import { STOREFRONTS } from "../storefronts";
import { buildAccounts, SANDBOX_ACCOUNTS, SANDBOX_SAVED_ADDRESSES } from "./accounts";
import { SEED_COUPONS, SEED_GIFT_CARDS } from "./checkout";
import { buildReferrers, projectSeedInputsFromDb, seedProjects } from "./projects";
import { seedReminders } from "./reminders";
import { buildSalespeople } from "./salespeople";

/**
 * The demo data (issue 41 item 8): rows that exist so the shop can be tried on one machine and
 * that no real shop may have. The sandbox staff and customer accounts (public passwords), the
 * coupons and gift cards with public codes, the salespeople, the projects with their made-up
 * customers, referrers and attachments, and the staff member's reminders.
 *
 * Seeded unless SEED_DEMO_DATA says otherwise: on outside production (`pnpm start`, the tests, the
 * end-to-end suite), off in a production start (NODE_ENV=production) unless SEED_DEMO_DATA=true.
 * The rest of the seed (storefronts, settings, navigation, catalogue, content, stores, localities,
 * cooking demos, variant tests, custom forms) is always seeded: the storefronts' pages need it
 * (apps/api README, "Demo data").
 */
export function demoDataFromEnv(env: Record<string, string | undefined>): boolean {
  return offInProductionUnlessSet(env, "SEED_DEMO_DATA");
}

/** The sandbox accounts not in the database yet, hashed (about 50 ms an account, so only when one is missing). */
export async function missingSandboxAccounts(db: Database, seed: number): Promise<(typeof schema.accounts.$inferInsert)[]> {
  const emails = SANDBOX_ACCOUNTS.map((a) => a.email);
  const present = await db.select({ email: schema.accounts.email }).from(schema.accounts).where(inArray(schema.accounts.email, emails));
  return present.length < emails.length ? buildAccounts(seed) : [];
}

/** The sandbox accounts found in the database (a production start warns about them: their passwords are public). */
export async function sandboxAccountsPresent(db: Database): Promise<string[]> {
  const emails = SANDBOX_ACCOUNTS.map((a) => a.email);
  const rows = await db
    .select({ email: schema.accounts.email })
    .from(schema.accounts)
    .where(inArray(schema.accounts.email, emails))
    .orderBy(asc(schema.accounts.email));
  return rows.map((row) => row.email);
}

/**
 * Adds the demo rows that are missing, leaving those there alone (a fresh seed: all of them; a
 * data folder seeded before a table or without demo data: what it lacks). `accounts` are the
 * hashed sandbox accounts to add (built outside the transaction). Projects are added only while
 * there are no referrers, which mark them done, so projects staff delete are not seeded again;
 * reminders only while there are none, since staff archive rather than delete them. Answers the
 * number of rows added.
 */
export async function seedDemoRows(
  t: Database,
  options: { seed: number; anchorDate: string; attachmentsDir: string | undefined; accounts: (typeof schema.accounts.$inferInsert)[] },
): Promise<number> {
  const accountRows = options.accounts.length
    ? await t.insert(schema.accounts).values(options.accounts).onConflictDoNothing().returning({ id: schema.accounts.id })
    : [];
  // The saved addresses of the accounts just added (the locked customer's billing address).
  const addedAccounts = new Set(accountRows.map((row) => row.id));
  const addressRows = SANDBOX_SAVED_ADDRESSES.filter((address) => addedAccounts.has(address.accountId));
  if (addressRows.length) await t.insert(schema.savedAddresses).values(addressRows);
  const couponRows = await t.insert(schema.coupons).values(SEED_COUPONS).onConflictDoNothing().returning({ code: schema.coupons.code });
  const giftCardRows = await t
    .insert(schema.giftCards)
    .values(SEED_GIFT_CARDS)
    .onConflictDoNothing()
    .returning({ code: schema.giftCards.code });
  const storeRows = await t
    .select({ storeUri: schema.stores.storeUri, name: schema.stores.name })
    .from(schema.stores)
    .orderBy(schema.stores.id);
  const salespersonRows = storeRows.length
    ? await t
        .insert(schema.salespeople)
        .values(buildSalespeople(storeRows))
        .onConflictDoNothing()
        .returning({ code: schema.salespeople.code })
    : [];
  const [{ n: referrerCount } = { n: 0 }] = await t.select({ n: count() }).from(schema.projectReferrers);
  const projectRows = referrerCount === 0 ? await seedProjectTables(t, options) : 0;
  const [{ n: reminderCount } = { n: 0 }] = await t.select({ n: count() }).from(schema.reminders);
  const reminderRows = reminderCount === 0 ? await seedReminders(t, options.anchorDate) : 0;
  return (
    accountRows.length + addressRows.length + couponRows.length + giftCardRows.length + salespersonRows.length + projectRows + reminderRows
  );
}

/** The referrers and the projects of every storefront with staff tooling (./projects.ts); answers the rows added. */
async function seedProjectTables(
  t: Database,
  { seed, anchorDate, attachmentsDir }: { seed: number; anchorDate: string; attachmentsDir: string | undefined },
): Promise<number> {
  const referrers = await t
    .insert(schema.projectReferrers)
    .values(buildReferrers())
    .onConflictDoNothing()
    .returning({ code: schema.projectReferrers.code });
  let added = referrers.length;
  for (const storefront of [...STOREFRONTS.values()].filter((s) => s.staffTooling)) {
    added += await seedProjects(t, {
      seed,
      anchorDate,
      storefrontId: storefront.id,
      attachmentsDir,
      ...(await projectSeedInputsFromDb(t, storefront.id)),
    });
  }
  return added;
}
