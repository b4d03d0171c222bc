import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import { getAlertBanner, getSale } from "./api";

const api = serveForTests();

describe("content calls", () => {
  it("reads an empty alert banner answer as no banner", async () => {
    api.server.on("GET", "/api/alertBanner", (_request, response) => json(response, 200, null));
    await expect(getAlertBanner(api.client)).resolves.toBeNull();
  });

  it("reads a day without a sale as null", async () => {
    api.server.on("GET", "/api/promotion/sale", (_request, response) => json(response, 200, null));
    await expect(getSale(api.client, "2026-12-26")).resolves.toBeNull();
    expect(api.server.requests[0]?.url).toBe("/api/promotion/sale?dateOverride=2026-12-26");
  });
});
