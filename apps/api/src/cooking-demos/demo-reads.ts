import type { CookingDemo, CookingDemoFilter, CookingDemoPage } from "@storefront/api-contract/cooking-demos";
import { COOKING_DEMO_PAGE_SIZE } from "@storefront/api-contract/cooking-demos";
import { pageCount } from "@storefront/validation/pagination";
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { AppContext } from "../context";
import { cookingDemoBookings, cookingDemos, stores } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { addDays } from "../seed/dates";
import { storefrontToday, type Storefront } from "../storefronts";

const AVAILABILITY_NAMES = ["Available", "WaitList", "ContactStore"];
const DEMO_TYPE_NAMES = ["PrePurchaseOnly", "PostPurchaseOnly", "OpenToEveryone"];

/** Midnight at the start of a calendar day in the storefront's zone, as an instant. */
function startOfDay(day: string, storefront: Storefront): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const local = new Date(utcMidnight.toLocaleString("en-US", { timeZone: storefront.timeZone }));
  const utc = new Date(utcMidnight.toLocaleString("en-US", { timeZone: "UTC" }));
  return new Date(utcMidnight.getTime() - (local.getTime() - utc.getTime()));
}

/** Places taken: bookings and RSVPs (the wait list takes none). */
const booked =
  sql<number>`coalesce((SELECT sum(${cookingDemoBookings.guests}) FROM ${cookingDemoBookings} WHERE ${cookingDemoBookings.cookingDemoId} = ${cookingDemos.id} AND ${cookingDemoBookings.kind} IN ('booking', 'rsvp')), 0)`.mapWith(
    Number,
  );
const selection = { demo: cookingDemos, store: { id: stores.id, name: stores.name, storeUri: stores.storeUri }, booked };

export interface DemoRow {
  demo: typeof cookingDemos.$inferSelect;
  store: { id: number; name: string; storeUri: string };
  booked: number;
}

export const presentDemo = (row: DemoRow): CookingDemo => ({
  id: row.demo.id,
  title: row.demo.title,
  description: row.demo.description,
  brand: row.demo.brand,
  cookingDemoType: row.demo.demoType,
  cookingDemoTypeName: DEMO_TYPE_NAMES[row.demo.demoType] ?? "",
  cookingDemoSubEventType: row.demo.subEventType,
  availability: row.demo.availability,
  availabilityName: AVAILABILITY_NAMES[row.demo.availability] ?? "",
  startDate: row.demo.startsAt.toISOString(),
  endDate: row.demo.endsAt.toISOString(),
  store: row.store,
  capacity: row.demo.capacity,
  placesLeft: Math.max(0, row.demo.capacity - row.booked),
  price: row.demo.price,
});

/** Cooking demos at the stores of the storefront's country (spec 1 §3, §7). */
export function demoReads({ db, now }: Pick<AppContext, "db" | "now">) {
  const inCountry = (storefront: Storefront) => eq(stores.country, storefront.country);

  return {
    /** One page of the demos the filter selects, from its start date (today by default), soonest first. */
    async page(storefront: Storefront, filter: CookingDemoFilter): Promise<CookingDemoPage> {
      const startDate = filter.startDate ?? storefrontToday(storefront, now());
      const pageNo = filter.pageNo ?? 1;
      const recordsPerPage = filter.recordsPerPage ?? COOKING_DEMO_PAGE_SIZE;
      const conditions: SQL[] = [inCountry(storefront), gte(cookingDemos.startsAt, startOfDay(startDate, storefront))];
      if (filter.endDate) conditions.push(lt(cookingDemos.startsAt, startOfDay(addDays(filter.endDate, 1), storefront)));
      if (filter.storeUri) conditions.push(eq(stores.storeUri, filter.storeUri));
      // spec 1 §3: the brand filter is lower case.
      if (filter.brand) conditions.push(eq(cookingDemos.brand, filter.brand.toLowerCase().replace(/\s+/g, "-")));
      if (filter.cookingDemoType !== undefined && filter.cookingDemoType !== "")
        conditions.push(eq(cookingDemos.demoType, filter.cookingDemoType));
      if (filter.cookingDemoSubEventType) conditions.push(eq(cookingDemos.subEventType, filter.cookingDemoSubEventType));
      const where = and(...conditions);

      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(cookingDemos)
        .innerJoin(stores, eq(stores.id, cookingDemos.storeId))
        .where(where);
      // spec 1 §3 sort direction: None 0 (soonest first), Ascending 1, Descending 2.
      const order = filter.sortDirection === 2 ? desc(cookingDemos.startsAt) : asc(cookingDemos.startsAt);
      const rows = await db
        .select(selection)
        .from(cookingDemos)
        .innerJoin(stores, eq(stores.id, cookingDemos.storeId))
        .where(where)
        .orderBy(order, asc(cookingDemos.id))
        .limit(recordsPerPage)
        .offset((pageNo - 1) * recordsPerPage);
      return {
        items: rows.map(presentDemo),
        totalCount: total,
        pageNo,
        recordsPerPage,
        totalPages: pageCount(total, recordsPerPage),
        startDate,
      };
    },

    async byId(storefront: Storefront, id: number): Promise<DemoRow> {
      const [row] = await db
        .select(selection)
        .from(cookingDemos)
        .innerJoin(stores, eq(stores.id, cookingDemos.storeId))
        .where(and(eq(cookingDemos.id, id), inCountry(storefront)))
        .limit(1);
      if (!row) throw new NotFoundError(`No cooking demo with id ${id}`);
      return row;
    },
  };
}
