import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import { addToCompare, getComparisonProducts, removeFromCompare } from "./api";

const api = serveForTests();

describe("compare calls", () => {
  it("adds to compare with the sku in the body and reads 'limit'", async () => {
    api.server.on("POST", "/api/compare/product", (_request, response) => json(response, 200, "limit"));
    await expect(addToCompare(api.client, "SKU-1")).resolves.toBe("limit");
    expect(JSON.parse(api.server.requests[0]?.body ?? "")).toEqual({ sku: "SKU-1" });
  });

  it("URL-encodes a SKU with a slash when removing it", async () => {
    api.server.on("DELETE", "/api/compare/product/AB%2F1", (_request, response) => json(response, 200, { products: [] }));
    await removeFromCompare(api.client, "AB/1");
    expect(api.server.requests[0]?.url).toBe("/api/compare/product/AB%2F1");
  });

  it("joins the compare page's SKUs with ~", async () => {
    api.server.on("GET", "/api/compare/products", (_request, response) => json(response, 200, { products: [] }));
    await getComparisonProducts(api.client, ["A", "B", "C"]);
    expect(api.server.requests[0]?.url).toBe("/api/compare/products?SkuList=A%7EB%7EC");
  });
});
