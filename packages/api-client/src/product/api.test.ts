import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import { getProductBySlug, productDateParam } from "./api";

const api = serveForTests();

describe("product calls", () => {
  it("sends the product date as YYYY-M-D", async () => {
    api.server.on("GET", "/api/v2/product/slug/oven-60", (_request, response) => json(response, 200, { sku: "O60" }));
    await getProductBySlug(api.client, "oven-60", productDateParam(new Date(2026, 0, 5)));
    expect(api.server.requests[0]?.url).toBe("/api/v2/product/slug/oven-60?date=2026-1-5");
  });
});
