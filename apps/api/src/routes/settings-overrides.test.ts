import { describe, expect, it } from "vitest";
import { addToCart, availability, productFor, TEST_MONDAY } from "../checkout/checkout-test-support";
import { settingsOverridesFromEnv } from "../content/settings-overrides";
import { Shopper, setupTestApi } from "../test-helpers";

const api = setupTestApi({
  now: () => TEST_MONDAY,
  env: {
    SETTINGS_OVERRIDES: JSON.stringify({ wa: { PriceHistoryEnabled: "false", TestOnlySetting: "on", proformaShippingBrands: "Korrin" } }),
  },
});

const settingsOf = async (brand: string) =>
  (await api.request({ method: "GET", url: "/api/settings", brand })).json<{
    items: { name: string; value: string }[];
    totalCount: number;
  }>();

describe("SETTINGS_OVERRIDES (tests only, apps/api README)", () => {
  it("changes the overridden storefront's answer, keeping each setting's place and adding new ones last", async () => {
    const { items, totalCount } = await settingsOf("wa");
    expect(items).toContainEqual({ name: "PriceHistoryEnabled", value: "false" });
    expect(items.filter((item) => item.name === "PriceHistoryEnabled")).toHaveLength(1);
    expect(items.slice(0, 3).map((item) => item.name)).toEqual(["countryCode", "customerSupportNumber", "companyName"]);
    expect(items.at(-1)).toEqual({ name: "TestOnlySetting", value: "on" });
    expect(totalCount).toBe(items.length);
  });

  it("is the proformaShippingBrands the checkout prices with: no storage fee for the overridden brand", async () => {
    const korrin = await productFor(api.db, "wa", { minPrice: 400, brands: ["Korrin"] });
    const shopper = new Shopper();
    const cartId = await addToCart(api, shopper, "wa", korrin.sku, 1);
    const answer = await availability(api, shopper, "wa", cartId);
    expect(answer.storage.appliesToCart).toBe(false);
  });

  it("leaves the other storefronts as seeded", async () => {
    const { items } = await settingsOf("hc");
    expect(items).toContainEqual({ name: "PriceHistoryEnabled", value: "true" });
    expect(items.some((item) => item.name === "TestOnlySetting")).toBe(false);
  });

  it("refuses a value of any other shape, naming the reason", () => {
    expect(settingsOverridesFromEnv(undefined).size).toBe(0);
    expect(() => settingsOverridesFromEnv("{")).toThrow("not JSON");
    expect(() => settingsOverridesFromEnv("[]")).toThrow("not an object");
    expect(() => settingsOverridesFromEnv('{"xx":{}}')).toThrow("no storefront 'xx'");
    expect(() => settingsOverridesFromEnv('{"wa":{"PriceHistoryEnabled":false}}')).toThrow("wa.PriceHistoryEnabled is not a string");
  });
});
