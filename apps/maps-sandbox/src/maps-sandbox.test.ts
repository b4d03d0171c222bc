import { loadLocalities } from "@storefront/api/localities";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMapsSandbox } from "./app";
import { MAX_PREDICTIONS } from "./places";
import { streetsOf, STREETS_PER_LOCALITY } from "./streets";

const KEY = "maps-sandbox-key";
const localities = loadLocalities();
let app: FastifyInstance;

beforeAll(() => {
  app = buildMapsSandbox({ localities });
});
afterAll(() => app.close());

interface Suggestion {
  placePrediction: {
    placeId: string;
    text: { text: string };
    structuredFormat: { mainText: { text: string }; secondaryText: { text: string } };
    types: string[];
  };
}

async function autocomplete(body: Record<string, unknown>, key = KEY) {
  return app.inject({ method: "POST", url: "/v1/places:autocomplete", headers: { "x-goog-api-key": key }, payload: body });
}
async function predictions(body: Record<string, unknown>): Promise<Suggestion["placePrediction"][]> {
  const response = await autocomplete(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ suggestions: Suggestion[] }>().suggestions.map((s) => s.placePrediction);
}
const geocode = (placeId: string, key = KEY) =>
  app.inject({ method: "GET", url: `/maps/api/geocode/json?place_id=${encodeURIComponent(placeId)}&key=${key}` });

const richmond = localities.find((l) => l.id === "3121_RICHMOND")!;
const ponsonby = localities.find((l) => l.id === "1011_PONSONBY")!;
const [richmondStreet] = streetsOf(richmond);
const [ponsonbyStreet] = streetsOf(ponsonby);

describe("generated streets", () => {
  it("gives every locality the same streets on every start, none twice", () => {
    expect(streetsOf(richmond)).toEqual(streetsOf({ ...richmond }));
    expect(new Set(streetsOf(richmond).map((s) => s.name)).size).toBe(STREETS_PER_LOCALITY);
    expect(richmondStreet?.name).toMatch(
      /^[A-Z][a-z]+( [A-Z][a-z]+)? (Street|Road|Avenue|Parade|Crescent|Lane|Drive|Place|Court|Terrace|Close|Way)$/,
    );
  });
});

describe("POST /v1/places:autocomplete", () => {
  it("predicts a typed street address in the suburb typed, restricted to the country, with its parts", async () => {
    const input = `12 ${richmondStreet!.name} Richmond`;
    const found = await predictions({ input, includedRegionCodes: ["au"], includedPrimaryTypes: ["geocode"] });
    const inRichmond = found.find((p) => p.structuredFormat.secondaryText.text === "Richmond VIC 3121, Australia");
    expect(inRichmond).toMatchObject({
      structuredFormat: { mainText: { text: `12 ${richmondStreet!.name}` } },
      text: { text: `12 ${richmondStreet!.name}, Richmond VIC 3121, Australia` },
      types: ["street_address", "geocode"],
    });
    expect(found.length).toBeLessThanOrEqual(MAX_PREDICTIONS);
  });

  it("answers the same predictions for the same text, and only New Zealand's for region nz", async () => {
    const input = ponsonbyStreet!.name.slice(0, 5);
    const first = await predictions({ input, includedRegionCodes: ["nz"] });
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((p) => p.text.text.endsWith(", New Zealand"))).toBe(true);
    expect(await predictions({ input, includedRegionCodes: ["nz"] })).toEqual(first);
  });

  it("puts places inside the bias circle first", async () => {
    const input = richmondStreet!.name;
    const biased = await predictions({
      input,
      includedRegionCodes: ["au"],
      locationBias: { circle: { center: { latitude: richmond.latitude, longitude: richmond.longitude }, radius: 1000 } },
    });
    expect(biased[0]?.structuredFormat.secondaryText.text).toBe("Richmond VIC 3121, Australia");
  });

  it("answers no predictions for less than two letters of a street, and 503 for the outage test address", async () => {
    expect(await predictions({ input: "12 B" })).toEqual([]);
    const down = await autocomplete({ input: "Unavailable Street" });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ error: { code: 503, message: "The service is currently unavailable.", status: "UNAVAILABLE" } });
  });

  it("refuses a missing or wrong key with 403 and a malformed body with 400, quoting nothing sent", async () => {
    const denied = await autocomplete({ input: "Banksia" }, "stolen-key");
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ error: { status: "PERMISSION_DENIED" } });
    const malformed = await autocomplete({ input: 12, includedRegionCodes: ["<script>"] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toContain("<script>");
  });
});

describe("the geocoder and place details", () => {
  it("geocodes a predicted place into the parts spec 2 §7 reads", async () => {
    const [prediction] = await predictions({ input: `3/12 ${richmondStreet!.name} Richmond`, includedRegionCodes: ["au"] });
    const response = await geocode(prediction!.placeId);
    expect(response.statusCode).toBe(200);
    const [result] = response.json<{ status: string; results: { address_components: unknown[]; formatted_address: string }[] }>().results;
    expect(result?.address_components).toEqual([
      { long_name: "3", short_name: "3", types: ["subpremise"] },
      { long_name: "12", short_name: "12", types: ["street_number"] },
      { long_name: richmondStreet!.name, short_name: richmondStreet!.shortName, types: ["route"] },
      { long_name: "Richmond", short_name: "Richmond", types: ["locality", "political"] },
      { long_name: "Richmond Council", short_name: "Richmond Council", types: ["administrative_area_level_2", "political"] },
      { long_name: "Victoria", short_name: "VIC", types: ["administrative_area_level_1", "political"] },
      { long_name: "Australia", short_name: "AU", types: ["country", "political"] },
      { long_name: "3121", short_name: "3121", types: ["postal_code"] },
    ]);
    const details = await app.inject({ method: "GET", url: `/v1/places/${prediction!.placeId}`, headers: { "x-goog-api-key": KEY } });
    expect(details.json()).toMatchObject({ formattedAddress: result?.formatted_address, types: ["street_address", "geocode"] });
  });

  it("names a New Zealand suburb as the sublocality of its region", async () => {
    const [prediction] = await predictions({ input: `5 ${ponsonbyStreet!.name} Ponsonby`, includedRegionCodes: ["nz"] });
    const [result] = (await geocode(prediction!.placeId)).json<{
      results: { address_components: { long_name: string; types: string[] }[] }[];
    }>().results;
    const part = (type: string) => result?.address_components.find((c) => c.types.includes(type))?.long_name;
    expect([part("sublocality"), part("locality"), part("postal_code"), part("country")]).toEqual([
      "Ponsonby",
      "Auckland",
      "1011",
      "New Zealand",
    ]);
  });

  it("finds nothing for the ungeocodable test address or an id it did not issue, and denies a wrong key", async () => {
    const [prediction] = await predictions({ input: `404 ${richmondStreet!.name} Richmond`, includedRegionCodes: ["au"] });
    expect((await geocode(prediction!.placeId)).json()).toEqual({ status: "ZERO_RESULTS", results: [] });
    expect((await geocode("sbx1_bm90LWEtcGxhY2U")).json()).toEqual({ status: "ZERO_RESULTS", results: [] });
    expect((await geocode("ChIJ-forged")).json()).toEqual({ status: "ZERO_RESULTS", results: [] });
    expect((await geocode(prediction!.placeId, "wrong")).json()).toMatchObject({ status: "REQUEST_DENIED", results: [] });
  });
});
