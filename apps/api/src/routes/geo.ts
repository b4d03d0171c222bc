import { errorAnswers, Type } from "@storefront/api-contract/common";
import { GeoData, Locality, LocalitySearchAnswer, REGION_LOCALITIES, SetLocationBody } from "@storefront/api-contract/stores";
import { LOCATION_TYPEAHEAD_MIN } from "@storefront/validation/search";
import type { AppContext } from "../context";
import { BadRequestError, found } from "../http/errors";
import { documented, listAnswer, type TypedApp } from "../http/schemas";
import { geoLocations } from "../stores/geo";
import { localityReads } from "../stores/localities";
import { presentLocality } from "../stores/store-view";

const doc = documented("location");

/** spec 1 §7 location calls: the shopper's delivery location (kept in the session) and the locality lookups. */
export function registerGeoRoutes(api: TypedApp, context: AppContext): void {
  const geo = geoLocations(context);
  const localities = localityReads(context);

  api.get(
    "/api/geo",
    doc("The shopper's delivery location, store and warehouse", {
      response: { 200: GeoData, ...errorAnswers },
    }),
    (request) => geo.current(request),
  );

  api.post(
    "/api/geo/setlocation",
    doc(
      "Sets the delivery location by localityId (postcode_SUBURB) or by a region_id of spec 1 §9",
      {
        body: SetLocationBody,
        response: { 200: GeoData, ...errorAnswers },
      },
      { writeLimit: "browsing" },
    ),
    (request, reply) => {
      const { localityId, regionId } = request.body ?? {};
      const id = localityId ?? (regionId ? REGION_LOCALITIES[regionId] : undefined);
      if (!localityId === !regionId || !id) throw new BadRequestError(["Send exactly one of localityId or regionId"]);
      return geo.set(request, reply, id);
    },
  );

  api.get(
    "/api/locality/:query",
    doc("Locality typeahead: postcode or suburb prefix, up to 100 options (spec 1 §5)", {
      params: Type.Object({ query: Type.String({ minLength: LOCATION_TYPEAHEAD_MIN, maxLength: 60, pattern: "^[A-Za-z0-9' -]+$" }) }),
      response: { 200: LocalitySearchAnswer, ...errorAnswers },
    }),
    async ({ storefront, params }) => {
      const query = params.query.trim();
      if (query.length < LOCATION_TYPEAHEAD_MIN)
        throw new BadRequestError([`query must be at least ${LOCATION_TYPEAHEAD_MIN} characters long`]);
      const rows = await localities.search(storefront, query);
      return listAnswer(rows.map(presentLocality));
    },
  );

  api.get(
    "/api/locality/:suburb/:state/:postcode",
    doc("One locality by suburb, state and postcode", {
      params: Type.Object({
        suburb: Type.String({ minLength: 2, maxLength: 60, pattern: "^[A-Za-z0-9' ()-]+$" }),
        state: Type.String({ minLength: 2, maxLength: 30, pattern: "^[A-Za-z' -]+$" }),
        postcode: Type.String({ pattern: "^[0-9]{4}$" }),
      }),
      response: { 200: Locality, ...errorAnswers },
    }),
    async ({ storefront, params }) => {
      const row = await localities.bySuburb(storefront, params.suburb, params.state, params.postcode);
      return presentLocality(found(row, `No locality ${params.suburb} ${params.state} ${params.postcode}`));
    },
  );
}
