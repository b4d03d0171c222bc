import type { CheckoutView, OrderAnswer } from "@storefront/api-contract/checkout";
import { checkoutMessages, supplierErrorMessage } from "@storefront/validation/checkout";
import { and, arrayContains, asc, eq, inArray, notInArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  availability,
  checkoutBody,
  json,
  REQUIREMENT_ANSWER,
  sandboxGateways,
  setupSandbox,
  submit,
  TEST_CARDS,
  TEST_MONDAY,
} from "../checkout/checkout-test-support";
import { productSize, UNIQUE_DELIVERY_REQUIREMENTS } from "../checkout/delivery-requirements";
import { manufacturers, orders, products } from "../db/schema";
import { SANDBOX_SAVED_ADDRESSES } from "../seed/accounts";
import { accessTokenOf, Shopper, setupTestApi } from "../test-helpers";

/** The locked customer's billing address as the seed keeps it (its first saved address), as the view answers it. */
function lockedBillingAddressOf([saved] = SANDBOX_SAVED_ADDRESSES) {
  if (!saved) throw new Error("the seed should keep the locked customer's billing address");
  const { firstName, lastName, companyName, address, suburb, state, postcode, country } = saved;
  return { firstName, lastName, companyName, address, suburb, state, postcode, country };
}

/**
 * Delivery edge cases (issue 44 item 5, spec 2 §3 to §5): unique delivery requirements and paid
 * installs from the catalogue, supplier errors, the delivery blocking check on the API, and the
 * locked customer.
 */
const sandbox = setupSandbox();
const api = setupTestApi({ ...sandboxGateways(sandbox), now: () => TEST_MONDAY });

const PROFORMA = ["Ironbark", "Emberline"];
const HOBART = { address: "1 Test Street", suburb: "HOBART", state: "TAS", postcode: "7000", country: "AU" };
const ACCESS = UNIQUE_DELIVERY_REQUIREMENTS.find((r) => r.id === "access")!;

/** Products of a storefront whose sizes do, or do not, ask a requirement (first by id, so the same every run). */
async function sizedProduct(
  storefront: string,
  needsRequirement: boolean,
  types: string[],
  brands: { not?: string[]; only?: string[] } = {},
) {
  const rows = await api.db
    .select({ product: products })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(
      and(
        arrayContains(products.storefronts, [storefront]),
        eq(products.stockStatus, "inStock"),
        inArray(products.productType, types),
        ...(brands.not ? [notInArray(manufacturers.name, brands.not)] : []),
        ...(brands.only ? [inArray(manufacturers.name, brands.only)] : []),
      ),
    )
    .orderBy(asc(products.id));
  const found = rows
    .map((row) => row.product)
    .find((product) => UNIQUE_DELIVERY_REQUIREMENTS.some((r) => r.applies(productSize(product.specifications))) === needsRequirement);
  if (!found) throw new Error("no product for the test");
  return found;
}

let tallFridge: Awaited<ReturnType<typeof sizedProduct>>;
let smallOven: Awaited<ReturnType<typeof sizedProduct>>;

beforeAll(async () => {
  tallFridge = await sizedProduct("wa", true, ["fridge"], { not: PROFORMA });
  smallOven = await sizedProduct("wa", false, ["oven", "dishwasher"], { not: PROFORMA });
});

async function cartWith(brand: string, lines: { sku: string; installId?: string }[]) {
  const shopper = new Shopper();
  let cartId = "";
  for (const line of lines) {
    const response = await api.request({
      method: "POST",
      url: "/api/cart/product",
      brand,
      shopper,
      headers: json,
      payload: { qty: 1, ...line },
    });
    expect(response.statusCode, response.body).toBe(200);
    cartId = (response.json() as { cartId: string }).cartId;
  }
  return { shopper, cartId };
}

const orderOf = async (brand: string, shopper: Shopper, cartId: string) =>
  (await api.request({ url: `/api/checkout/order?id=${cartId}`, brand, shopper })).json() as OrderAnswer;

describe("unique delivery requirements (spec 2 §3 UniqueRequirements)", () => {
  it("asks the access question for a product 1,500 mm high, naming it, where the storefront has the flag", async () => {
    expect(productSize(tallFridge.specifications).height).toBeGreaterThanOrEqual(1_500);
    const { shopper, cartId } = await cartWith("wa", [{ sku: tallFridge.sku }, { sku: smallOven.sku }]);
    const answer = await availability(api, shopper, "wa", cartId);
    expect(answer.showUniqueDeliveryRequirements).toBe(true);
    expect(answer.uniqueDeliveryRequirements).toContainEqual({
      id: "access",
      question: ACCESS.question,
      hint: ACCESS.hint,
      products: [tallFridge.title],
    });
  });

  it("asks nothing for a cart of products that fit through any door", async () => {
    const { shopper, cartId } = await cartWith("wa", [{ sku: smallOven.sku }]);
    const answer = await availability(api, shopper, "wa", cartId);
    expect(answer.showUniqueDeliveryRequirements).toBe(false);
    expect(answer.uniqueDeliveryRequirements).toEqual([]);
  });

  it("asks nothing where the storefront does not have the flag (aol-nz)", async () => {
    const nzFridge = await sizedProduct("aol-nz", true, ["fridge"]);
    const { shopper, cartId } = await cartWith("aol-nz", [{ sku: nzFridge.sku }]);
    const answer = await availability(api, shopper, "aol-nz", cartId, {
      address: "1 Test Street",
      suburb: "PONSONBY",
      postcode: "1011",
      country: "NZ",
    });
    expect(answer.uniqueDeliveryRequirements).toEqual([]);
    expect(answer.showUniqueDeliveryRequirements).toBe(false);
  });

  it("refuses an order without the answer with the question's message, and keeps the answer on the order", async () => {
    const { shopper, cartId } = await cartWith("wa", [{ sku: tallFridge.sku }]);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    for (const missing of [[], [{ id: "access", answer: "  " }], [{ id: "access", answer: "x".repeat(151) }]]) {
      const refused = await submit(api, shopper, "wa", { ...body, uniqueDeliveryRequirements: missing });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toContain(checkoutMessages.deliveryRequirement(ACCESS.question));
    }
    expect(await api.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);

    const placed = await submit(api, shopper, "wa", body);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await orderOf("wa", shopper, cartId);
    expect(order.deliveryRequirements).toContainEqual({ id: "access", question: ACCESS.question, answer: REQUIREMENT_ANSWER });
  });

  it("keeps no answer to a question it did not ask", async () => {
    const { shopper, cartId } = await cartWith("wa", [{ sku: smallOven.sku }]);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve, {
      uniqueDeliveryRequirements: [{ id: "access", answer: "Something the page never asked" }],
    });
    const placed = await submit(api, shopper, "wa", body);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await orderOf("wa", shopper, cartId)).deliveryRequirements).toEqual([]);
  });
});

describe("paid installs (spec 2 §3 PaidInstalls)", () => {
  it("lists the cart's installations with a price, and the order keeps them with the installation contact request", async () => {
    const { shopper, cartId } = await cartWith("wa", [{ sku: smallOven.sku, installId: "installation" }]);
    const answer = await availability(api, shopper, "wa", cartId);
    expect(answer.paidInstalls).toEqual([
      { sku: smallOven.sku, productTitle: smallOven.title, title: "Professional installation", price: 149, quantity: 1 },
    ]);
    expect(answer.showInstallationContact).toBe(true);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve, { requestedInstallationContact: true });
    const placed = await submit(api, shopper, "wa", body);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await orderOf("wa", shopper, cartId);
    expect(order.lines[0]?.install).toEqual({ name: "Professional installation", price: 149 });
    const [row] = await api.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(row?.requestedInstallationContact).toBe(true);
  });

  it("lists none where the storefront does not have the flag (hc)", async () => {
    const hcOven = await sizedProduct("hc", false, ["oven", "dishwasher"]);
    const { shopper, cartId } = await cartWith("hc", [{ sku: hcOven.sku, installId: "installation" }]);
    expect((await availability(api, shopper, "hc", cartId)).paidInstalls).toEqual([]);
  });
});

describe("supplier errors and the delivery blocking check (spec 2 §3, §5)", () => {
  let supplierSku: string;
  let supplierBrand: string;

  beforeAll(async () => {
    const [row] = await api.db
      .select({ sku: products.sku, brand: manufacturers.name })
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(
        and(arrayContains(products.storefronts, ["andoo"]), eq(products.stockStatus, "inStock"), inArray(manufacturers.name, PROFORMA)),
      )
      .orderBy(asc(products.id))
      .limit(1);
    supplierSku = row!.sku;
    supplierBrand = row!.brand;
  });

  it("answers the supplier's error for an address outside its area, and offers no supplier day", async () => {
    const shopper = new Shopper();
    const cartId = await addToCart(api, shopper, "andoo", supplierSku);
    const answer = await availability(api, shopper, "andoo", cartId, HOBART);
    const message = supplierErrorMessage(supplierBrand, { suburb: "HOBART", state: "TAS", postcode: "7000" });
    expect(answer.supplierErrors).toEqual([message]);
    expect(answer.supplierAvailability[0]?.availability.some((d) => d.available)).toBe(false);

    const sydney = await availability(api, shopper, "andoo", cartId);
    expect(sydney.supplierErrors).toEqual([]);
    expect(sydney.supplierAvailability[0]?.availability.some((d) => d.available)).toBe(true);
  });

  it("refuses the order for that address with the supplier's message (the delivery blocking check on the API)", async () => {
    const shopper = new Shopper();
    const cartId = await addToCart(api, shopper, "andoo", supplierSku);
    const sydney = await availability(api, shopper, "andoo", cartId);
    const supplierDay = sydney.supplierAvailability[0]!.availability.find((d) => d.available)!;
    const body = await checkoutBody(api, shopper, "andoo", TEST_CARDS.approve, {
      deliveryDate: null,
      supplierDeliveryDates: [{ supplier: supplierBrand, deliveryDate: supplierDay.date, price: supplierDay.price }],
      deliveryAddress: { firstName: "Jane", lastName: "Citizen", companyName: null, deliveryInstructions: null, ...HOBART },
    });
    const refused = await submit(api, shopper, "andoo", body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([supplierErrorMessage(supplierBrand, { suburb: "HOBART", state: "TAS", postcode: "7000" })]);
    expect(await api.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
  });
});

describe("the locked customer (spec 2 §4, §6)", () => {
  const LOCKED = { email: "locked@example.com", password: "Locked-sandbox-1" };
  let locked: Record<string, string>;
  beforeAll(async () => {
    locked = { authorization: `Bearer ${await accessTokenOf(api, LOCKED)}` };
  });

  it("answers locked with the account's email, phone and kept billing address", async () => {
    const view = (await api.request({ url: "/api/checkout", brand: "wa", headers: locked })).json() as CheckoutView;
    expect(view.customer).toMatchObject({
      email: "locked@example.com",
      phone: "0396541234",
      locked: true,
      billingAddress: lockedBillingAddressOf(),
    });
  });

  it("places the order with the account's email, phone and billing address, whatever the browser sends", async () => {
    const shopper = new Shopper();
    const cartId = await addToCart(api, shopper, "wa", smallOven.sku);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve, {
      email: "not-an-email",
      phoneNumber: "12",
      billingAddress: { firstName: "", lastName: "", address: "", suburb: "", postcode: "", country: "AU" },
    });
    const placed = await api.request({
      method: "POST",
      url: "/api/checkout",
      brand: "wa",
      shopper,
      headers: { ...json, ...locked, "idempotency-key": `locked-${process.pid}` },
      payload: body,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await orderOf("wa", shopper, cartId);
    expect(order).toMatchObject({ email: "locked@example.com", phoneNumber: "0396541234" });
    expect(order.billingAddress).toMatchObject({ companyName: "Quinn Property Group", address: "200 Collins Street", suburb: "Melbourne" });
  });

  it("still checks a customer who is not locked", async () => {
    const shopper = new Shopper();
    await addToCart(api, shopper, "wa", smallOven.sku);
    const customer = {
      authorization: `Bearer ${await accessTokenOf(api, { email: "customer@example.com", password: "Customer-sandbox-1" })}`,
    };
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve, { email: "not-an-email" });
    const refused = await api.request({
      method: "POST",
      url: "/api/checkout",
      brand: "wa",
      shopper,
      headers: { ...json, ...customer, "idempotency-key": `unlocked-${process.pid}` },
      payload: body,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toContain(checkoutMessages.email);
  });
});
