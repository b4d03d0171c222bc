import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "../http/client";
import { json, startTestServer, type TestServer } from "../test-helpers";
import {
  addToCompare,
  getAlertBanner,
  getComparisonProducts,
  getCookingDemos,
  getProductBySlug,
  getSale,
  getStores,
  postNewsletterSignup,
  postVariantTest,
  productDateParam,
  removeFromCompare,
  setLocation,
} from "./api";
import { errorMessage } from "../http/errors";

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ brand: "wa", baseUrl: server.url });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(() => server.close());

describe("browsing calls", () => {
  it("reads an empty alert banner answer as no banner", async () => {
    server.on("GET", "/api/alertBanner", (_request, response) => json(response, 200, null));
    await expect(getAlertBanner(client)).resolves.toBeNull();
  });

  it("posts the variant test id as a JSON string and reads the x-vu header", async () => {
    server.on("POST", "/api/varianttest", (_request, response) => {
      response.writeHead(200, { "content-type": "application/json", "x-vu": "visitor-1" });
      response.end(JSON.stringify({ testId: "hero-test", bucket: "b" }));
    });
    await expect(postVariantTest(client, "hero-test")).resolves.toEqual({ bucket: "b", vu: "visitor-1" });
    expect(server.requests[0]?.body).toBe('"hero-test"');
  });

  it("falls back to the 'original' bucket when none is answered", async () => {
    server.on("POST", "/api/varianttest", (_request, response) => json(response, 200, {}));
    await expect(postVariantTest(client, "hero-test")).resolves.toEqual({ bucket: "original", vu: null });
  });

  it("falls back to 'original' when the test is unknown, without a redirect lookup", async () => {
    server.on("POST", "/api/varianttest", (_request, response) => json(response, 404, { message: "No variant test" }));
    await expect(postVariantTest(client, "gone-test")).resolves.toEqual({ bucket: "original", vu: null });
    expect(server.requests).toHaveLength(1);
  });

  it("adds to compare with the sku in the body and reads 'limit'", async () => {
    server.on("POST", "/api/compare/product", (_request, response) => json(response, 200, "limit"));
    await expect(addToCompare(client, "SKU-1")).resolves.toBe("limit");
    expect(JSON.parse(server.requests[0]?.body ?? "")).toEqual({ sku: "SKU-1" });
  });

  it("URL-encodes a SKU with a slash when removing it", async () => {
    server.on("DELETE", "/api/compare/product/AB%2F1", (_request, response) => json(response, 200, { products: [] }));
    await removeFromCompare(client, "AB/1");
    expect(server.requests[0]?.url).toBe("/api/compare/product/AB%2F1");
  });

  it("joins the compare page's SKUs with ~", async () => {
    server.on("GET", "/api/compare/products", (_request, response) => json(response, 200, { products: [] }));
    await getComparisonProducts(client, ["A", "B", "C"]);
    expect(server.requests[0]?.url).toBe("/api/compare/products?SkuList=A%7EB%7EC");
  });

  it("sends the product date as YYYY-M-D", async () => {
    server.on("GET", "/api/v2/product/slug/oven-60", (_request, response) => json(response, 200, { sku: "O60" }));
    await getProductBySlug(client, "oven-60", productDateParam(new Date(2026, 0, 5)));
    expect(server.requests[0]?.url).toBe("/api/v2/product/slug/oven-60?date=2026-1-5");
  });

  it("asks for cooking demos with the defaults of page 1, 12 per page, sort 0 and a lowercased brand", async () => {
    server.on("GET", "/api/v2/cookingdemo", (_request, response) => json(response, 200, { items: [], totalCount: 0 }));
    await getCookingDemos(client, { brand: "Miele" });
    const url = new URL(server.requests[0]?.url ?? "", server.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ sortDirection: "0", pageNo: "1", recordsPerPage: "12", brand: "miele" });
  });

  it("sends store filters as key:value pairs, and none without filters", async () => {
    server.on("GET", "/api/store", (_request, response) => json(response, 200, { items: [], totalCount: 0 }));
    await getStores(client);
    await getStores(client, { state: "NSW", appointmentOnly: false, q: "" });
    expect(server.requests.map((request) => request.url)).toEqual([
      "/api/store",
      `/api/store?filters=${encodeURIComponent("state:NSW,appointmentOnly:false")}`,
    ]);
  });

  it("reads a day without a sale as null", async () => {
    server.on("GET", "/api/promotion/sale", (_request, response) => json(response, 200, null));
    await expect(getSale(client, "2026-12-26")).resolves.toBeNull();
    expect(server.requests[0]?.url).toBe("/api/promotion/sale?dateOverride=2026-12-26");
  });

  it("shows the errtext of a refused newsletter signup", async () => {
    const refusal = "This email address is already subscribed to the Kitchen Club.";
    server.on("POST", "/api/kitchenclub/newsletter", (_request, response) =>
      json(response, 409, { success: false, errtext: refusal, message: refusal }),
    );
    const error = await postNewsletterSignup(client, { name: "Jane", email: "jane@example.com", postcode: "2000" }).catch(
      (caught: unknown) => caught,
    );
    expect(errorMessage(error)).toBe(refusal);
  });

  it("sets the location by region id", async () => {
    server.on("POST", "/api/geo/setlocation", (_request, response) => json(response, 200, { postcode: "3000" }));
    await setLocation(client, { regionId: "3000111" });
    expect(JSON.parse(server.requests[0]?.body ?? "")).toEqual({ regionId: "3000111" });
  });
});
