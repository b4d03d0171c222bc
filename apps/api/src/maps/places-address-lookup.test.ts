import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddressLookupUnavailableError } from "./address-lookup";
import { addressFromComponents, PlacesAddressLookup } from "./places-address-lookup";

/**
 * The adapter against a server answering as a hosted maps service does (the shapes of its
 * published places autocomplete and geocoder), with the failures a real one has. The round trip
 * with apps/maps-sandbox itself is that app's test (src/api-adapter.test.ts).
 */
let provider: FastifyInstance;
let baseUrl = "";
const received: { path: string; key: unknown; body: unknown }[] = [];

const component = (long: string, short: string, ...types: string[]) => ({ long_name: long, short_name: short, types });

beforeAll(async () => {
  provider = Fastify();
  provider.post("/v1/places::autocomplete", async (request, reply) => {
    received.push({ path: request.url, key: request.headers["x-goog-api-key"], body: request.body });
    const input = (request.body as { input: string }).input;
    if (input === "server error") return reply.code(500).send({ error: { code: 500 } });
    if (input === "not json") return reply.type("text/plain").send("<html>oops</html>");
    if (input === "odd ids")
      return {
        suggestions: [{ placePrediction: { placeId: "<script>", text: { text: "x" } } }, { queryPrediction: { text: { text: "q" } } }],
      };
    return {
      suggestions: [
        {
          placePrediction: {
            placeId: "ChIJ12-banksia",
            text: { text: "12 Banksia Street, Richmond VIC 3121, Australia" },
            structuredFormat: { mainText: { text: "12 Banksia Street" }, secondaryText: { text: "Richmond VIC 3121, Australia" } },
          },
        },
      ],
    };
  });
  provider.get("/maps/api/geocode/json", async (request) => {
    const { place_id: placeId, key } = request.query as { place_id: string; key: string };
    received.push({ path: "/maps/api/geocode/json", key, body: placeId });
    if (key !== "right-key") return { status: "REQUEST_DENIED", results: [] };
    if (placeId === "ChIJ-nothing") return { status: "ZERO_RESULTS", results: [] };
    if (placeId === "ChIJ-over-limit") return { status: "OVER_QUERY_LIMIT", results: [] };
    return {
      status: "OK",
      results: [
        {
          address_components: [
            component("3", "3", "subpremise"),
            component("12", "12", "street_number"),
            component("Banksia Street", "Banksia St", "route"),
            component("Richmond", "Richmond", "locality", "political"),
            component("City of Yarra", "Yarra", "administrative_area_level_2", "political"),
            component("Victoria", "VIC", "administrative_area_level_1", "political"),
            component("Australia", "AU", "country", "political"),
            component("3121", "3121", "postal_code"),
          ],
        },
      ],
    };
  });
  baseUrl = await provider.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => provider.close());

const lookup = (apiKey = "right-key", url = baseUrl) => new PlacesAddressLookup({ baseUrl: url, apiKey, timeoutMs: 2000 });

describe("addressFromComponents (spec 2 §7 parts and output)", () => {
  it("builds the street from unit, number and street name, and the suburb from the locality", () => {
    expect(
      addressFromComponents([
        component("3", "3", "subpremise"),
        component("12", "12", "street_number"),
        component("Banksia Street", "Banksia St", "route"),
        component("Richmond", "Richmond", "locality"),
        component("Victoria", "VIC", "administrative_area_level_1"),
        component("Australia", "AU", "country"),
        component("3121", "3121", "postal_code"),
      ]),
    ).toEqual({ streetAddress: "3/12 Banksia Street", suburb: "Richmond", state: "VIC", postcode: "3121", country: "AU" });
  });

  it("prefers the sublocality (a New Zealand suburb), falls back to the council, and to the premise without a street", () => {
    expect(
      addressFromComponents([
        component("Ponsonby", "Ponsonby", "sublocality_level_1", "sublocality"),
        component("Auckland", "Auckland", "locality"),
        component("1011", "1011", "postal_code"),
      ]).suburb,
    ).toBe("Ponsonby");
    expect(addressFromComponents([component("Shire of Nowhere", "Nowhere", "administrative_area_level_2")]).suburb).toBe(
      "Shire of Nowhere",
    );
    expect(addressFromComponents([component("Harbour Towers", "Harbour Towers", "premise")]).streetAddress).toBe("Harbour Towers");
    expect(addressFromComponents([])).toEqual({ streetAddress: "", suburb: "", state: "", postcode: "", country: "" });
  });
});

describe("PlacesAddressLookup", () => {
  it("asks the autocomplete with the key, the country, geocode types and the bias circle, and reads its predictions", async () => {
    const found = await lookup().suggest({
      input: "12 Banksia",
      country: "AU",
      bias: { latitude: -37.82, longitude: 145, radius: 1000 },
      sessionToken: "abc",
    });
    expect(found).toEqual([
      {
        placeId: "ChIJ12-banksia",
        mainText: "12 Banksia Street",
        secondaryText: "Richmond VIC 3121, Australia",
        description: "12 Banksia Street, Richmond VIC 3121, Australia",
      },
    ]);
    expect(received.at(-1)).toEqual({
      path: "/v1/places:autocomplete",
      key: "right-key",
      body: {
        input: "12 Banksia",
        includedRegionCodes: ["au"],
        includedPrimaryTypes: ["geocode"],
        locationBias: { circle: { center: { latitude: -37.82, longitude: 145 }, radius: 1000 } },
        sessionToken: "abc",
      },
    });
  });

  it("leaves out predictions without a usable place id", async () => {
    expect(await lookup().suggest({ input: "odd ids", country: "AU" })).toEqual([]);
  });

  it("geocodes a place, and answers null when the geocoder finds nothing", async () => {
    expect(await lookup().geocode("ChIJ12-banksia")).toEqual({
      streetAddress: "3/12 Banksia Street",
      suburb: "Richmond",
      state: "VIC",
      postcode: "3121",
      country: "AU",
    });
    expect(await lookup().geocode("ChIJ-nothing")).toBeNull();
  });

  it("is unavailable on a 5xx, an answer that is not JSON, a refused key, a geocoder error, or nobody listening", async () => {
    const failures = [
      () => lookup().suggest({ input: "server error", country: "AU" }),
      () => lookup().suggest({ input: "not json", country: "AU" }),
      () => lookup("stolen").geocode("ChIJ12-banksia"),
      () => lookup().geocode("ChIJ-over-limit"),
      () => lookup("right-key", "http://127.0.0.1:9").suggest({ input: "12 Banksia", country: "AU" }),
    ];
    for (const failure of failures) await expect(failure()).rejects.toBeInstanceOf(AddressLookupUnavailableError);
  });
});
