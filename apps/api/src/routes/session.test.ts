import { arrayContains, count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products, sessions } from "../db/schema";
import { Shopper, setupTestApi } from "../test-helpers";

const api = setupTestApi();
let skus: string[];

beforeAll(async () => {
  skus = (
    await api.db
      .select({ sku: products.sku })
      .from(products)
      .where(arrayContains(products.storefronts, ["wa"]))
      .limit(4)
  ).map((r) => r.sku);
});

const json = { "content-type": "application/json" };

describe("session cookie", () => {
  it("is set signed, HttpOnly and SameSite=Lax on the first change, and not on reads", async () => {
    const shopper = new Shopper();
    const read = await api.request({ method: "GET", url: "/api/compare", shopper });
    expect(read.headers["set-cookie"]).toBeUndefined();
    const write = await api.request({
      method: "POST",
      url: "/api/compare/product",
      headers: json,
      payload: JSON.stringify(skus[0]),
      shopper,
    });
    const cookie = String(write.headers["set-cookie"]);
    expect(cookie).toMatch(/^sf_session=[^;]+\.[^;]+;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("ignores a forged or tampered cookie", async () => {
    const shopper = new Shopper();
    await api.request({ method: "POST", url: "/api/compare/product", headers: json, payload: JSON.stringify(skus[0]), shopper });
    const [id] = (shopper.cookies.get("sf_session") ?? "").split(".");
    const forged = await api.request({ method: "GET", url: "/api/compare", headers: { cookie: `sf_session=${id}.forgedsignature` } });
    expect(forged.json()).toEqual({ products: [] });
  });
});

describe("compare", () => {
  it("keeps at most three products and answers 'limit' on the fourth", async () => {
    const shopper = new Shopper();
    for (const sku of skus.slice(0, 3)) {
      const response = await api.request({
        method: "POST",
        url: "/api/compare/product/",
        headers: json,
        payload: JSON.stringify({ sku }),
        shopper,
      });
      expect(response.statusCode).toBe(200);
    }
    const fourth = await api.request({
      method: "POST",
      url: "/api/compare/product",
      headers: json,
      payload: JSON.stringify(skus[3]),
      shopper,
    });
    expect(fourth.json()).toBe("limit");
    const list = (await api.request({ method: "GET", url: "/api/compare/", shopper })).json<{
      products: { sku: string; productSKU: string; productName: string; brandName: string; price: number }[];
    }>();
    expect(list.products.map((p) => p.sku)).toEqual(skus.slice(0, 3));
    expect(list.products[0]).toMatchObject({
      productSKU: skus[0],
      productName: expect.any(String),
      brandName: expect.any(String),
      price: expect.any(Number),
    });
  });

  it("treats adding a listed product again as no change", async () => {
    const shopper = new Shopper();
    await api.request({ method: "POST", url: "/api/compare/product", headers: json, payload: JSON.stringify(skus[0]), shopper });
    const again = await api.request({
      method: "POST",
      url: "/api/compare/product",
      headers: json,
      payload: JSON.stringify(skus[0]),
      shopper,
    });
    expect(again.json<{ products: unknown[] }>().products).toHaveLength(1);
  });

  it("removes a product, and answers 404 for one not in the list", async () => {
    const shopper = new Shopper();
    await api.request({ method: "POST", url: "/api/compare/product", headers: json, payload: JSON.stringify(skus[0]), shopper });
    await api.request({ method: "POST", url: "/api/compare/product", headers: json, payload: JSON.stringify(skus[1]), shopper });
    const removed = await api.request({ method: "DELETE", url: `/api/compare/product/${skus[0]}`, shopper });
    expect(removed.json<{ products: { sku: string }[] }>().products.map((p) => p.sku)).toEqual([skus[1]]);
    expect((await api.request({ method: "DELETE", url: `/api/compare/product/${skus[0]}`, shopper })).statusCode).toBe(404);
  });

  it("keeps three of twenty products ticked at the same moment, and answers 'limit' to the rest", async () => {
    const shopper = new Shopper();
    const many = (
      await api.db
        .select({ sku: products.sku })
        .from(products)
        .where(arrayContains(products.storefronts, ["wa"]))
        .limit(21)
    ).map((r) => r.sku);
    await api.request({ method: "POST", url: "/api/compare/product", headers: json, payload: JSON.stringify(many[0]), shopper });
    const answers = await Promise.all(
      many
        .slice(1)
        .map((sku) => api.request({ method: "POST", url: "/api/compare/product", headers: json, payload: JSON.stringify(sku), shopper })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.filter((answer) => answer.json() === "limit")).toHaveLength(18);
    const list = (await api.request({ method: "GET", url: "/api/compare", shopper })).json<{ products: { sku: string }[] }>();
    expect(list.products).toHaveLength(3);
    expect(list.products.map((p) => p.sku)).toContain(many[0]);
  });

  it("lists a product ticked twenty times at once only once", async () => {
    const shopper = new Shopper();
    await api.request({ method: "POST", url: "/api/compare/product", headers: json, payload: JSON.stringify(skus[1]), shopper });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        api.request({ method: "POST", url: "/api/compare/product", headers: json, payload: JSON.stringify(skus[0]), shopper }),
      ),
    );
    const list = (await api.request({ method: "GET", url: "/api/compare", shopper })).json<{ products: { sku: string }[] }>();
    expect(list.products.map((p) => p.sku).sort()).toEqual([skus[0], skus[1]].sort());
  });

  it("never shares a list between shoppers", async () => {
    const alice = new Shopper();
    const bob = new Shopper();
    await api.request({ method: "POST", url: "/api/compare/product", headers: json, payload: JSON.stringify(skus[2]), shopper: alice });
    expect((await api.request({ method: "GET", url: "/api/compare", shopper: bob })).json()).toEqual({ products: [] });
  });

  it("answers full records for the compare page from SkuList", async () => {
    const body = (await api.request({ method: "GET", url: `/api/compare/products?SkuList=${skus[0]}~${skus[1]}~NOPE-1` })).json<{
      products: { sku: string; specifications: unknown[] }[];
      missingSkus: string[];
    }>();
    expect(body.products.map((p) => p.sku)).toEqual([skus[0], skus[1]]);
    expect(body.products[0]?.specifications.length).toBeGreaterThan(0);
    expect(body.missingSkus).toEqual(["NOPE-1"]);
    expect((await api.request({ method: "GET", url: "/api/compare/products?SkuList=NOPE-1" })).statusCode).toBe(404);
    expect((await api.request({ method: "GET", url: `/api/compare/products?SkuList=${skus.join("~")}` })).json()).toEqual([
      "SkuList may hold at most 3 SKUs",
    ]);
  });

  it("rejects bad bodies and unknown products, and creates no session for them", async () => {
    const [before] = await api.db.select({ n: count() }).from(sessions);
    expect(
      (
        await api.request({
          method: "POST",
          url: "/api/compare/product",
          headers: json,
          payload: JSON.stringify("x'; DELETE FROM sessions; --"),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await api.request({ method: "POST", url: "/api/compare/product", headers: json, payload: JSON.stringify({ sku: 42 }) })).statusCode,
    ).toBe(400);
    expect(
      (await api.request({ method: "POST", url: "/api/compare/product", headers: json, payload: JSON.stringify("NOPE-1") })).statusCode,
    ).toBe(404);
    const [after] = await api.db.select({ n: count() }).from(sessions);
    expect(after?.n).toBe(before?.n);
  });
});

describe("delivery location and stores", () => {
  it("answers geo data with the storefront's default location for a new shopper", async () => {
    const geo = (await api.request({ method: "GET", url: "/api/geo", brand: "wa" })).json();
    expect(geo).toMatchObject({ locationId: "2000_SYDNEY", postcode: "2000", state: "NSW", city: "Sydney", country: "AU", newUser: true });
    expect(geo.store.storeUri).toEqual(expect.any(String));
    const nz = (await api.request({ method: "GET", url: "/api/geo", brand: "aol-nz" })).json();
    expect(nz).toMatchObject({ country: "NZ", postcode: "1010" });
  });

  it("sets the location by locality id or region id and keeps it for the shopper", async () => {
    const shopper = new Shopper();
    const set = await api.request({
      method: "POST",
      url: "/api/geo/setlocation",
      headers: json,
      payload: { localityId: "3000_MELBOURNE" },
      shopper,
    });
    expect(set.json()).toMatchObject({ locationId: "3000_MELBOURNE", city: "Melbourne", state: "VIC", newUser: false });
    expect((await api.request({ method: "GET", url: "/api/geo", shopper })).json().locationId).toBe("3000_MELBOURNE");
    // spec 1 §9: region 2000222 is Canberra (2600).
    const region = await api.request({
      method: "POST",
      url: "/api/geo/setlocation",
      headers: json,
      payload: { regionId: "2000222" },
      shopper,
    });
    expect(region.json()).toMatchObject({ postcode: "2600", city: "Canberra" });
  });

  it("rejects bad location ids and answers 404 for unknown or foreign localities", async () => {
    expect(
      (await api.request({ method: "POST", url: "/api/geo/setlocation", headers: json, payload: { localityId: "<b>" } })).json(),
    ).toEqual(["localityId must be a locality id of the form postcode_SUBURB"]);
    expect((await api.request({ method: "POST", url: "/api/geo/setlocation", headers: json, payload: {} })).json()).toEqual([
      "Send exactly one of localityId or regionId",
    ]);
    expect((await api.request({ method: "POST", url: "/api/geo/setlocation", headers: json, payload: { regionId: "1" } })).statusCode).toBe(
      400,
    );
    expect(
      (await api.request({ method: "POST", url: "/api/geo/setlocation", headers: json, payload: { localityId: "9999_NOWHERE" } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await api.request({
          method: "POST",
          url: "/api/geo/setlocation",
          headers: json,
          payload: { localityId: "3000_MELBOURNE" },
          brand: "aol-nz",
        })
      ).statusCode,
    ).toBe(404);
  });

  it("searches localities by suburb or postcode prefix and looks one up", async () => {
    const bySuburb = (await api.request({ method: "GET", url: "/api/locality/bondi" })).json<{
      items: { id: string; fullAddress: string }[];
    }>();
    expect(bySuburb.items).toContainEqual(expect.objectContaining({ id: "2026_BONDI BEACH", fullAddress: "Bondi Beach NSW 2026" }));
    const byPostcode = (await api.request({ method: "GET", url: "/api/locality/30" })).json<{
      items: { postcode: string }[];
      totalCount: number;
    }>();
    expect(byPostcode.totalCount).toBe(100);
    expect(byPostcode.items.every((l) => l.postcode.startsWith("30"))).toBe(true);
    const nz = (await api.request({ method: "GET", url: "/api/locality/ponsonby", brand: "aol-nz" })).json<{ items: { id: string }[] }>();
    expect(nz.items[0]?.id).toBe("1011_PONSONBY");
    expect((await api.request({ method: "GET", url: "/api/locality/Bondi%20Beach/NSW/2026" })).json()).toMatchObject({
      id: "2026_BONDI BEACH",
    });
    expect((await api.request({ method: "GET", url: "/api/locality/Bondi/VIC/2026" })).statusCode).toBe(404);
    expect((await api.request({ method: "GET", url: "/api/locality/b" })).json()).toEqual(["query must be at least 2 characters long"]);
    expect((await api.request({ method: "GET", url: `/api/locality/${encodeURIComponent("x%';--")}` })).statusCode).toBe(400);
  });

  it("lists stores with seven open times, filters them and answers one by id or uri", async () => {
    const all = (await api.request({ method: "GET", url: "/api/store", brand: "wa" })).json<{
      items: {
        id: number;
        storeUri: string;
        openTimes: unknown[];
        isAppointmentOnly: boolean;
        virtualTourId: string | null;
        openingStatus: string;
      }[];
      totalCount: number;
    }>();
    expect(all.totalCount).toBeGreaterThanOrEqual(20);
    expect(all.items.every((s) => s.openTimes.length === 7)).toBe(true);
    expect(all.items.some((s) => s.isAppointmentOnly)).toBe(true);
    expect(all.items.some((s) => s.virtualTourId)).toBe(true);
    expect(all.items.find((s) => s.storeUri === "engine-room")).toBeDefined();
    expect(
      (await api.request({ method: "GET", url: "/api/store", brand: "aol-nz" })).json<{ totalCount: number }>().totalCount,
    ).toBeGreaterThanOrEqual(5);
    const nsw = (await api.request({ method: "GET", url: "/api/store?filters=state:NSW,appointmentOnly:false" })).json<{
      items: { address: { state: string } }[];
    }>();
    expect(nsw.items.every((s) => s.address.state === "NSW")).toBe(true);
    const near = (await api.request({ method: "GET", url: "/api/store?filters=postcode:3000" })).json<{
      items: { address: { state: string }; distanceKm: number }[];
    }>();
    expect(near.items[0]?.address.state).toBe("VIC");
    expect((await api.request({ method: "GET", url: "/api/store/engine-room" })).json()).toMatchObject({
      name: "Engine Room",
      isDefault: true,
    });
    expect((await api.request({ method: "GET", url: `/api/store/${all.items[0]?.id}` })).statusCode).toBe(200);
    expect((await api.request({ method: "GET", url: "/api/store/no-such-store" })).statusCode).toBe(404);
    expect((await api.request({ method: "GET", url: "/api/store?filters=colour:red" })).statusCode).toBe(400);
    expect((await api.request({ method: "GET", url: `/api/store?filters=${encodeURIComponent("q:<script>")}` })).statusCode).toBe(400);
  });

  it("selects a store for the shopper and shows it in the select view", async () => {
    const shopper = new Shopper();
    const initial = (await api.request({ method: "GET", url: "/api/store/select-view", shopper })).json();
    expect(initial.isSelected).toBe(false);
    const store = (await api.request({ method: "GET", url: "/api/store/hobart" })).json<{ id: number }>();
    const set = await api.request({ method: "POST", url: "/api/store/setstore", headers: json, payload: { storeId: store.id }, shopper });
    expect(set.json().store.storeUri).toBe("hobart");
    const view = (await api.request({ method: "GET", url: "/api/store/select-view", shopper })).json();
    expect(view).toMatchObject({ isSelected: true, store: { storeUri: "hobart" } });
    expect(view.nearbyStores).toHaveLength(5);
    expect((await api.request({ method: "GET", url: "/api/geo", shopper })).json().store.storeUri).toBe("hobart");
    expect(
      (await api.request({ method: "POST", url: "/api/store/setstore", headers: json, payload: { storeId: "hobart" } })).json(),
    ).toEqual(["storeId must be a whole number"]);
    expect((await api.request({ method: "POST", url: "/api/store/setstore", headers: json, payload: { storeId: 99999 } })).statusCode).toBe(
      404,
    );
  });
});
