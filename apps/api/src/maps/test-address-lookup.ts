import {
  AddressLookupUnavailableError,
  type AddressLookup,
  type GeocodedAddress,
  type LookupSuggestion,
  type SuggestionRequest,
} from "./address-lookup";

/**
 * The API tests' maps service, in memory (the real one, apps/maps-sandbox, builds on this app's
 * localities and so cannot be a dependency of its tests; its own tests drive PlacesAddressLookup
 * against it). Typed text starting 'unavailable' fails as a service that is down; each call is
 * recorded, so a test sees the country and bias the API asked with.
 */
export class TestAddressLookup implements AddressLookup {
  readonly requests: SuggestionRequest[] = [];

  /** Places by id: Richmond VIC, Ponsonby (NZ), one whose suburb the API does not know, and one the geocoder finds nothing for. */
  static readonly PLACES: Record<string, GeocodedAddress | null> = {
    "test-richmond": { streetAddress: "12 Banksia Street", suburb: "Richmond", state: "VIC", postcode: "3121", country: "AU" },
    "test-ponsonby": { streetAddress: "5 Rimu Road", suburb: "Ponsonby", state: "Auckland", postcode: "1011", country: "NZ" },
    "test-unknown-suburb": { streetAddress: "1 Nowhere Lane", suburb: "Atlantis", state: "VIC", postcode: "3999", country: "AU" },
    "test-ungeocodable": null,
  };

  async suggest(request: SuggestionRequest): Promise<LookupSuggestion[]> {
    this.requests.push(request);
    if (request.input.toLowerCase().startsWith("unavailable")) throw new AddressLookupUnavailableError("service-error", "down");
    return request.country === "NZ"
      ? [
          {
            placeId: "test-ponsonby",
            mainText: "5 Rimu Road",
            secondaryText: "Ponsonby, Auckland 1011, New Zealand",
            description: "5 Rimu Road, Ponsonby, Auckland 1011, New Zealand",
          },
        ]
      : [
          {
            placeId: "test-richmond",
            mainText: "12 Banksia Street",
            secondaryText: "Richmond VIC 3121, Australia",
            description: "12 Banksia Street, Richmond VIC 3121, Australia",
          },
        ];
  }

  async geocode(placeId: string): Promise<GeocodedAddress | null> {
    if (placeId === "test-down") throw new AddressLookupUnavailableError("unreachable", "down");
    return TestAddressLookup.PLACES[placeId] ?? null;
  }
}
