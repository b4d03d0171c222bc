import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import { searchV3, siteSearch } from "./api";
import { searchQueries } from "./queries";

const api = serveForTests({ brand: "fk" });

describe("search calls", () => {
  it("sends the sanitised term with auto-correct on", async () => {
    api.server.on("GET", "/api/v3/search", (_request, response) => json(response, 200, { results: [] }));
    await searchV3(api.client, " <b>oven;60cm ", 6);
    expect(api.server.requests[0]?.url).toBe("/api/v3/search?searchTerm=b+oven+60cm&isAutoCorrectEnabled=true&limit=6");
  });

  it("puts the sanitised term in the path", async () => {
    api.server.on("GET", "/api/v2/sitesearch/f/wash%2Fdry", (_request, response) => json(response, 200, { suggestions: [] }));
    await siteSearch(api.client, "f", "wash/dry..");
    expect(api.server.requests[0]?.url).toBe("/api/v2/sitesearch/f/wash%2Fdry");
  });

  it("adds wid=true only for a signed-in user", async () => {
    api.server.on("GET", "/api/v2/sitesearch/p/fridge", (_request, response) => json(response, 200, { suggestions: [] }));
    await siteSearch(api.client, "p", "fridge", { signedIn: true, location: "2000" });
    await siteSearch(api.client, "p", "fridge");
    expect(api.server.requests.map((request) => request.url)).toEqual([
      "/api/v2/sitesearch/p/fridge?location=2000&wid=true",
      "/api/v2/sitesearch/p/fridge",
    ]);
  });

  it("does not run suggestions below the minimum length", () => {
    expect(searchQueries.suggest(api.client, "a").enabled).toBe(false);
    expect(searchQueries.suggest(api.client, "ab").enabled).toBe(true);
  });
});
