import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import { getStores, setLocation } from "./api";

const api = serveForTests();

describe("store and location calls", () => {
  it("sends store filters as key:value pairs, and none without filters", async () => {
    api.server.on("GET", "/api/store", (_request, response) => json(response, 200, { items: [], totalCount: 0 }));
    await getStores(api.client);
    await getStores(api.client, { state: "NSW", appointmentOnly: false, q: "" });
    expect(api.server.requests.map((request) => request.url)).toEqual([
      "/api/store",
      `/api/store?filters=${encodeURIComponent("state:NSW,appointmentOnly:false")}`,
    ]);
  });

  it("sets the location by region id", async () => {
    api.server.on("POST", "/api/geo/setlocation", (_request, response) => json(response, 200, { postcode: "3000" }));
    await setLocation(api.client, { regionId: "3000111" });
    expect(JSON.parse(api.server.requests[0]?.body ?? "")).toEqual({ regionId: "3000111" });
  });
});
