import type { CheckoutAddress } from "@storefront/api-contract/checkout";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { localities } from "../db/schema";
import type { Storefront } from "../storefronts";

/**
 * spec 2 §5: the suburb must be one of the lookup's (GET /api/locality/{query}), with its
 * postcode, and in AU its state; NZ has no state (suburb and postcode are one field).
 */
export async function findLocality(db: Database, storefront: Storefront, address: Pick<CheckoutAddress, "suburb" | "postcode" | "state">) {
  const suburb = (address.suburb ?? "").trim();
  const postcode = (address.postcode ?? "").trim();
  if (!suburb || !postcode) return undefined;
  const [row] = await db
    .select({ suburb: localities.suburb, state: localities.state, postcode: localities.postcode })
    .from(localities)
    .where(
      and(
        eq(localities.country, storefront.country),
        eq(localities.postcode, postcode),
        sql`lower(${localities.suburb}) = ${suburb.toLowerCase()}`,
        ...(storefront.country === "AU" ? [sql`lower(${localities.state}) = ${(address.state ?? "").trim().toLowerCase()}`] : []),
      ),
    )
    .limit(1);
  return row;
}

export async function isKnownLocality(
  db: Database,
  storefront: Storefront,
  address: Pick<CheckoutAddress, "suburb" | "postcode" | "state">,
) {
  return (await findLocality(db, storefront, address)) !== undefined;
}

/** Ours: the Northern Territory is outside the delivery network (delivery unavailable, spec 2 §8). */
export function deliversTo(locality: { state: string }): boolean {
  return locality.state !== "NT";
}
