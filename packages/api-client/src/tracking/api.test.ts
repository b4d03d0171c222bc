import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import { postVariantTest, postVariantTestFailure, postWidgetEvent, trackSearchTerm } from "./api";

const api = serveForTests();

describe("tracking calls", () => {
  it("posts the variant test id as a JSON string and reads the x-vu header", async () => {
    api.server.on("POST", "/api/varianttest", (_request, response) => {
      response.writeHead(200, { "content-type": "application/json", "x-vu": "visitor-1" });
      response.end(JSON.stringify({ testId: "hero-test", bucket: "b" }));
    });
    await expect(postVariantTest(api.client, "hero-test")).resolves.toEqual({ bucket: "b", vu: "visitor-1" });
    expect(api.server.requests[0]?.body).toBe('"hero-test"');
  });

  it("falls back to the 'original' bucket when none is answered", async () => {
    api.server.on("POST", "/api/varianttest", (_request, response) => json(response, 200, {}));
    await expect(postVariantTest(api.client, "hero-test")).resolves.toEqual({ bucket: "original", vu: null });
  });

  it("falls back to 'original' when the test is unknown, without a redirect lookup", async () => {
    api.server.on("POST", "/api/varianttest", (_request, response) => json(response, 404, { message: "No variant test" }));
    await expect(postVariantTest(api.client, "gone-test")).resolves.toEqual({ bucket: "original", vu: null });
    expect(api.server.requests).toHaveLength(1);
  });

  it("posts a variant test's fall-back and a widget's use as JSON", async () => {
    api.server.on("POST", "/api/varianttest/failure", (_request, response) => json(response, 200, true));
    api.server.on("POST", "/api/analytics/widget", (_request, response) => json(response, 200, true));
    await expect(postVariantTestFailure(api.client, { testId: "search-suggestions", reason: "noCookie" })).resolves.toBe(true);
    await expect(postWidgetEvent(api.client, { widget: "chat", action: "opened", url: "/" })).resolves.toBe(true);
    expect(api.server.requests.map((request) => JSON.parse(String(request.body)) as unknown)).toEqual([
      { testId: "search-suggestions", reason: "noCookie" },
      { widget: "chat", action: "opened", url: "/" },
    ]);
  });

  it("sends the search term in the address of GET /api/analytics/search", async () => {
    api.server.on("GET", "/api/analytics/search", (_request, response) => json(response, 200, true));
    await expect(trackSearchTerm(api.client, "pyrolytic oven")).resolves.toBe(true);
    expect(api.server.requests[0]?.url).toContain("searchTerm=pyrolytic+oven");
  });
});
