import { CART_ITEM_NOT_IN_CART_MESSAGE, EMPTY_CART_ID } from "@storefront/validation/cart";
import { and, arrayContains, asc, count, eq, gt, gte, inArray, lte, not, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartLines, products, promotionProducts, promotions, sessions } from "../db/schema";
import { storefrontById, storefrontToday } from "../storefronts";
import { TEST_TODAY } from "../test-clock";
import { Shopper, setupTestApi } from "../test-helpers";

const api = setupTestApi();
const json = { "content-type": "application/json" };

interface ChosenOption {
  id: string;
  name: string;
  price: number;
}
interface CartProduct {
  productCode: string;
  sku: string;
  title: string;
  brand: string;
  category: string;
  categorization: string;
  price: number;
  rrp: number;
  lineDiscount: number;
  quantity: number;
  available: boolean;
  sortOrder: number;
  showVariation: boolean;
  image: string | null;
  images: { path: string; type: string }[];
  warranty: ChosenOption | null;
  install: ChosenOption | null;
  promoId?: string | null;
  promoTitle?: string | null;
}
interface Cart {
  cartId: string;
  products: CartProduct[];
  rewards: CartProduct[];
  productCount: number;
  orderTotal: number;
  savingTotal: number;
  totalRrp: number;
  messages: string[];
  errors: string[];
}

type ProductRow = typeof products.$inferSelect;
const BIG_TYPES = ["fridge", "washer", "dishwasher", "oven"];
let appliance: ProductRow;
let smallItem: ProductRow;
let other: ProductRow;
let noStock: ProductRow;
let superseded: ProductRow;

const soldOnWa = arrayContains(products.storefronts, ["wa"]);
async function firstProduct(condition: SQL, offset = 0): Promise<ProductRow> {
  const [row] = await api.db.select().from(products).where(and(soldOnWa, condition)).orderBy(products.id).offset(offset).limit(1);
  if (!row) throw new Error("no product for the test");
  return row;
}

beforeAll(async () => {
  appliance = await firstProduct(and(eq(products.stockStatus, "inStock"), inArray(products.productType, BIG_TYPES)) as SQL);
  smallItem = await firstProduct(
    and(eq(products.stockStatus, "inStock"), inArray(products.productType, ["tv", "soundbar", "vacuum"])) as SQL,
  );
  other = await firstProduct(and(eq(products.stockStatus, "backOrder"), not(eq(products.id, appliance.id))) as SQL);
  noStock = await firstProduct(eq(products.stockStatus, "noStock"));
  superseded = await firstProduct(eq(products.stockStatus, "supersededAndNoStock"));
});

const getCart = (shopper?: Shopper, brand?: string, query = "") =>
  api.request({ method: "GET", url: `/api/cart/${query}`, shopper, brand });
const add = (payload: unknown, shopper?: Shopper, brand?: string) =>
  api.request({ method: "POST", url: "/api/cart/product/", headers: json, payload: JSON.stringify(payload), shopper, brand });
const setQuantity = (code: string, payload: unknown, shopper?: Shopper) =>
  api.request({
    method: "PUT",
    url: `/api/cart/product/${encodeURIComponent(code)}`,
    headers: json,
    payload: JSON.stringify(payload),
    shopper,
  });
const sessionCount = async () => (await api.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;
const upsell = async (sku: string) =>
  (await api.request({ method: "GET", url: `/api/v2/product/upselloptions/sku/${sku}` })).json<{
    options: { id: string; type: string; title: string; price: number }[];
  }>().options;

describe("an empty cart", () => {
  it("answers the all-zero cart id and zero totals, and creates no session", async () => {
    const shopper = new Shopper();
    const response = await getCart(shopper);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cartId: EMPTY_CART_ID,
      products: [],
      rewards: [],
      productCount: 0,
      orderTotal: 0,
      couponCode: null,
      discounts: [],
      savingTotal: 0,
      totalRrp: 0,
      messages: [],
      errors: [],
      // wa runs the deals club (issue 45 item 3): a guest's cart is not a member's.
      dealsClubMember: false,
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("accepts the delivery location parts and rejects malformed ones", async () => {
    expect(
      (await getCart(undefined, "wa", "?suburb=St%20Kilda&postcode=3182&state=VIC&winningDeliveryServiceOverride=true")).statusCode,
    ).toBe(200);
    expect((await getCart(undefined, "aol-nz", "?suburb=Hawke's%20Bay&postcode=4110&state=Hawke's%20Bay")).statusCode).toBe(200);
    const bad = await getCart(undefined, "wa", "?postcode=30000&suburb=%3Cscript%3E&state=NSW;DROP");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(
      expect.arrayContaining([
        "postcode must be a postcode of four digits",
        "suburb has characters that are not allowed",
        "state has characters that are not allowed",
      ]),
    );
  });
});

describe("adding products", () => {
  it("adds a product with a warranty and installation, sets the session cookie and totals the line", async () => {
    const shopper = new Shopper();
    const options = await upsell(appliance.sku);
    const warranty = options.find((o) => o.id === "warranty-3y");
    const install = options.find((o) => o.type === "installation");
    const response = await add(
      {
        sku: appliance.sku,
        qty: 2,
        warrantyId: "warranty-3y",
        installId: install?.id,
        category: "Fridges",
        unitId: null,
        productCode: null,
      },
      shopper,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers["set-cookie"])).toMatch(/^sf_session=/);
    const cart = response.json<Cart>();
    expect(cart.cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.cartId).not.toBe(EMPTY_CART_ID);
    const [line] = cart.products;
    expect(line).toMatchObject({
      productCode: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sku: appliance.sku,
      title: appliance.title,
      brand: expect.any(String),
      category: expect.any(String),
      categorization: expect.stringMatching(/^[^/]+\/[^/]+$/),
      price: appliance.priceAud,
      rrp: appliance.rrpAud,
      lineDiscount: 0,
      quantity: 2,
      available: true,
      sortOrder: 1,
      showVariation: false,
      image: `/api/images/product/${encodeURIComponent(appliance.sku)}/1.svg?size=thumb`,
      warranty: { id: "warranty-3y", name: warranty?.title, price: warranty?.price },
      install: { id: install?.id, name: install?.title, price: install?.price },
    });
    expect(line?.categorization.endsWith(`/${line.category}`)).toBe(true);
    expect(line?.images[0]).toEqual({ path: `/api/images/product/${encodeURIComponent(appliance.sku)}/1.svg`, type: "image" });
    const unit = appliance.priceAud + (warranty?.price ?? 0) + (install?.price ?? 0);
    expect(cart).toMatchObject({ productCount: 2, orderTotal: Math.round(unit * 2 * 100) / 100, rewards: [], messages: [], errors: [] });
    expect(cart.totalRrp).toBeCloseTo(appliance.rrpAud * 2, 2);
    expect(cart.savingTotal).toBeCloseTo((appliance.rrpAud - appliance.priceAud) * 2, 2);
    expect((await getCart(shopper)).json<Cart>()).toEqual(cart);
  });

  it("names the running promotion a line's product is part of, and none for a product in none (issue 44 item 7)", async () => {
    const today = storefrontToday(storefrontById("wa")!, TEST_TODAY);
    const [promoted] = await api.db
      .select({ sku: products.sku, slug: promotions.slug, title: promotions.title, endsOn: promotions.endsOn })
      .from(promotionProducts)
      .innerJoin(promotions, eq(promotions.id, promotionProducts.promotionId))
      .innerJoin(products, eq(products.id, promotionProducts.productId))
      .where(
        and(
          soldOnWa,
          arrayContains(promotions.storefronts, ["wa"]),
          lte(promotions.startsOn, today),
          gte(promotions.endsOn, today),
          eq(products.stockStatus, "inStock"),
          gt(products.priceAud, 0),
        ),
      )
      .orderBy(asc(promotions.endsOn), asc(promotions.id))
      .limit(1);
    if (!promoted) throw new Error("the seed has no running promotion on wa");
    const shopper = new Shopper();
    expect((await add({ sku: promoted.sku, qty: 1 }, shopper)).statusCode).toBe(200);
    const inPromotion = (await getCart(shopper)).json<Cart>().products.find((line) => line.sku === promoted.sku);
    expect(inPromotion).toMatchObject({ promoId: promoted.slug, promoTitle: promoted.title });

    const [unpromoted] = await api.db
      .select({ sku: products.sku })
      .from(products)
      .where(
        and(
          soldOnWa,
          eq(products.stockStatus, "inStock"),
          gt(products.priceAud, 0),
          not(inArray(products.id, api.db.select({ id: promotionProducts.productId }).from(promotionProducts))),
        ),
      )
      .limit(1);
    if (!unpromoted) throw new Error("every product is in a promotion");
    const other = new Shopper();
    await add({ sku: unpromoted.sku, qty: 1 }, other);
    expect((await getCart(other)).json<Cart>().products[0]).toMatchObject({ promoId: null, promoTitle: null });
  });

  it("adds to the line of the same SKU and options, and starts a new line for other options", async () => {
    const shopper = new Shopper();
    await add({ sku: appliance.sku, qty: 1, warrantyId: "warranty-2y" }, shopper);
    const again = (await add({ sku: appliance.sku, qty: 2, warrantyId: "warranty-2y", installId: "" }, shopper)).json<Cart>();
    expect(again.products).toHaveLength(1);
    expect(again.products[0]?.quantity).toBe(3);
    const plain = (await add({ sku: appliance.sku, qty: 1 }, shopper)).json<Cart>();
    const otherLine = (await add({ sku: other.sku, qty: 4 }, shopper)).json<Cart>();
    expect(plain.products.map((p) => [p.sku, p.quantity, p.warranty?.id ?? null])).toEqual([
      [appliance.sku, 3, "warranty-2y"],
      [appliance.sku, 1, null],
    ]);
    expect(otherLine.products.map((p) => p.sortOrder)).toEqual([1, 2, 3]);
    expect(otherLine.productCount).toBe(8);
    expect(otherLine.cartId).toBe(again.cartId);
  });

  it("refuses to go past 99 of a line and keeps the quantity", async () => {
    const shopper = new Shopper();
    await add({ sku: smallItem.sku, qty: 98 }, shopper);
    const over = await add({ sku: smallItem.sku, qty: 2 }, shopper);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual(["You can buy at most 99 of a product. Your cart already has 98."]);
    expect((await add({ sku: smallItem.sku, qty: 1 }, shopper)).json<Cart>().products[0]?.quantity).toBe(99);
  });

  it("answers 404 for an unknown SKU or one the storefront does not sell", async () => {
    const unknown = await add({ sku: "NOPE-1", qty: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "We couldn't find that product." });
    const [furniture] = await api.db.select().from(products).where(eq(products.productType, "sofa")).limit(1);
    expect((await add({ sku: furniture?.sku, qty: 1 }, undefined, "aol")).statusCode).toBe(404);
  });

  it("refuses products that are out of stock, superseded or priced on request", async () => {
    expect((await add({ sku: noStock.sku, qty: 1 })).json()).toEqual([
      "Sorry, this product is out of stock and can't be added to your cart.",
    ]);
    expect((await add({ sku: superseded.sku, qty: 1 })).json()).toEqual([
      "Sorry, this product has been replaced by a newer model and is out of stock.",
    ]);
    const onRequest = await firstProduct(eq(products.stockStatus, "inStock"), 5);
    await api.db.update(products).set({ priceAud: 0 }).where(eq(products.id, onRequest.id));
    const response = await add({ sku: onRequest.sku, qty: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(["This product's price is available on request. Please contact us to buy it."]);
  });

  it("refuses a warranty or installation the product does not offer", async () => {
    expect((await add({ sku: appliance.sku, qty: 1, warrantyId: "warranty-9y" })).json()).toEqual([
      "warrantyId must be one of this product's warranties: warranty-2y, warranty-3y, warranty-5y",
    ]);
    expect((await add({ sku: appliance.sku, qty: 1, warrantyId: "installation" })).statusCode).toBe(400);
    expect((await add({ sku: smallItem.sku, qty: 1, installId: "installation" })).json()).toEqual([
      "This product has no installation option",
    ]);
  });

  it("rejects bad quantities, SKUs and fields with messages, and creates no session or line", async () => {
    const before = await sessionCount();
    const lines = (await api.db.select({ n: count() }).from(cartLines))[0]?.n;
    const cases: [unknown, string][] = [
      [{ sku: appliance.sku, qty: 0 }, "qty must be at least 1"],
      [{ sku: appliance.sku, qty: 100 }, "qty must be at most 99"],
      [{ sku: appliance.sku, qty: "2" }, "qty must be a whole number"],
      [{ sku: appliance.sku, qty: 1.5 }, "qty must be a whole number"],
      [{ sku: appliance.sku }, "qty is required"],
      [{ sku: "x'; DELETE FROM cart_lines; --", qty: 1 }, "sku must be a SKU of up to 40 letters, digits, hyphens or slashes"],
      [{ sku: 42, qty: 1 }, "sku must be text"],
      [{ sku: appliance.sku, qty: 1, warrantyId: "<b>" }, "warrantyId has characters that are not allowed"],
      [{ sku: appliance.sku, qty: 1, category: "<script>" }, "category must not contain HTML or SQL control characters (< > ; \\ -- /*)"],
    ];
    for (const [payload, message] of cases) {
      const response = await add(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toContain(message);
    }
    expect(await sessionCount()).toBe(before);
    expect((await api.db.select({ n: count() }).from(cartLines))[0]?.n).toBe(lines);
  });
});

describe("cart lines", () => {
  it("answers one line by its code, 404 for a code not in the cart and 400 for a malformed one", async () => {
    const shopper = new Shopper();
    const cart = (await add({ sku: appliance.sku, qty: 1 }, shopper)).json<Cart>();
    const code = cart.products[0]?.productCode ?? "";
    const line = await api.request({ method: "GET", url: `/api/cart/product/${code}`, shopper });
    expect(line.json()).toEqual(cart.products[0]);
    expect((await api.request({ method: "GET", url: `/api/cart/product/${code.toUpperCase()}`, shopper })).statusCode).toBe(200);
    const stranger = await api.request({ method: "GET", url: `/api/cart/product/${code}` });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: "That product is not in your cart." });
    expect((await api.request({ method: "GET", url: "/api/cart/product/1'%20OR%20'1'='1", shopper })).statusCode).toBe(400);
  });

  it("removes a line and answers the cart; a code not in the cart is the spec's message", async () => {
    const shopper = new Shopper();
    await add({ sku: appliance.sku, qty: 1 }, shopper);
    const both = (await add({ sku: other.sku, qty: 2 }, shopper)).json<Cart>();
    const code = both.products[0]?.productCode ?? "";
    const removed = await api.request({ method: "DELETE", url: `/api/cart/product/${code}`, shopper });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Cart>().products.map((p) => p.sku)).toEqual([other.sku]);
    expect(removed.json<Cart>().productCount).toBe(2);
    for (const missing of [code, "not-a-code", "00000000-0000-0000-0000-000000000000"]) {
      const response = await api.request({ method: "DELETE", url: `/api/cart/product/${missing}`, shopper });
      expect(response.statusCode, missing).toBe(400);
      expect(response.json(), missing).toEqual([CART_ITEM_NOT_IN_CART_MESSAGE]);
    }
    const last = await api.request({ method: "DELETE", url: `/api/cart/product/${both.products[1]?.productCode}`, shopper });
    expect(last.json<Cart>()).toMatchObject({ cartId: EMPTY_CART_ID, products: [], productCount: 0, orderTotal: 0 });
  });

  it("sets a line's quantity and answers the cart; the line keeps its code and options", async () => {
    const shopper = new Shopper();
    await add({ sku: appliance.sku, qty: 1, warrantyId: "warranty-2y" }, shopper);
    const both = (await add({ sku: other.sku, qty: 2 }, shopper)).json<Cart>();
    const code = both.products[0]?.productCode ?? "";
    const set = await setQuantity(code, { qty: 5 }, shopper);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Cart>().products.map((p) => [p.productCode, p.sku, p.quantity, p.warranty?.id ?? null])).toEqual([
      [code, appliance.sku, 5, "warranty-2y"],
      [both.products[1]?.productCode, other.sku, 2, null],
    ]);
    expect((await getCart(shopper)).json<Cart>().products[0]?.quantity).toBe(5);
    expect((await setQuantity(code.toUpperCase(), { qty: 99 }, shopper)).json<Cart>().products[0]?.quantity).toBe(99);
  });

  it("refuses a quantity outside 1 to 99 and a code not in the cart, and changes nothing", async () => {
    const shopper = new Shopper();
    const cart = (await add({ sku: appliance.sku, qty: 3 }, shopper)).json<Cart>();
    const code = cart.products[0]?.productCode ?? "";
    for (const [body, message] of [
      [{ qty: 0 }, "qty must be at least 1"],
      [{ qty: 100 }, "qty must be at most 99"],
      [{ qty: "2" }, "qty must be a whole number"],
      [{ qty: 2.5 }, "qty must be a whole number"],
      [{}, "qty is required"],
    ] as const) {
      const response = await setQuantity(code, body, shopper);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual(expect.arrayContaining([message]));
    }
    for (const missing of ["not-a-code", "00000000-0000-0000-0000-000000000000", "1'; DROP TABLE cart_lines; --"]) {
      const response = await setQuantity(missing, { qty: 2 }, shopper);
      expect(response.statusCode, missing).toBe(400);
      expect(response.json(), missing).toEqual([CART_ITEM_NOT_IN_CART_MESSAGE]);
    }
    // Another shopper, or none, cannot reach this cart's line.
    for (const stranger of [new Shopper(), undefined]) {
      const response = await setQuantity(code, { qty: 2 }, stranger);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([CART_ITEM_NOT_IN_CART_MESSAGE]);
    }
    expect((await getCart(shopper)).json<Cart>().products[0]?.quantity).toBe(3);
  });

  it("empties the whole cart", async () => {
    const shopper = new Shopper();
    await add({ sku: appliance.sku, qty: 1 }, shopper);
    await add({ sku: other.sku, qty: 1 }, shopper);
    const emptied = await api.request({ method: "DELETE", url: "/api/cart/", shopper });
    expect(emptied.json<Cart>()).toMatchObject({ cartId: EMPTY_CART_ID, products: [], productCount: 0 });
    expect((await getCart(shopper)).json<Cart>().products).toEqual([]);
    expect((await api.request({ method: "DELETE", url: "/api/cart" })).statusCode).toBe(200);
    const fresh = (await add({ sku: other.sku, qty: 1 }, shopper)).json<Cart>();
    expect(fresh.products.map((p) => p.sortOrder)).toEqual([1]);
  });
});

describe("whose cart", () => {
  it("never shares a cart between shoppers or between storefronts", async () => {
    const alice = new Shopper();
    const bob = new Shopper();
    await add({ sku: appliance.sku, qty: 1 }, alice, "wa");
    expect((await getCart(bob, "wa")).json<Cart>().products).toEqual([]);
    expect((await getCart(alice, "hc")).json<Cart>().cartId).toBe(EMPTY_CART_ID);
    expect((await getCart(alice, "wa")).json<Cart>().products).toHaveLength(1);
  });

  it("ignores a forged session cookie", async () => {
    const alice = new Shopper();
    await add({ sku: appliance.sku, qty: 1 }, alice);
    const [id] = (alice.cookies.get("sf_session") ?? "").split(".");
    const forged = await api.request({ method: "GET", url: "/api/cart/", headers: { cookie: `sf_session=${id}.forgedsignature` } });
    expect(forged.json<Cart>().cartId).toBe(EMPTY_CART_ID);
  });

  it("prices lines in NZD on the New Zealand storefront", async () => {
    const [nz] = await api.db
      .select()
      .from(products)
      .where(and(arrayContains(products.storefronts, ["aol-nz"]), eq(products.stockStatus, "inStock")) as SQL)
      .limit(1);
    const cart = (await add({ sku: nz?.sku, qty: 1 }, new Shopper(), "aol-nz")).json<Cart>();
    expect(cart.products[0]?.price).toBe(nz?.priceNzd);
    expect(cart.orderTotal).toBe(nz?.priceNzd);
  });
});
