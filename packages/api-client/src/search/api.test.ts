import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "../http/client";
import { json, startTestServer, type TestServer } from "../test-helpers";
import { searchV3, siteSearch } from "./api";
import { searchQueries } from "./queries";

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ brand: "fk", baseUrl: server.url });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(() => server.close());

describe("search calls", () => {
  it("sends the sanitised term with auto-correct on", async () => {
    server.on("GET", "/api/v3/search", (_request, response) => json(response, 200, { results: [] }));
    await searchV3(client, " <b>oven;60cm ", 6);
    expect(server.requests[0]?.url).toBe("/api/v3/search?searchTerm=b+oven+60cm&isAutoCorrectEnabled=true&limit=6");
  });

  it("puts the sanitised term in the path", async () => {
    server.on("GET", "/api/v2/sitesearch/f/wash%2Fdry", (_request, response) => json(response, 200, { suggestions: [] }));
    await siteSearch(client, "f", "wash/dry..");
    expect(server.requests[0]?.url).toBe("/api/v2/sitesearch/f/wash%2Fdry");
  });

  it("adds wid=true only for a signed-in user", async () => {
    server.on("GET", "/api/v2/sitesearch/p/fridge", (_request, response) => json(response, 200, { suggestions: [] }));
    await siteSearch(client, "p", "fridge", { signedIn: true, location: "2000" });
    await siteSearch(client, "p", "fridge");
    expect(server.requests.map((request) => request.url)).toEqual([
      "/api/v2/sitesearch/p/fridge?location=2000&wid=true",
      "/api/v2/sitesearch/p/fridge",
    ]);
  });

  it("does not run suggestions below the minimum length", () => {
    expect(searchQueries.suggest(client, "a").enabled).toBe(false);
    expect(searchQueries.suggest(client, "ab").enabled).toBe(true);
  });
});
