import { MAX_ID } from "@storefront/api-contract/common";
import type { StoreSelectView } from "@storefront/api-contract/stores";
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../context";
import { salespeople, stores } from "../db/schema";
import { NotFoundError } from "../http/errors";
import type { ShopperSession } from "../http/session";
import type { Storefront } from "../storefronts";
import { localityReads } from "./localities";
import type { StoreFilters } from "./store-filters";
import { distanceKm, presentStore, type LocalityRecord, type Place, type StoreRecord } from "./store-view";

/** The stores of a storefront's country (spec 1 §3, §7): lists, lookups and the nearest store to a locality. */
/** The salespeople of these stores: in the stores' order, then each store's own (sortOrder). */
export async function salespeopleOfStores(db: AppContext["db"], storesInOrder: readonly { storeUri: string }[]) {
  if (storesInOrder.length === 0) return [];
  const uris = storesInOrder.map((s) => s.storeUri);
  const people = await db.select().from(salespeople).where(inArray(salespeople.storeUri, uris));
  const order = new Map(uris.map((uri, index) => [uri, index]));
  return people.sort((a, b) => (order.get(a.storeUri) ?? 0) - (order.get(b.storeUri) ?? 0) || a.sortOrder - b.sortOrder);
}

export function storeReads(context: Pick<AppContext, "db" | "now">) {
  const { db, now } = context;
  const localitiesOf = localityReads(context);
  const inCountry = (storefront: Storefront) => eq(stores.country, storefront.country);
  const all = (storefront: Storefront) => db.select().from(stores).where(inCountry(storefront)).orderBy(asc(stores.id));

  const reads = {
    async byId(storefront: Storefront, id: number): Promise<StoreRecord | undefined> {
      // issue 18 item 2: an id past the integer column names no store (the database would refuse it).
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return undefined;
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.id, id), inCountry(storefront)))
        .limit(1);
      return row;
    },

    /** A store by its id (digits) or its storeUri. */
    async byIdOrUri(storefront: Storefront, key: string): Promise<StoreRecord | undefined> {
      if (/^\d+$/.test(key)) return reads.byId(storefront, Number(key));
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.storeUri, key), inCountry(storefront)))
        .limit(1);
      return row;
    },

    /** The default store without a locality; else the nearest store that is not appointment-only. */
    async nearest(storefront: Storefront, locality: LocalityRecord | undefined): Promise<StoreRecord> {
      const candidates = await all(storefront);
      if (candidates.length === 0) throw new NotFoundError("No stores for this storefront");
      if (!locality) return candidates.find((s) => s.isDefault) ?? (candidates[0] as StoreRecord);
      return candidates
        .filter((s) => !s.isAppointmentOnly)
        .reduce((best, s) => (distanceKm(locality, s) < distanceKm(locality, best) ? s : best));
    },

    /** GET /api/store: the filtered stores, A to Z, or nearest first from a postcode. */
    async list(storefront: Storefront, filters: StoreFilters) {
      const conditions: SQL[] = [inCountry(storefront)];
      if (filters.state) conditions.push(ilike(stores.state, filters.state));
      if (filters.appointmentOnly !== undefined) conditions.push(eq(stores.isAppointmentOnly, filters.appointmentOnly));
      if (filters.virtualTour !== undefined)
        conditions.push(filters.virtualTour ? sql`${stores.virtualTourId} IS NOT NULL` : sql`${stores.virtualTourId} IS NULL`);
      if (filters.q) conditions.push(or(ilike(stores.name, `%${filters.q}%`), ilike(stores.suburb, `%${filters.q}%`)) as SQL);
      const rows = await db
        .select()
        .from(stores)
        .where(and(...conditions))
        .orderBy(asc(stores.name));
      let from: LocalityRecord | undefined;
      if (filters.postcode) {
        from = await localitiesOf.byPostcode(storefront, filters.postcode);
        if (!from) throw new NotFoundError(`No locality with postcode ${filters.postcode}`);
      }
      const items = rows.map((row) => presentStore(row, storefront, now(), from));
      if (from) items.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
      return items;
    },

    /** The shopper's store (selected, else nearest to the location, else the default) and the five nearest others. */
    async selectView(storefront: Storefront, session: ShopperSession | undefined): Promise<StoreSelectView> {
      const locality = session?.localityId ? await localitiesOf.byId(session.localityId) : undefined;
      const selected = session?.storeId ? await reads.byId(storefront, session.storeId) : undefined;
      const store = selected ?? (await reads.nearest(storefront, locality));
      const origin: Place = locality ?? store;
      const nearby = (await all(storefront))
        .filter((s) => s.id !== store.id)
        .map((s) => ({ s, d: distanceKm(origin, s) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 5)
        .map(({ s }) => presentStore(s, storefront, now(), locality));
      return { store: presentStore(store, storefront, now(), locality), isSelected: selected !== undefined, nearbyStores: nearby };
    },

    /**
     * spec 3 §3 Store view: every store of the country A to Z (subdivision: its state) and, for
     * staff, their salespeople store by store in their order (issue 16 item 4, the dashboard's pickers).
     */
    async storeView(
      storefront: Storefront,
      withSalespeople: boolean,
    ): Promise<Pick<StoreSelectView, "availableStores" | "availableSalesPersons">> {
      const countryStores = [...(await all(storefront))].sort((a, b) => a.name.localeCompare(b.name, "en"));
      const availableStores = countryStores.map((s) => ({ name: s.name, storeUri: s.storeUri, subdivision: s.state }));
      if (!withSalespeople) return { availableStores };
      const stateOf = new Map(countryStores.map((s) => [s.storeUri, s.state]));
      const people = await salespeopleOfStores(db, countryStores);
      const availableSalesPersons = people.map((p) => ({
        code: p.code,
        name: p.name,
        subdivision: stateOf.get(p.storeUri) ?? "",
        storeUri: p.storeUri,
      }));
      return { availableStores, availableSalesPersons };
    },
  };
  return reads;
}
