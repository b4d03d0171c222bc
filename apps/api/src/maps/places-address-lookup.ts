import {
  AddressLookupUnavailableError,
  type AddressLookup,
  type GeocodedAddress,
  type LookupSuggestion,
  type MapsSettings,
  type SuggestionRequest,
} from "./address-lookup";

/** An address component as geocoders answer it. */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/**
 * spec 2 §7: the parts read (country, state, council, locality, sublocality, postcode, street
 * number, street name, premise, subpremise) and the output (streetAddress, suburb, state,
 * postcode, country). The street is '{subpremise}/{number} {street}' ('3/12 Banksia Street'), or
 * the premise when there is no street; the suburb is the sublocality (a New Zealand suburb),
 * else the locality, else the council.
 */
export function addressFromComponents(components: readonly AddressComponent[]): GeocodedAddress {
  const part = (type: string, form: "long_name" | "short_name" = "long_name") =>
    components.find((component) => component.types.includes(type))?.[form]?.trim() ?? "";
  const number = part("street_number");
  const unit = part("subpremise");
  const route = part("route");
  const numbered = number ? `${unit ? `${unit}/` : ""}${number}` : "";
  const streetAddress = route ? [numbered, route].filter(Boolean).join(" ") : part("premise") || numbered;
  return {
    streetAddress,
    suburb: part("sublocality_level_1") || part("sublocality") || part("locality") || part("administrative_area_level_2"),
    state: part("administrative_area_level_1", "short_name"),
    postcode: part("postal_code"),
    country: part("country", "short_name"),
  };
}

function objectOf(value: unknown): Record<string, unknown> {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  throw new AddressLookupUnavailableError("unexpected-answer", "The maps service answered something other than an object");
}

function textOf(value: unknown): string {
  const text = objectOf(value ?? {}).text;
  return typeof text === "string" ? text : "";
}

function componentsOf(value: unknown): AddressComponent[] {
  if (!Array.isArray(value))
    throw new AddressLookupUnavailableError("unexpected-answer", "The geocoder's result has no address components");
  return value.flatMap((raw) => {
    const item = objectOf(raw);
    const types = Array.isArray(item.types) ? item.types.filter((type): type is string => typeof type === "string") : [];
    return typeof item.long_name === "string" && typeof item.short_name === "string"
      ? [{ long_name: item.long_name, short_name: item.short_name, types }]
      : [];
  });
}

/**
 * The places autocomplete (`POST /v1/places:autocomplete`, key in X-Goog-Api-Key) and the
 * geocoder (`GET /maps/api/geocode/json?place_id=&key=`) of a hosted maps service at
 * `settings.baseUrl`, or of apps/maps-sandbox. Each call has a deadline; a timeout, a refused
 * connection, a 5xx, a refused key or an answer that is not the service's shape is
 * AddressLookupUnavailableError.
 */
export class PlacesAddressLookup implements AddressLookup {
  constructor(private readonly settings: MapsSettings) {}

  private async call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(path, this.settings.baseUrl), { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs) });
      text = await response.text();
    } catch (error) {
      if (error instanceof Error && error.name === "TimeoutError")
        throw new AddressLookupUnavailableError("timeout", `The maps service did not answer within ${this.settings.timeoutMs} ms`);
      throw new AddressLookupUnavailableError("unreachable", "The maps service could not be reached");
    }
    if (response.status >= 500)
      throw new AddressLookupUnavailableError("service-error", `The maps service failed with status ${response.status}`);
    if (response.status === 401 || response.status === 403)
      throw new AddressLookupUnavailableError("denied", "The maps service refused the API key");
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new AddressLookupUnavailableError("unexpected-answer", `The maps service answered ${response.status} without JSON`);
    }
  }

  async suggest(request: SuggestionRequest): Promise<LookupSuggestion[]> {
    const body = {
      input: request.input,
      includedRegionCodes: [request.country.toLowerCase()],
      includedPrimaryTypes: ["geocode"],
      ...(request.bias
        ? {
            locationBias: {
              circle: { center: { latitude: request.bias.latitude, longitude: request.bias.longitude }, radius: request.bias.radius },
            },
          }
        : {}),
      ...(request.sessionToken ? { sessionToken: request.sessionToken } : {}),
    };
    const answer = await this.call("/v1/places:autocomplete", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "x-goog-api-key": this.settings.apiKey },
      body: JSON.stringify(body),
    });
    if (answer.status !== 200)
      throw new AddressLookupUnavailableError("unexpected-answer", `The places autocomplete answered ${answer.status}`);
    const suggestions = objectOf(answer.body).suggestions ?? [];
    if (!Array.isArray(suggestions))
      throw new AddressLookupUnavailableError("unexpected-answer", "The places autocomplete's suggestions are not a list");
    return suggestions.flatMap((raw) => {
      const prediction = objectOf(raw).placePrediction;
      if (prediction === undefined) return [];
      const place = objectOf(prediction);
      if (typeof place.placeId !== "string" || !/^[A-Za-z0-9_-]{1,100}$/.test(place.placeId)) return [];
      const format = objectOf(place.structuredFormat ?? {});
      const description = textOf(place.text);
      return [
        {
          placeId: place.placeId,
          mainText: textOf(format.mainText) || description,
          secondaryText: textOf(format.secondaryText),
          description,
        },
      ];
    });
  }

  async geocode(placeId: string, sessionToken?: string): Promise<GeocodedAddress | null> {
    const query = new URLSearchParams({
      place_id: placeId,
      key: this.settings.apiKey,
      ...(sessionToken ? { sessiontoken: sessionToken } : {}),
    });
    const answer = await this.call(`/maps/api/geocode/json?${query.toString()}`, {
      method: "GET",
      headers: { accept: "application/json" },
    });
    const body = objectOf(answer.body);
    if (body.status === "ZERO_RESULTS" || body.status === "NOT_FOUND" || body.status === "INVALID_REQUEST") return null;
    if (body.status === "REQUEST_DENIED") throw new AddressLookupUnavailableError("denied", "The geocoder refused the API key");
    if (body.status !== "OK" || !Array.isArray(body.results))
      throw new AddressLookupUnavailableError("service-error", `The geocoder answered ${String(body.status)}`);
    const [first] = body.results;
    return first === undefined ? null : addressFromComponents(componentsOf(objectOf(first).address_components));
  }
}
