// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Store } from "@storefront/api-client/stores";
import { filterStores, readStoreFilters, storeStates, writeStoreFilters } from "./store-filters";

const store = (name: string, state: string, suburb: string, postcode: string): Store =>
  ({ name, storeUri: name.toLowerCase(), address: { street: "1 Main St", suburb, state, postcode, country: "AU" } }) as Store;

const stores = [
  store("Richmond", "VIC", "RICHMOND", "3121"),
  store("Geelong", "VIC", "GEELONG", "3220"),
  store("Chatswood", "NSW", "CHATSWOOD", "2067"),
];

describe("store list filters", () => {
  it("keeps the stores of the chosen state, by name", () => {
    expect(filterStores(stores, { state: "VIC", q: "" }).map((s) => s.name)).toEqual(["Geelong", "Richmond"]);
  });

  it("matches the name, suburb or postcode, ignoring case", () => {
    expect(filterStores(stores, { state: "", q: "rich" }).map((s) => s.name)).toEqual(["Richmond"]);
    expect(filterStores(stores, { state: "", q: "2067" }).map((s) => s.name)).toEqual(["Chatswood"]);
    expect(filterStores(stores, { state: "NSW", q: "rich" })).toEqual([]);
  });

  it("lists the states that have stores once each", () => {
    expect(storeStates(stores)).toEqual(["NSW", "VIC"]);
  });

  it("round-trips through the address and leaves empty filters out", () => {
    expect(writeStoreFilters({ state: "VIC", q: " rich " }).toString()).toBe("state=VIC&q=rich");
    expect(writeStoreFilters({ state: "", q: "" }).toString()).toBe("");
    expect(readStoreFilters(new URLSearchParams("state=VIC&q=rich"))).toEqual({ state: "VIC", q: "rich" });
  });
});
