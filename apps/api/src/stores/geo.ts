import type { GeoData } from "@storefront/api-contract/stores";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { NotFoundError } from "../http/errors";
import type { ShopperSession } from "../http/session";
import type { Country, Storefront } from "../storefronts";
import { localityReads } from "./localities";
import { storeReads } from "./store-reads";
import { titleCase } from "./store-view";

/** The delivery location a storefront assumes until the shopper picks one. */
export const DEFAULT_LOCALITY: Record<Country, string> = { AU: "2000_SYDNEY", NZ: "1010_AUCKLAND CENTRAL" };

/** The shopper's delivery location, kept in the session (spec 1 §3 geo data, §9 region ids). */
export function geoLocations(context: Pick<AppContext, "db" | "now" | "sessions">) {
  const { sessions } = context;
  const localities = localityReads(context);
  const storesOf = storeReads(context);

  async function geoOf(storefront: Storefront, session: ShopperSession | undefined): Promise<GeoData> {
    const locality =
      (session?.localityId ? await localities.byId(session.localityId) : undefined) ??
      (await localities.byId(DEFAULT_LOCALITY[storefront.country]));
    const selected = session?.storeId ? await storesOf.byId(storefront, session.storeId) : undefined;
    const warehouse = await storesOf.nearest(storefront, locality);
    const store = selected ?? warehouse;
    return {
      store: { storeUri: store.storeUri, name: store.name },
      nearestWarehouseLocationCode: warehouse.warehouseCode,
      locationId: locality?.id ?? "",
      newUser: session === undefined,
      ipCountry: storefront.country,
      country: storefront.country,
      postcode: locality?.postcode ?? "",
      state: locality?.state ?? "",
      city: locality ? titleCase(locality.suburb) : "",
    };
  }

  return {
    current: async (request: FastifyRequest) => geoOf(request.storefront, await sessions.find(request)),

    /** Sets the location by locality id; a 404 for a locality outside the storefront's country. */
    async set(request: FastifyRequest, reply: FastifyReply, localityId: string): Promise<GeoData> {
      const locality = await localities.byId(localityId);
      if (!locality || locality.country !== request.storefront.country)
        throw new NotFoundError(`No locality '${localityId}' in ${request.storefront.country}`);
      const session = await sessions.ensure(request, reply);
      const updated = await sessions.update(session.id, { localityId: locality.id });
      return { ...(await geoOf(request.storefront, updated)), newUser: false };
    },
  };
}
