import type { CheckoutView } from "@storefront/api-contract/checkout";
import { asc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { isStaff, type AccountRow } from "../accounts/sessions";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { salespeople, stores } from "../db/schema";
import { salespeopleOfStores } from "../stores/store-reads";
import type { Storefront } from "../storefronts";

type StoreRow = typeof stores.$inferSelect;

/**
 * The signed-in staff member at checkout (issue 14 item 4): an account with a winningUserId
 * (`isStaff`). Their store is the store of their salesperson record (the account's
 * salespersonCode) when it is in the storefront's country, else the storefront's default store
 * (the Engine Room in AU; the first NZ store on an NZ storefront, which has no default).
 */
export interface StaffCaller {
  account: AccountRow;
  store: StoreRow;
}

export function staffCheckout({ db, accountSessions }: Pick<AppContext, "db" | "accountSessions">) {
  async function storesOf(storefront: Storefront): Promise<StoreRow[]> {
    return db.select().from(stores).where(eq(stores.country, storefront.country)).orderBy(asc(stores.id));
  }

  async function staffStore(storefront: Storefront, account: AccountRow, countryStores: StoreRow[]): Promise<StoreRow | undefined> {
    if (account.salespersonCode) {
      const [person] = await db.select().from(salespeople).where(eq(salespeople.code, account.salespersonCode)).limit(1);
      const own = person && countryStores.find((s) => s.storeUri === person.storeUri);
      if (own) return own;
    }
    return countryStores.find((s) => s.isDefault) ?? countryStores[0];
  }

  return {
    /** The request's staff member and their store, or null for a customer or guest. */
    async staffOf(request: FastifyRequest): Promise<StaffCaller | null> {
      const signedIn = await accountSessions.signedIn(request);
      if (!signedIn || !isStaff(signedIn.account)) return null;
      const store = await staffStore(request.storefront, signedIn.account, await storesOf(request.storefront));
      return store ? { account: signedIn.account, store } : null;
    },

    /** The view's store pickers for staff: the country's stores and their salespeople, the staff member's selected. */
    async pickers(storefront: Storefront, staff: StaffCaller): Promise<Pick<CheckoutView, "stores" | "salesPeople">> {
      const countryStores = await storesOf(storefront);
      const people = await salespeopleOfStores(db, countryStores);
      return {
        stores: countryStores.map((s) => ({ subdivision: s.storeUri, name: s.name, selected: s.storeUri === staff.store.storeUri })),
        salesPeople: people.map((p) => ({
          code: p.code,
          name: p.name,
          subdivision: p.storeUri,
          selected: p.code === staff.account.salespersonCode,
        })),
      };
    },
  };
}

/** spec 2 §3 store: the store's contact for cash and carry. */
export function storeContact(store: StoreRow): NonNullable<CheckoutView["store"]> {
  return { phone: store.phone, address: store.street, suburb: store.suburb, postcode: store.postcode, state: store.state };
}

/** Whether the code is a salesperson of that store (subdivision) of the storefront's country. */
export async function isSalespersonOf(db: Database, storefront: Storefront, code: string, subdivision: string): Promise<boolean> {
  const [row] = await db
    .select({ country: stores.country, storeUri: salespeople.storeUri })
    .from(salespeople)
    .innerJoin(stores, eq(stores.storeUri, salespeople.storeUri))
    .where(eq(salespeople.code, code))
    .limit(1);
  return row !== undefined && row.country === storefront.country && row.storeUri === subdivision;
}
