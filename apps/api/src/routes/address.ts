import { errorAnswers, MessageAnswer } from "@storefront/api-contract/common";
import {
  ADDRESS_LOOKUP_INPUT_MIN,
  AddressSuggestionAnswer,
  AddressSuggestionQuery,
  PlaceAddress,
  PlaceAddressParams,
} from "@storefront/api-contract/stores";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { BadRequestError, NotFoundError, ServiceUnavailableError } from "../http/errors";
import { documented, listAnswer, type TypedApp } from "../http/schemas";
import { AddressLookupUnavailableError, MAP_BIAS_RADIUS_METRES, type AddressLookup, type LookupCircle } from "../maps/address-lookup";
import { DEFAULT_LOCALITY } from "../stores/geo";
import { localityReads } from "../stores/localities";

const doc = documented("location");

/** Ours: the API's answer while the maps service is down (the storefront shows spec 2 §8's maps error). */
export const ADDRESS_LOOKUP_UNAVAILABLE = "The address lookup is unavailable at the moment. Please type the address.";
export const NO_ADDRESS_FOR_PLACE = "No address was found for this place.";

/** A maps failure as the API answers it: 503, safe to retry; anything else is ours and goes on. */
async function askingMaps<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AddressLookupUnavailableError) throw new ServiceUnavailableError(ADDRESS_LOOKUP_UNAVAILABLE);
    throw error;
  }
}

/**
 * The address lookup (spec 2 §7, issue 44 item 3): predictions for a typed street address in the
 * storefront's country, biased to a 1000 m circle around the shopper's saved location (the
 * session's locality, else the storefront's default), and the geocoded address of a chosen one.
 * Registered only when a maps service is configured (../maps/address-lookup.ts).
 */
export function registerAddressRoutes(api: TypedApp, context: AppContext, lookup: AddressLookup): void {
  const localities = localityReads(context);

  async function biasOf(request: FastifyRequest): Promise<LookupCircle | undefined> {
    const session = await context.sessions.find(request);
    const locality = await localities.byId(session?.localityId ?? DEFAULT_LOCALITY[request.storefront.country]);
    if (!locality || locality.country !== request.storefront.country) return undefined;
    return { latitude: locality.latitude, longitude: locality.longitude, radius: MAP_BIAS_RADIUS_METRES };
  }

  api.get(
    "/api/address/suggestions",
    doc("Street addresses for typed text, in the storefront's country, nearest the saved location first (spec 2 §7)", {
      querystring: AddressSuggestionQuery,
      response: { 200: AddressSuggestionAnswer, ...errorAnswers, 503: MessageAnswer },
    }),
    async (request) => {
      const input = request.query.input.trim().replace(/\s+/g, " ");
      if (input.length < ADDRESS_LOOKUP_INPUT_MIN)
        throw new BadRequestError([`input must be at least ${ADDRESS_LOOKUP_INPUT_MIN} characters long`]);
      const bias = await biasOf(request);
      const suggestions = await askingMaps(() =>
        lookup.suggest({ input, country: request.storefront.country, bias, sessionToken: request.query.sessionToken }),
      );
      return listAnswer(suggestions);
    },
  );

  api.get(
    "/api/address/place/:placeId",
    doc("The geocoded address of a suggested place: street, suburb, state, postcode and country (spec 2 §7)", {
      params: PlaceAddressParams,
      response: { 200: PlaceAddress, ...errorAnswers, 503: MessageAnswer },
    }),
    async (request) => {
      const { storefront } = request;
      const address = await askingMaps(() => lookup.geocode(request.params.placeId));
      // A place of another country is no address this storefront delivers to, whatever id was sent.
      if (!address || address.country !== storefront.country) throw new NotFoundError(NO_ADDRESS_FOR_PLACE);
      const known =
        address.suburb && address.postcode
          ? await localities.bySuburb(storefront, address.suburb, address.state, address.postcode)
          : undefined;
      return known
        ? { ...address, suburb: known.suburb, state: known.state, postcode: known.postcode, knownLocality: true }
        : { ...address, knownLocality: false };
    },
  );
}
