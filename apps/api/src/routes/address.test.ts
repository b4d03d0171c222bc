import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { localities } from "../db/schema";
import { TestAddressLookup } from "../maps/test-address-lookup";
import { Shopper, setupTestApi } from "../test-helpers";
import { ADDRESS_LOOKUP_UNAVAILABLE, NO_ADDRESS_FOR_PLACE } from "./address";

const maps = new TestAddressLookup();
const api = setupTestApi({ addressLookup: () => maps });
const off = setupTestApi({ addressLookup: () => null });

const suggestions = (input: string, brand = "wa", shopper?: Shopper) =>
  api.request({ url: `/api/address/suggestions?input=${encodeURIComponent(input)}`, brand, shopper });
const place = (placeId: string, brand = "wa") => api.request({ url: `/api/address/place/${placeId}`, brand });

async function localityOf(id: string) {
  const [row] = await api.db.select().from(localities).where(eq(localities.id, id));
  if (!row) throw new Error(`no locality ${id}`);
  return row;
}

describe("GET /api/address/suggestions (spec 2 §7, issue 44 item 3)", () => {
  it("asks the maps service in the storefront's country, biased 1000 m around the default location without a session", async () => {
    const response = await suggestions("12 Banksia");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          placeId: "test-richmond",
          mainText: "12 Banksia Street",
          secondaryText: "Richmond VIC 3121, Australia",
          description: "12 Banksia Street, Richmond VIC 3121, Australia",
        },
      ],
      totalCount: 1,
    });
    const sydney = await localityOf("2000_SYDNEY");
    expect(maps.requests.at(-1)).toEqual({
      input: "12 Banksia",
      country: "AU",
      bias: { latitude: sydney.latitude, longitude: sydney.longitude, radius: 1000 },
      sessionToken: undefined,
    });
    await suggestions("5 Rimu", "aol-nz");
    const auckland = await localityOf("1010_AUCKLAND CENTRAL");
    expect(maps.requests.at(-1)).toMatchObject({ country: "NZ", bias: { latitude: auckland.latitude, longitude: auckland.longitude } });
  });

  it("biases to the shopper's saved location", async () => {
    const shopper = new Shopper();
    const set = await api.request({
      method: "POST",
      url: "/api/geo/setlocation",
      brand: "wa",
      shopper,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ localityId: "3121_RICHMOND" }),
    });
    expect(set.statusCode).toBe(200);
    await suggestions("Banksia Street", "wa", shopper);
    const richmond = await localityOf("3121_RICHMOND");
    expect(maps.requests.at(-1)?.bias).toEqual({ latitude: richmond.latitude, longitude: richmond.longitude, radius: 1000 });
  });

  it("refuses text too short, too long or with characters no address has, without asking the maps service", async () => {
    const asked = maps.requests.length;
    for (const input of ["12", "   ab   ", "x".repeat(101), "<script>alert(1)</script>", "12 Main St; DROP TABLE"]) {
      const response = await suggestions(input);
      expect(response.statusCode, input).toBe(400);
      expect(response.body).not.toContain("<script>");
    }
    expect(maps.requests.length).toBe(asked);
    expect((await suggestions("3/12 Ōtāhuhu Road")).statusCode).toBe(200);
  });

  it("answers 503 with a message while the maps service is down", async () => {
    const response = await suggestions("Unavailable Street");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: ADDRESS_LOOKUP_UNAVAILABLE });
  });
});

describe("GET /api/address/place/{placeId}", () => {
  it("answers the geocoded address, with suburb, state and postcode as the suburb lookup gives them", async () => {
    const response = await place("test-richmond");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      streetAddress: "12 Banksia Street",
      suburb: "RICHMOND",
      state: "VIC",
      postcode: "3121",
      country: "AU",
      knownLocality: true,
    });
    expect((await place("test-ponsonby", "aol-nz")).json()).toMatchObject({ suburb: "PONSONBY", postcode: "1011", knownLocality: true });
  });

  it("answers a suburb the API does not know as named, so the shopper is asked to choose one", async () => {
    expect((await place("test-unknown-suburb")).json()).toMatchObject({ suburb: "Atlantis", postcode: "3999", knownLocality: false });
  });

  it("answers 404 when the geocoder finds nothing, or the place is in another country than the storefront's", async () => {
    for (const [placeId, brand] of [
      ["test-ungeocodable", "wa"],
      ["test-ponsonby", "wa"],
      ["test-richmond", "aol-nz"],
    ] as const) {
      const response = await place(placeId, brand);
      expect(response.statusCode, placeId).toBe(404);
      expect(response.json()).toEqual({ message: NO_ADDRESS_FOR_PLACE });
    }
  });

  it("answers 503 while the maps service is down, and 4xx for a malformed or overlong id", async () => {
    expect((await place("test-down")).statusCode).toBe(503);
    expect((await place("has%20space")).statusCode).toBe(400);
    // Longer than a path parameter may be (Fastify answers 414 URI Too Long before the route).
    expect((await place("x".repeat(101))).statusCode).toBe(414);
  });
});

describe("without a maps service", () => {
  it("has no address calls and tells every storefront the lookup is off", async () => {
    expect((await off.request({ url: "/api/address/suggestions?input=12%20Banksia", brand: "wa" })).statusCode).toBe(404);
    const items = (await off.request({ url: "/api/settings", brand: "aol-nz" })).json<{ items: { name: string; value: string }[] }>().items;
    expect(items).toContainEqual({ name: "AddressLookupEnabled", value: "false" });
  });
});
