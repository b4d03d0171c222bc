import type { Cart } from "@storefront/api-contract/cart";
import type { ProductSwap } from "@storefront/api-contract/checkout";
import { CART_ITEM_NOT_IN_CART_MESSAGE, PRODUCT_SWAP_MESSAGES } from "@storefront/validation/cart";
import { checkoutSubmitMessages } from "@storefront/validation/checkout";
import { and, arrayContains, asc, eq, inArray, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, availability, json, SYDNEY } from "../checkout/checkout-test-support";
import { MAX_SWAP_ALTERNATIVES, PRODUCT_SWAP_SETTING } from "../checkout/product-swap";
import { manufacturers, products } from "../db/schema";
import { setupTestApi, Shopper } from "../test-helpers";

/**
 * The checkout's product swap (issue 45 item 6, CheckoutExpandedProductSwapEnabled): alternatives
 * in the availability answer for a line that cannot be delivered, and POST /api/cart/swap. The
 * seed has the flag on for andoo only; hc has it on here by SETTINGS_OVERRIDES, so the flag, not
 * the brand, is what turns it on; wa keeps the seed's off.
 */
const api = setupTestApi({ env: { SETTINGS_OVERRIDES: JSON.stringify({ hc: { [PRODUCT_SWAP_SETTING]: "true" } }) } });

const PROFORMA = ["Ironbark", "Emberline"];
const HOBART = { address: "1 Test Street", suburb: "HOBART", state: "TAS", postcode: "7000", country: "AU" };
const location = (address: { suburb: string; state?: string; postcode: string }) => ({
  suburb: address.suburb,
  state: address.state,
  postcode: address.postcode,
});

type Row = typeof products.$inferSelect & { brand: string };

/** In-stock products of a storefront, first by id (the same every run), with their brand. */
async function inStock(storefront: string, brands: { only?: string[]; not?: string[] } = {}): Promise<Row[]> {
  const rows = await api.db
    .select({ product: products, brand: manufacturers.name })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(
      and(
        arrayContains(products.storefronts, [storefront]),
        eq(products.stockStatus, "inStock"),
        ...(brands.only ? [inArray(manufacturers.name, brands.only)] : []),
        ...(brands.not ? [notInArray(manufacturers.name, brands.not)] : []),
      ),
    )
    .orderBy(asc(products.id));
  return rows.map(({ product, brand }) => ({ ...product, brand }));
}

/** The first product of the list whose category holds at least two products of the other list. */
function withAlternatives(candidates: Row[], others: Row[]): Row {
  const found = candidates.find((p) => others.filter((o) => o.categoryId === p.categoryId && o.sku !== p.sku).length >= 2);
  if (!found) throw new Error("no product with alternatives for the test");
  return found;
}

async function swapRequest(shopper: Shopper, brand: string, body: Record<string, unknown>) {
  return api.request({ method: "POST", url: "/api/cart/swap", brand, shopper, headers: json, payload: body });
}

async function cartOf(shopper: Shopper, brand: string): Promise<Cart> {
  return (await api.request({ url: "/api/cart", brand, shopper })).json() as Cart;
}

/** Puts a product out of stock, as a staff stock change does. */
async function outOfStock(sku: string) {
  await api.db.update(products).set({ stockStatus: "noStock" }).where(eq(products.sku, sku));
}

let supplierProduct: Row;
let ownDelivery: Row;
let andooOthers: Row[];

beforeAll(async () => {
  andooOthers = await inStock("andoo", { not: PROFORMA });
  supplierProduct = withAlternatives(await inStock("andoo", { only: PROFORMA }), andooOthers);
  // A product andoo delivers itself, of another category: it stays where it is.
  ownDelivery = andooOthers.find((p) => p.categoryId !== supplierProduct.categoryId)!;
});

/** A cart of [own delivery, the supplier's product × 2, own delivery's neighbour] on andoo, and the swap offered for Hobart. */
async function andooCart() {
  const shopper = new Shopper();
  const last = andooOthers.find((p) => p.categoryId !== supplierProduct.categoryId && p.sku !== ownDelivery.sku)!;
  await addToCart(api, shopper, "andoo", ownDelivery.sku);
  await addToCart(api, shopper, "andoo", supplierProduct.sku, 2);
  const cartId = await addToCart(api, shopper, "andoo", last.sku);
  const answer = await availability(api, shopper, "andoo", cartId, HOBART);
  const [swap] = answer.productSwaps ?? [];
  if (!swap) throw new Error("andoo should offer a swap for Hobart");
  return { shopper, cartId, swap, answer };
}

describe("alternatives in the availability answer (flag on: andoo)", () => {
  it("offers up to three in-stock products of the line's category that can be delivered, nearest its price, for a supplier that cannot deliver there", async () => {
    const { swap, answer } = await andooCart();
    expect(answer.supplierErrors).toHaveLength(1);
    expect(answer.productSwaps).toHaveLength(1);
    expect(swap).toMatchObject({ sku: supplierProduct.sku, title: supplierProduct.title, reason: "supplier" });
    expect(swap.alternatives.length).toBeGreaterThanOrEqual(2);
    expect(swap.alternatives.length).toBeLessThanOrEqual(MAX_SWAP_ALTERNATIVES);
    const sameCategory = andooOthers.filter((p) => p.categoryId === supplierProduct.categoryId);
    const distance = (price: number) => Math.abs(price - supplierProduct.priceAud);
    const nearest = sameCategory.map((p) => distance(p.priceAud)).sort((a, b) => a - b);
    expect(swap.alternatives.map((a) => distance(a.price))).toEqual(nearest.slice(0, swap.alternatives.length));
    for (const alternative of swap.alternatives) {
      const row = sameCategory.find((p) => p.sku === alternative.sku);
      expect(row, alternative.sku).toBeDefined();
      expect(PROFORMA).not.toContain(alternative.brand);
      expect(alternative).toMatchObject({ title: row!.title, brand: row!.brand, price: row!.priceAud });
      expect(alternative.image).toMatch(/^\/api\/images\/product\//);
    }
  });

  it("offers nothing where every line can be delivered (Sydney)", async () => {
    const { shopper, cartId } = await andooCart();
    const sydney = await availability(api, shopper, "andoo", cartId, SYDNEY);
    expect(sydney.supplierErrors).toEqual([]);
    expect(sydney.productSwaps).toEqual([]);
  });
});

describe("POST /api/cart/swap", () => {
  it("swaps the line in place: same position and quantity, the new product and price, and the supplier's error goes", async () => {
    const { shopper, cartId, swap } = await andooCart();
    const before = await cartOf(shopper, "andoo");
    const choice = swap.alternatives[1]!;
    const response = await swapRequest(shopper, "andoo", { productCode: swap.productCode, sku: choice.sku, ...location(HOBART) });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json() as Cart;
    expect(after.products.map((p) => p.productCode)).toEqual(before.products.map((p) => p.productCode));
    const line = after.products.find((p) => p.productCode === swap.productCode)!;
    expect(line).toMatchObject({ sku: choice.sku, title: choice.title, price: choice.price, quantity: 2 });
    const others = (cart: Cart) => cart.products.filter((p) => p.productCode !== swap.productCode);
    expect(others(after)).toEqual(others(before));
    expect(after.orderTotal).toBeCloseTo(before.orderTotal + (choice.price - supplierProduct.priceAud) * 2, 2);
    expect(await cartOf(shopper, "andoo")).toEqual(after);
    const again = await availability(api, shopper, "andoo", cartId, HOBART);
    expect(again.supplierErrors).toEqual([]);
    expect(again.productSwaps).toEqual([]);
  });

  it("keeps a warranty the new product offers too", async () => {
    const shopper = new Shopper();
    const added = await api.request({
      method: "POST",
      url: "/api/cart/product",
      brand: "andoo",
      shopper,
      headers: json,
      payload: { sku: supplierProduct.sku, qty: 1, warrantyId: "warranty-3y" },
    });
    expect(added.statusCode, added.body).toBe(200);
    const cartId = (added.json() as Cart).cartId;
    const [swap] = (await availability(api, shopper, "andoo", cartId, HOBART)).productSwaps ?? [];
    const response = await swapRequest(shopper, "andoo", {
      productCode: swap!.productCode,
      sku: swap!.alternatives[0]!.sku,
      ...location(HOBART),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Cart).products[0]?.warranty?.id).toBe("warranty-3y");
  });

  it("refuses a product that is not offered for the line, with validation's message, and changes nothing", async () => {
    const { shopper, swap } = await andooCart();
    const before = await cartOf(shopper, "andoo");
    const otherCategory = andooOthers.find(
      (p) => p.categoryId !== supplierProduct.categoryId && !before.products.some((l) => l.sku === p.sku),
    )!;
    const proformaSibling = (await inStock("andoo", { only: PROFORMA })).find((p) => p.sku !== supplierProduct.sku)!;
    for (const sku of [otherCategory.sku, proformaSibling.sku, supplierProduct.sku]) {
      const refused = await swapRequest(shopper, "andoo", { productCode: swap.productCode, sku, ...location(HOBART) });
      expect(refused.statusCode, sku).toBe(400);
      expect(refused.json()).toEqual([PRODUCT_SWAP_MESSAGES.notAnAlternative]);
    }
    // Where the line can be delivered (Sydney) nothing is offered for it, so nothing can be swapped in.
    const sydney = await swapRequest(shopper, "andoo", {
      productCode: swap.productCode,
      sku: swap.alternatives[0]!.sku,
      ...location(SYDNEY),
    });
    expect(sydney.json()).toEqual([PRODUCT_SWAP_MESSAGES.notAnAlternative]);
    expect(await cartOf(shopper, "andoo")).toEqual(before);
  });

  it("refuses a line that is not in the shopper's cart and an address the lookup does not know, changing nothing", async () => {
    const { shopper, swap } = await andooCart();
    const before = await cartOf(shopper, "andoo");
    const sku = swap.alternatives[0]!.sku;
    const stranger = await swapRequest(new Shopper(), "andoo", { productCode: swap.productCode, sku, ...location(HOBART) });
    expect([stranger.statusCode, stranger.json()]).toEqual([400, [CART_ITEM_NOT_IN_CART_MESSAGE]]);
    const unknownLine = await swapRequest(shopper, "andoo", { productCode: crypto.randomUUID(), sku, ...location(HOBART) });
    expect([unknownLine.statusCode, unknownLine.json()]).toEqual([400, [CART_ITEM_NOT_IN_CART_MESSAGE]]);
    const nowhere = await swapRequest(shopper, "andoo", {
      productCode: swap.productCode,
      sku,
      suburb: "NOWHERE",
      state: "TAS",
      postcode: "7000",
    });
    expect([nowhere.statusCode, nowhere.json()]).toEqual([400, [checkoutSubmitMessages.invalidSuburb]]);
    const malformed = await swapRequest(shopper, "andoo", { productCode: "not-a-line", sku: "<b>", suburb: "", postcode: "70" });
    expect(malformed.statusCode).toBe(400);
    expect(await cartOf(shopper, "andoo")).toEqual(before);
  });

  it("takes one of 20 swaps of the same line at once: one line for it, its quantity unchanged", async () => {
    const { shopper, swap } = await andooCart();
    const before = await cartOf(shopper, "andoo");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        swapRequest(shopper, "andoo", {
          productCode: swap.productCode,
          sku: swap.alternatives[i % swap.alternatives.length]!.sku,
          ...location(HOBART),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(),
    ).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect([[PRODUCT_SWAP_MESSAGES.lineChanged], [PRODUCT_SWAP_MESSAGES.notAnAlternative]]).toContainEqual(refused.json());
    }
    const after = await cartOf(shopper, "andoo");
    expect(after.products.map((p) => p.productCode)).toEqual(before.products.map((p) => p.productCode));
    const line = after.products.filter((p) => p.productCode === swap.productCode);
    expect(line).toHaveLength(1);
    expect(line[0]!.quantity).toBe(2);
    expect(swap.alternatives.map((a) => a.sku)).toContain(line[0]!.sku);
    expect(after.productCount).toBe(before.productCount);
  });
});

describe("a line out of stock", () => {
  /** A cart on the storefront whose first line goes out of stock after it was added. */
  async function cartWithOutOfStockLine(storefront: string) {
    const all = await inStock(storefront);
    const product = withAlternatives(
      all.filter((p) => p.priceAud > 0),
      all,
    );
    const shopper = new Shopper();
    const cartId = await addToCart(api, shopper, storefront, product.sku);
    await outOfStock(product.sku);
    return { shopper, cartId, product };
  }

  it("is offered alternatives where the flag is on by setting (hc), and can be swapped", async () => {
    const { shopper, cartId, product } = await cartWithOutOfStockLine("hc");
    const answer = await availability(api, shopper, "hc", cartId, SYDNEY);
    const [swap] = answer.productSwaps as ProductSwap[];
    expect(swap).toMatchObject({ sku: product.sku, reason: "stock" });
    expect(swap!.alternatives.length).toBeGreaterThan(0);
    expect(swap!.alternatives.map((a) => a.sku)).not.toContain(product.sku);
    const response = await swapRequest(shopper, "hc", {
      productCode: swap!.productCode,
      sku: swap!.alternatives[0]!.sku,
      ...location(SYDNEY),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Cart).errors).toEqual([]);
  });

  it("is offered nothing where the flag is off (wa), and the swap is refused with 404", async () => {
    const { shopper, cartId, product } = await cartWithOutOfStockLine("wa");
    const answer = await availability(api, shopper, "wa", cartId, SYDNEY);
    expect(answer.productSwaps).toEqual([]);
    const before = await cartOf(shopper, "wa");
    expect(before.errors).toHaveLength(1);
    const other = (await inStock("wa")).find((p) => p.categoryId === product.categoryId && p.sku !== product.sku)!;
    const refused = await swapRequest(shopper, "wa", { productCode: before.products[0]!.productCode, sku: other.sku, ...location(SYDNEY) });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([404, PRODUCT_SWAP_MESSAGES.notOffered]);
    expect(await cartOf(shopper, "wa")).toEqual(before);
  });
});
