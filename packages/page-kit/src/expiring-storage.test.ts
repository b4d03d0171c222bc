import { beforeEach, describe, expect, it } from "vitest";
import { MINUTE_MS, readWithExpiry, removeStored, writeWithExpiry } from "./expiring-storage";

beforeEach(() => localStorage.clear());

describe("storage with an expiry in minutes", () => {
  it("reads a value until its minutes have passed, then removes it", () => {
    const now = Date.UTC(2026, 10, 24, 12);
    writeWithExpiry("saleFooterDismissed", true, 1440, now);
    expect(JSON.parse(localStorage.getItem("saleFooterDismissed") ?? "")).toEqual({ value: true, expiresAt: now + 1440 * MINUTE_MS });
    expect(readWithExpiry("saleFooterDismissed", now + 1439 * MINUTE_MS)).toBe(true);
    expect(readWithExpiry("saleFooterDismissed", now + 1440 * MINUTE_MS)).toBeNull();
    expect(localStorage.getItem("saleFooterDismissed")).toBeNull();
  });

  it("reads nothing from an unreadable or foreign value, and removes it", () => {
    localStorage.setItem("checkoutSession", "{not json");
    expect(readWithExpiry("checkoutSession")).toBeNull();
    expect(localStorage.getItem("checkoutSession")).toBeNull();
    localStorage.setItem("checkoutSession", JSON.stringify({ value: { a: 1 } }));
    expect(readWithExpiry("checkoutSession")).toBeNull();
  });

  it("removes a value on request", () => {
    writeWithExpiry("k", "v", 5);
    removeStored("k");
    expect(readWithExpiry("k")).toBeNull();
  });
});
