import { LOCATION_TYPEAHEAD_MAX_OPTIONS } from "@storefront/validation/search";
import { and, asc, eq, ilike, like, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { localities } from "../db/schema";
import type { Storefront } from "../storefronts";
import type { LocalityRecord } from "./store-view";

/** Localities (spec 1 §3): every Australian one and a shipped New Zealand list; a storefront sees its country's. */
export function localityReads({ db }: Pick<AppContext, "db">) {
  const inCountry = (storefront: Storefront) => eq(localities.country, storefront.country);

  return {
    async byId(id: string): Promise<LocalityRecord | undefined> {
      const [row] = await db.select().from(localities).where(eq(localities.id, id)).limit(1);
      return row;
    },

    /** The first locality of a postcode in the storefront's country. */
    async byPostcode(storefront: Storefront, postcode: string): Promise<LocalityRecord | undefined> {
      const [row] = await db
        .select()
        .from(localities)
        .where(and(eq(localities.postcode, postcode), inCountry(storefront)))
        .limit(1);
      return row;
    },

    /** spec 1 §5 typeahead: a postcode prefix or a suburb prefix, up to 100 options, A to Z. */
    search(storefront: Storefront, query: string): Promise<LocalityRecord[]> {
      const match = /^\d+$/.test(query)
        ? like(localities.postcode, `${query}%`)
        : sql`lower(${localities.suburb}) LIKE ${`${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
      return db
        .select()
        .from(localities)
        .where(and(inCountry(storefront), match))
        .orderBy(asc(localities.suburb), asc(localities.postcode))
        .limit(LOCATION_TYPEAHEAD_MAX_OPTIONS);
    },

    async bySuburb(storefront: Storefront, suburb: string, state: string, postcode: string): Promise<LocalityRecord | undefined> {
      const [row] = await db
        .select()
        .from(localities)
        .where(and(eq(localities.id, `${postcode}_${suburb.toUpperCase()}`), ilike(localities.state, state), inCountry(storefront)))
        .limit(1);
      return row;
    },
  };
}

export type LocalityReads = ReturnType<typeof localityReads>;
