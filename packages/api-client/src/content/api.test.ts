import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import { getAlertBanner, getSale, NO_SALE } from "./api";

const api = serveForTests();

describe("content calls", () => {
  it("reads an empty alert banner answer as no banner", async () => {
    api.server.on("GET", "/api/alertBanner", (_request, response) => json(response, 200, null));
    await expect(getAlertBanner(api.client)).resolves.toBeNull();
  });

  it("asks for another day with dateOverride and reads an empty answer as no sale, with the defaults", async () => {
    api.server.on("GET", "/api/promotion/sale", (_request, response) => json(response, 200, null));
    await expect(getSale(api.client, "2026-12-26")).resolves.toMatchObject({
      isSaleOn: false,
      url: "/sale",
      colour: "#c4102b",
      images: {},
    });
    expect(api.server.requests[0]?.url).toBe("/api/promotion/sale?dateOverride=2026-12-26");
  });

  it("answers the sale as the API gives it", async () => {
    const sale = { ...NO_SALE, isSaleOn: true, name: "Summer Sale", time: "2026-11-24" };
    api.server.on("GET", "/api/promotion/sale", (_request, response) => json(response, 200, sale));
    await expect(getSale(api.client)).resolves.toEqual(sale);
  });
});
