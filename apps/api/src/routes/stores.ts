import { storeOpeningStatus } from "@storefront/validation/price";
import { LOCATION_TYPEAHEAD_MAX_OPTIONS, LOCATION_TYPEAHEAD_MIN } from "@storefront/validation/search";
import { and, asc, eq, ilike, like, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { localities, stores } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import { errorResponses, idInteger, LOCALITY_ID_PATTERN } from "../http/schemas";
import type { ShopperSession } from "../http/session";
import { brandTile } from "../images/illustrations";
import { REGION_LOCALITIES } from "../geo/regions";
import type { Storefront } from "../storefronts";

type StoreRecord = typeof stores.$inferSelect;
type LocalityRecord = typeof localities.$inferSelect;

const str = { type: "string" } as const;
const bool = { type: "boolean" } as const;

export const storeSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    name: str,
    storeUri: str,
    uri: str,
    thumbImg: { type: "object", properties: { src: str, alt: str }, required: ["src", "alt"] },
    phone: str,
    email: str,
    address: { type: "object", properties: { street: str, suburb: str, state: str, postcode: str, country: str }, required: ["street", "suburb", "state", "postcode", "country"] },
    fullAddress: str,
    latitude: { type: "number" },
    longitude: { type: "number" },
    isAppointmentOnly: bool,
    virtualTourId: { type: ["string", "null"] },
    virtualTourUri: { type: ["string", "null"] },
    openTimes: {
      type: "array",
      items: { type: "object", properties: { day: str, isOpen: bool, openTime: str, closeTime: str }, required: ["day", "isOpen", "openTime", "closeTime"] },
    },
    openingStatus: str,
    isDefault: bool,
    warehouseCode: str,
    distanceKm: { type: ["number", "null"] },
  },
  required: ["id", "name", "storeUri", "uri", "thumbImg", "phone", "address", "fullAddress", "isAppointmentOnly", "virtualTourId", "openTimes", "openingStatus", "isDefault"],
} as const;

const localitySchema = {
  type: "object",
  properties: { id: str, suburb: str, postcode: str, state: str, country: str, fullAddress: str },
  required: ["id", "suburb", "postcode", "state", "country", "fullAddress"],
} as const;

const geoSchema = {
  type: "object",
  properties: {
    store: { type: "object", properties: { storeUri: str, name: str }, required: ["storeUri", "name"] },
    nearestWarehouseLocationCode: str,
    locationId: str,
    newUser: bool,
    ipCountry: str,
    country: str,
    postcode: str,
    state: str,
    city: str,
  },
  required: ["store", "nearestWarehouseLocationCode", "locationId", "newUser", "ipCountry", "country", "postcode", "state", "city"],
} as const;

/** The delivery location a storefront assumes until the shopper picks one. */
const DEFAULT_LOCALITY: Record<"AU" | "NZ", string> = { AU: "2000_SYDNEY", NZ: "1010_AUCKLAND CENTRAL" };

const titleCase = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function presentLocality(row: LocalityRecord) {
  return {
    id: row.id,
    suburb: row.suburb,
    postcode: row.postcode,
    state: row.state,
    country: row.country,
    fullAddress: `${titleCase(row.suburb)} ${row.state} ${row.postcode}`,
  };
}

function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(12742 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

function presentStore(row: StoreRecord, storefront: Storefront, now: Date, from?: LocalityRecord) {
  return {
    id: row.id,
    name: row.name,
    storeUri: row.storeUri,
    uri: `/stores/${row.storeUri}`,
    thumbImg: { src: `/api/images/store/${row.storeUri}.svg`, alt: `${row.name} store` },
    phone: row.phone,
    email: row.email,
    address: { street: row.street, suburb: row.suburb, state: row.state, postcode: row.postcode, country: row.country },
    fullAddress: `${row.street}, ${titleCase(row.suburb)} ${row.state} ${row.postcode}`,
    latitude: row.latitude,
    longitude: row.longitude,
    isAppointmentOnly: row.isAppointmentOnly,
    virtualTourId: row.virtualTourId,
    // spec 1 §2.1: /virtual-tour/{storeUri} only when the store has a virtualTourId.
    virtualTourUri: row.virtualTourId ? `/virtual-tour/${row.storeUri}` : null,
    openTimes: row.openTimes,
    openingStatus: storeOpeningStatus(row, now, storefront.timeZone),
    isDefault: row.isDefault,
    warehouseCode: row.warehouseCode,
    distanceKm: from ? distanceKm(from.latitude, from.longitude, row.latitude, row.longitude) : null,
  };
}

interface StoreFilters {
  state?: string;
  appointmentOnly?: boolean;
  virtualTour?: boolean;
  q?: string;
  postcode?: string;
}

const FILTER_KEYS = ["state", "appointmentOnly", "virtualTour", "q", "postcode"];

/** filters=state:NSW,appointmentOnly:false,q:sydney,postcode:2000 (our shape; the spec shows only ?filters=). */
function parseStoreFilters(raw: string | undefined): StoreFilters {
  const filters: StoreFilters = {};
  if (!raw) return filters;
  const messages: string[] = [];
  for (const part of raw.split(",")) {
    const [key = "", ...rest] = part.split(":");
    const value = rest.join(":").trim();
    if (!FILTER_KEYS.includes(key)) {
      messages.push(`filters has an unknown key '${key}'. Use: ${FILTER_KEYS.join(", ")}`);
      continue;
    }
    if (key === "appointmentOnly" || key === "virtualTour") {
      if (value !== "true" && value !== "false") messages.push(`filters ${key} must be true or false`);
      else filters[key] = value === "true";
    } else if (key === "postcode") {
      if (!/^\d{4}$/.test(value)) messages.push("filters postcode must be 4 digits");
      else filters.postcode = value;
    } else if (key === "state") {
      if (!/^[A-Za-z' -]{2,30}$/.test(value)) messages.push("filters state must be a state or region name");
      else filters.state = value;
    } else if (!/^[A-Za-z0-9' -]{1,40}$/.test(value)) {
      messages.push("filters q may only contain letters, digits, spaces, hyphens and apostrophes");
    } else {
      filters.q = value;
    }
  }
  if (messages.length) throw new BadRequestError(messages);
  return filters;
}

/** spec 1 §7 stores, geo and locality calls; the session keeps the delivery location and the selected store. */
export function registerStoreRoutes(app: FastifyInstance, { db, sessions, now }: AppContext): void {
  const storesOf = (storefront: Storefront) => eq(stores.country, storefront.country);

  async function localityById(id: string): Promise<LocalityRecord | undefined> {
    const [row] = await db.select().from(localities).where(eq(localities.id, id)).limit(1);
    return row;
  }

  async function nearestStore(storefront: Storefront, locality: LocalityRecord | undefined): Promise<StoreRecord> {
    const candidates = await db.select().from(stores).where(storesOf(storefront)).orderBy(asc(stores.id));
    if (candidates.length === 0) throw new NotFoundError("No stores for this storefront");
    if (!locality) return candidates.find((s) => s.isDefault) ?? (candidates[0] as StoreRecord);
    return candidates
      .filter((s) => !s.isAppointmentOnly)
      .reduce((best, s) =>
        distanceKm(locality.latitude, locality.longitude, s.latitude, s.longitude) < distanceKm(locality.latitude, locality.longitude, best.latitude, best.longitude) ? s : best,
      );
  }

  async function storeById(storefront: Storefront, id: number): Promise<StoreRecord | undefined> {
    const [row] = await db.select().from(stores).where(and(eq(stores.id, id), storesOf(storefront))).limit(1);
    return row;
  }

  async function geoAnswer(storefront: Storefront, session: ShopperSession | undefined) {
    const locality = (session?.localityId ? await localityById(session.localityId) : undefined) ?? (await localityById(DEFAULT_LOCALITY[storefront.country]));
    const selected = session?.storeId ? await storeById(storefront, session.storeId) : undefined;
    const store = selected ?? (await nearestStore(storefront, locality));
    const warehouse = await nearestStore(storefront, locality);
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

  app.get<{ Querystring: { filters?: string } }>(
    "/api/store",
    {
      schema: {
        tags: ["stores"],
        summary: "Stores of the storefront's country; filters=state:NSW,appointmentOnly:false,virtualTour:true,q:text,postcode:2000 (nearest first)",
        querystring: { type: "object", properties: { filters: { type: "string", maxLength: 200 } } },
        response: { 200: { type: "object", properties: { items: { type: "array", items: storeSchema }, totalCount: { type: "integer" } }, required: ["items", "totalCount"] }, ...errorResponses },
      },
    },
    async (request) => {
      const filters = parseStoreFilters(request.query.filters);
      const conditions: SQL[] = [storesOf(request.storefront)];
      if (filters.state) conditions.push(ilike(stores.state, filters.state));
      if (filters.appointmentOnly !== undefined) conditions.push(eq(stores.isAppointmentOnly, filters.appointmentOnly));
      if (filters.virtualTour !== undefined) conditions.push(filters.virtualTour ? sql`${stores.virtualTourId} IS NOT NULL` : sql`${stores.virtualTourId} IS NULL`);
      if (filters.q) conditions.push(or(ilike(stores.name, `%${filters.q}%`), ilike(stores.suburb, `%${filters.q}%`)) as SQL);
      const rows = await db.select().from(stores).where(and(...conditions)).orderBy(asc(stores.name));
      let from: LocalityRecord | undefined;
      if (filters.postcode) {
        [from] = await db.select().from(localities).where(and(eq(localities.postcode, filters.postcode), eq(localities.country, request.storefront.country))).limit(1);
        if (!from) throw new NotFoundError(`No locality with postcode ${filters.postcode}`);
      }
      const items = rows.map((row) => presentStore(row, request.storefront, now(), from));
      if (from) items.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
      return { items, totalCount: items.length };
    },
  );

  app.get(
    "/api/store/select-view",
    {
      schema: {
        tags: ["stores"],
        summary: "The shopper's store (selected, else nearest, else the Engine Room) and the five nearest others",
        response: {
          200: { type: "object", properties: { store: storeSchema, isSelected: bool, nearbyStores: { type: "array", items: storeSchema } }, required: ["store", "isSelected", "nearbyStores"] },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const session = await sessions.find(request);
      const locality = session?.localityId ? await localityById(session.localityId) : undefined;
      const selected = session?.storeId ? await storeById(request.storefront, session.storeId) : undefined;
      const store = selected ?? (await nearestStore(request.storefront, locality));
      const all = await db.select().from(stores).where(storesOf(request.storefront));
      const origin = locality ?? { latitude: store.latitude, longitude: store.longitude };
      const nearby = all
        .filter((s) => s.id !== store.id)
        .map((s) => ({ s, d: distanceKm(origin.latitude, origin.longitude, s.latitude, s.longitude) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 5)
        .map(({ s }) => presentStore(s, request.storefront, now(), locality));
      return { store: presentStore(store, request.storefront, now(), locality), isSelected: selected !== undefined, nearbyStores: nearby };
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/store/:id",
    {
      schema: {
        tags: ["stores"],
        summary: "One store by id or storeUri",
        params: { type: "object", properties: { id: { type: "string", pattern: "^(?:[0-9]{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$", maxLength: 80 } }, required: ["id"] },
        response: { 200: storeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const condition = /^\d+$/.test(id) ? eq(stores.id, Number(id)) : eq(stores.storeUri, id);
      const [row] = await db.select().from(stores).where(and(condition, storesOf(request.storefront))).limit(1);
      if (!row) throw new NotFoundError(`No store '${id}'`);
      return presentStore(row, request.storefront, now());
    },
  );

  app.post<{ Body: { storeId: number } }>(
    "/api/store/setstore",
    {
      schema: {
        tags: ["stores"],
        summary: "Selects the shopper's store (kept in the session)",
        body: { type: "object", properties: { storeId: idInteger }, required: ["storeId"], additionalProperties: false },
        response: { 200: { type: "object", properties: { store: storeSchema }, required: ["store"] }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const store = await storeById(request.storefront, request.body.storeId);
      if (!store) throw new NotFoundError(`No store with id ${request.body.storeId}`);
      const session = await sessions.ensure(request, reply);
      await sessions.update(session.id, { storeId: store.id });
      return { store: presentStore(store, request.storefront, now()) };
    },
  );

  app.get(
    "/api/geo",
    { schema: { tags: ["location"], summary: "The shopper's delivery location, store and warehouse", response: { 200: geoSchema, ...errorResponses } } },
    async (request) => geoAnswer(request.storefront, await sessions.find(request)),
  );

  app.post<{ Body: { localityId?: string; regionId?: string } }>(
    "/api/geo/setlocation",
    {
      schema: {
        tags: ["location"],
        summary: "Sets the delivery location by localityId (postcode_SUBURB) or by a region_id of spec 1 §9",
        body: {
          type: "object",
          properties: {
            localityId: { type: "string", maxLength: 70, pattern: LOCALITY_ID_PATTERN },
            regionId: { type: "string", enum: Object.keys(REGION_LOCALITIES) },
          },
          additionalProperties: false,
        },
        response: { 200: geoSchema, ...errorResponses },
      },
    },
    async (request: FastifyRequest<{ Body: { localityId?: string; regionId?: string } }>, reply: FastifyReply) => {
      const { localityId, regionId } = request.body ?? {};
      if (!localityId === !regionId) throw new BadRequestError(["Send exactly one of localityId or regionId"]);
      const id = localityId ?? REGION_LOCALITIES[regionId as string];
      const locality = id ? await localityById(id) : undefined;
      if (!locality || locality.country !== request.storefront.country) throw new NotFoundError(`No locality '${id ?? ""}' in ${request.storefront.country}`);
      const session = await sessions.ensure(request, reply);
      const updated = await sessions.update(session.id, { localityId: locality.id });
      return { ...(await geoAnswer(request.storefront, updated)), newUser: false };
    },
  );

  app.get<{ Params: { query: string } }>(
    "/api/locality/:query",
    {
      schema: {
        tags: ["location"],
        summary: "Locality typeahead: postcode or suburb prefix, up to 100 options (spec 1 §5)",
        params: {
          type: "object",
          properties: { query: { type: "string", minLength: LOCATION_TYPEAHEAD_MIN, maxLength: 60, pattern: "^[A-Za-z0-9' -]+$" } },
          required: ["query"],
        },
        response: { 200: { type: "object", properties: { items: { type: "array", items: localitySchema }, totalCount: { type: "integer" } }, required: ["items", "totalCount"] }, ...errorResponses },
      },
    },
    async (request) => {
      const query = request.params.query.trim();
      if (query.length < LOCATION_TYPEAHEAD_MIN) throw new BadRequestError([`query must be at least ${LOCATION_TYPEAHEAD_MIN} characters long`]);
      const country = eq(localities.country, request.storefront.country);
      const match = /^\d+$/.test(query)
        ? like(localities.postcode, `${query}%`)
        : sql`lower(${localities.suburb}) LIKE ${`${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
      const rows = await db
        .select()
        .from(localities)
        .where(and(country, match))
        .orderBy(asc(localities.suburb), asc(localities.postcode))
        .limit(LOCATION_TYPEAHEAD_MAX_OPTIONS);
      return { items: rows.map(presentLocality), totalCount: rows.length };
    },
  );

  app.get<{ Params: { suburb: string; state: string; postcode: string } }>(
    "/api/locality/:suburb/:state/:postcode",
    {
      schema: {
        tags: ["location"],
        summary: "One locality by suburb, state and postcode",
        params: {
          type: "object",
          properties: {
            suburb: { type: "string", minLength: 2, maxLength: 60, pattern: "^[A-Za-z0-9' ()-]+$" },
            state: { type: "string", minLength: 2, maxLength: 30, pattern: "^[A-Za-z' -]+$" },
            postcode: { type: "string", pattern: "^[0-9]{4}$" },
          },
          required: ["suburb", "state", "postcode"],
        },
        response: { 200: localitySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { suburb, state, postcode } = request.params;
      const [row] = await db
        .select()
        .from(localities)
        .where(and(eq(localities.id, `${postcode}_${suburb.toUpperCase()}`), ilike(localities.state, state), eq(localities.country, request.storefront.country)))
        .limit(1);
      if (!row) throw new NotFoundError(`No locality ${suburb} ${state} ${postcode}`);
      return presentLocality(row);
    },
  );

  app.get<{ Params: { file: string } }>(
    "/api/images/store/:file",
    {
      schema: { tags: ["images"], summary: "Store thumbnail as SVG", params: { type: "object", properties: { file: { type: "string", pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*\\.svg$", maxLength: 90 } }, required: ["file"] }, response: errorResponses },
    },
    async (request, reply) => {
      const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.storeUri, request.params.file.replace(/\.svg$/, ""))).limit(1);
      if (!row) throw new NotFoundError(`No store image '${request.params.file}'`);
      reply.type("image/svg+xml").header("cache-control", "public, max-age=86400");
      return brandTile(row.name);
    },
  );
}
