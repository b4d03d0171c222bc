import type { LocalityRow } from "@storefront/api/localities";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { addressComponents, formattedAddress, OUTAGE_TEXT, PlaceIndex, typesOf, UNGEOCODABLE_NUMBER, type Place } from "./places";

/** The key `pnpm start` and the end-to-end suite give the API (MAPS_API_KEY); MAPS_API_KEYS overrides the list. */
export const DEFAULT_API_KEYS = ["maps-sandbox-key"] as const;

export interface MapsSandboxOptions {
  /** The places to build streets on: the API's localities (`loadLocalities` of @storefront/api/localities). */
  localities: readonly LocalityRow[];
  /** The keys a caller must send, as a real maps service's are; DEFAULT_API_KEYS by default. */
  apiKeys?: readonly string[];
  logger?: FastifyServerOptions["logger"];
}

/** A Places-style error answer: `{ error: { code, message, status } }`. */
function placesError(reply: FastifyReply, code: number, status: string, message: string) {
  return reply.code(code).send({ error: { code, message, status } });
}

const LatLng = {
  type: "object",
  required: ["latitude", "longitude"],
  properties: { latitude: { type: "number", minimum: -90, maximum: 90 }, longitude: { type: "number", minimum: -180, maximum: 180 } },
} as const;

const AutocompleteBody = {
  type: "object",
  required: ["input"],
  properties: {
    input: { type: "string", maxLength: 200 },
    includedRegionCodes: { type: "array", maxItems: 15, items: { type: "string", pattern: "^[A-Za-z]{2}$" } },
    includedPrimaryTypes: { type: "array", maxItems: 5, items: { type: "string", maxLength: 40 } },
    sessionToken: { type: "string", maxLength: 100 },
    languageCode: { type: "string", maxLength: 10 },
    locationBias: {
      type: "object",
      required: ["circle"],
      properties: {
        circle: {
          type: "object",
          required: ["center"],
          properties: { center: LatLng, radius: { type: "number", minimum: 0, maximum: 50_000 } },
        },
      },
    },
  },
} as const;

interface AutocompleteRequest {
  input: string;
  includedRegionCodes?: string[];
  includedPrimaryTypes?: string[];
  locationBias?: { circle: { center: { latitude: number; longitude: number }; radius?: number } };
}

function placeDetails(place: Place, placeId: string) {
  return {
    id: placeId,
    formattedAddress: formattedAddress(place),
    addressComponents: addressComponents(place).map((part) => ({
      longText: part.long_name,
      shortText: part.short_name,
      types: part.types,
    })),
    location: { latitude: place.locality.latitude, longitude: place.locality.longitude },
    types: typesOf(place),
  };
}

/**
 * The maps sandbox as a Fastify instance, ready for `listen` or `inject`. It answers as a places
 * service and geocoder do (README): `POST /v1/places:autocomplete` (predictions for typed text,
 * restricted to countries and types, biased to a circle), `GET /v1/places/{placeId}` (place
 * details) and `GET /maps/api/geocode/json?place_id=` (the geocoder), each with an API key.
 */
export function buildMapsSandbox(options: MapsSandboxOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 16 * 1024, ajv: { customOptions: { coerceTypes: false } } });
  const index = new PlaceIndex(options.localities);
  const keys = new Set(options.apiKeys ?? DEFAULT_API_KEYS);
  const keyOf = (request: FastifyRequest) => request.headers["x-goog-api-key"];

  // Fastify's own refusals (schema, malformed JSON) in the service's error shape, never echoing the request.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return placesError(reply, status, "INVALID_ARGUMENT", error.message);
    request.log.error(error);
    return placesError(reply, 500, "INTERNAL", "The maps sandbox failed unexpectedly.");
  });

  app.get("/health", async () => ({ status: "ok", streets: index.streetCount }));

  // '::' is a literal colon in Fastify's paths.
  app.post<{ Body: AutocompleteRequest }>("/v1/places::autocomplete", { schema: { body: AutocompleteBody } }, async (request, reply) => {
    if (!keys.has(String(keyOf(request) ?? "")))
      return placesError(reply, 403, "PERMISSION_DENIED", "The API key is missing or not valid.");
    const { input, includedRegionCodes, includedPrimaryTypes, locationBias } = request.body;
    // A test address (README): the service is down.
    if (input.trim().toLowerCase().startsWith(OUTAGE_TEXT))
      return placesError(reply, 503, "UNAVAILABLE", "The service is currently unavailable.");
    const circle = locationBias?.circle;
    const predictions = index.autocomplete({
      input,
      regionCodes: includedRegionCodes,
      primaryTypes: includedPrimaryTypes,
      bias: circle ? { ...circle.center, radius: circle.radius ?? 0 } : undefined,
    });
    return {
      suggestions: predictions.map((prediction) => ({
        placePrediction: {
          place: `places/${prediction.placeId}`,
          placeId: prediction.placeId,
          text: { text: prediction.text },
          structuredFormat: { mainText: { text: prediction.mainText }, secondaryText: { text: prediction.secondaryText } },
          types: prediction.types,
        },
      })),
    };
  });

  app.get<{ Params: { placeId: string } }>(
    "/v1/places/:placeId",
    { schema: { params: { type: "object", properties: { placeId: { type: "string", maxLength: 420 } } } } },
    async (request, reply) => {
      if (!keys.has(String(keyOf(request) ?? "")))
        return placesError(reply, 403, "PERMISSION_DENIED", "The API key is missing or not valid.");
      const place = index.place(request.params.placeId);
      if (!place || place.number === UNGEOCODABLE_NUMBER) return placesError(reply, 404, "NOT_FOUND", "No place has this id.");
      return placeDetails(place, request.params.placeId);
    },
  );

  app.get<{ Querystring: { place_id?: string; key?: string } }>(
    "/maps/api/geocode/json",
    {
      schema: {
        querystring: {
          type: "object",
          properties: { place_id: { type: "string", maxLength: 420 }, key: { type: "string", maxLength: 200 } },
        },
      },
    },
    async (request) => {
      // The geocoder answers 200 with a status, as the real one does.
      if (!keys.has(request.query.key ?? ""))
        return { status: "REQUEST_DENIED", error_message: "The provided API key is invalid.", results: [] };
      if (!request.query.place_id) return { status: "INVALID_REQUEST", error_message: "place_id is required.", results: [] };
      const place = index.place(request.query.place_id);
      // A test address (README): street number 404 is a place the geocoder finds nothing for.
      if (!place || place.number === UNGEOCODABLE_NUMBER) return { status: "ZERO_RESULTS", results: [] };
      return {
        status: "OK",
        results: [
          {
            place_id: request.query.place_id,
            formatted_address: formattedAddress(place),
            address_components: addressComponents(place),
            geometry: { location: { lat: place.locality.latitude, lng: place.locality.longitude }, location_type: "APPROXIMATE" },
            types: typesOf(place),
          },
        ],
      };
    },
  );

  return app;
}
