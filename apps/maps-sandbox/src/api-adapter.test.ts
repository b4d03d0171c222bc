import { PlacesAddressLookup } from "@storefront/api/address-lookup";
import { loadLocalities } from "@storefront/api/localities";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMapsSandbox } from "./app";
import { streetsOf } from "./streets";

/** The API's maps adapter against this sandbox over HTTP, as `pnpm start` and the end-to-end suite run them. */
const localities = loadLocalities();
let sandbox: FastifyInstance;
let baseUrl = "";

beforeAll(async () => {
  sandbox = buildMapsSandbox({ localities });
  baseUrl = await sandbox.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => sandbox.close());

const lookup = (apiKey = "maps-sandbox-key") => new PlacesAddressLookup({ baseUrl, apiKey, timeoutMs: 5000 });
const glebe = localities.find((l) => l.id === "2037_GLEBE")!;
const [street] = streetsOf(glebe);

describe("the API's PlacesAddressLookup and the maps sandbox", () => {
  it("suggests a street near the saved location and geocodes the chosen one into spec 2 §7's output", async () => {
    const [first] = await lookup().suggest({
      input: `7 ${street!.name}`,
      country: "AU",
      bias: { latitude: glebe.latitude, longitude: glebe.longitude, radius: 1000 },
    });
    expect(first).toMatchObject({ mainText: `7 ${street!.name}`, secondaryText: "Glebe NSW 2037, Australia" });
    expect(await lookup().geocode(first!.placeId)).toEqual({
      streetAddress: `7 ${street!.name}`,
      suburb: "Glebe",
      state: "NSW",
      postcode: "2037",
      country: "AU",
    });
  });

  it("answers null for the ungeocodable test address, and is unavailable for the outage one and a wrong key", async () => {
    const [ungeocodable] = await lookup().suggest({ input: `404 ${street!.name} Glebe`, country: "AU" });
    expect(await lookup().geocode(ungeocodable!.placeId)).toBeNull();
    await expect(lookup().suggest({ input: "Unavailable Road", country: "AU" })).rejects.toMatchObject({ reason: "service-error" });
    await expect(lookup("wrong").suggest({ input: "Banksia", country: "AU" })).rejects.toMatchObject({ reason: "denied" });
  });
});
