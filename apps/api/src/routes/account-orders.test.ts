import type { InvoicedOrdersPage, SavedAddress } from "@storefront/api-contract/account";
import type { CheckoutAnswer, OrderAnswer } from "@storefront/api-contract/checkout";
import { checkoutMessages } from "@storefront/validation/checkout";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { INVOICED_PAGE_SIZE } from "../accounts/orders";
import { SAVED_ADDRESS_LIMIT, savedAddressMessages } from "../accounts/addresses";
import {
  addToCart,
  checkoutBody,
  newKey,
  productFor,
  sandboxGateways,
  setupSandbox,
  TEST_CARDS,
  TEST_MONDAY,
} from "../checkout/checkout-test-support";
import { orderLines, orders, savedAddresses } from "../db/schema";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { bearer, setupTestApi, Shopper, signIn } from "../test-helpers";

const sandbox = setupSandbox();
const api = setupTestApi({ ...sandboxGateways(sandbox), now: () => TEST_MONDAY });
const [staff, customer] = SANDBOX_ACCOUNTS;
let customerToken: string;
let staffToken: string;

beforeAll(async () => {
  customerToken = await signIn(api, customer.email, customer.password);
  staffToken = await signIn(api, staff.email, staff.password);
});

/** Stores an order as the checkout does, for paging without paying through the gateway each time. */
async function storedOrder(accountId: string | null, storefrontId: string, orderNumber: string, createdAt: Date) {
  const id = randomUUID();
  await api.db.insert(orders).values({
    id,
    orderNumber,
    cartId: randomUUID(),
    sessionId: randomUUID(),
    accountId,
    storefrontId,
    email: "someone@example.com",
    phoneNumber: "0412345678",
    newsletter: false,
    currency: "AUD",
    subtotal: 100,
    discount: 0,
    shipping: 0,
    servicesTotal: 0,
    supplierTotal: 0,
    orderTotal: 100,
    amountPaid: 100,
    storageFeePerDay: 0,
    stockFeeAcknowledged: false,
    requestedDeliveryContact: false,
    requestedInstallationContact: false,
    earlyNotification: false,
    createdAt,
  });
  await api.db
    .insert(orderLines)
    .values({ orderId: id, sku: "X-1", title: "Kettle", quantity: 2, unitPrice: 50, lineTotal: 100, sortOrder: 1 });
}

describe("invoiced orders", () => {
  it("lists the order a signed-in shopper placed through checkout, and shows its detail to the owner only", async () => {
    const shopper = new Shopper();
    const { sku } = await productFor(api.db, "wa", { minPrice: 400, maxPrice: 2000, notBrands: ["Ironbark", "Emberline"] });
    await addToCart(api, shopper, "wa", sku);
    const body = await checkoutBody(api, shopper, "wa", TEST_CARDS.approve);
    const placed = await api.request({
      method: "POST",
      url: "/api/checkout",
      brand: "wa",
      shopper,
      headers: { "content-type": "application/json", "idempotency-key": newKey(), ...bearer(customerToken) },
      payload: body,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNumber } = placed.json() as CheckoutAnswer;

    const list = await api.request({ url: "/api/account/order/invoiced", brand: "wa", headers: bearer(customerToken) });
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("private, no-store");
    const page = list.json() as InvoicedOrdersPage;
    expect(page).toMatchObject({ page: 0, pageSize: INVOICED_PAGE_SIZE });
    expect(page.items.find((item) => item.orderNumber === orderNumber)).toMatchObject({
      status: "completed",
      currency: "AUD",
      itemCount: 1,
    });

    const detail = await api.request({ url: `/api/account/order/invoiced/${orderNumber}`, brand: "wa", headers: bearer(customerToken) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json() as OrderAnswer).toMatchObject({ orderNumber, email: "jane@example.com", lines: [{ sku, quantity: 1 }] });

    const byStaff = await api.request({ url: `/api/account/order/invoiced/${orderNumber}`, brand: "wa", headers: bearer(staffToken) });
    expect(byStaff.statusCode).toBe(404);
    expect(
      ((await api.request({ url: "/api/account/order/invoiced", brand: "wa", headers: bearer(staffToken) })).json() as InvoicedOrdersPage)
        .items,
    ).toEqual([]);
    // Another storefront's account area does not list it.
    const onHc = (await api.request({ url: "/api/account/order/invoiced", brand: "hc", headers: bearer(customerToken) })).json();
    expect((onHc as InvoicedOrdersPage).items.some((item) => item.orderNumber === orderNumber)).toBe(false);
  });

  it("pages newest first from page 0, and never lists a guest's order", async () => {
    const base = new Date("2026-01-01T00:00:00Z").getTime();
    for (let n = 0; n < 12; n += 1) await storedOrder(customer.id, "fk", `FK${String(10000000 + n)}`, new Date(base + n * 86_400_000));
    await storedOrder(null, "fk", "FK19999999", new Date(base + 30 * 86_400_000));
    const first = (
      await api.request({ url: "/api/account/order/invoiced", brand: "fk", headers: bearer(customerToken) })
    ).json() as InvoicedOrdersPage;
    expect(first.totalCount).toBe(12);
    expect(first.items.map((o) => o.orderNumber).slice(0, 2)).toEqual(["FK10000011", "FK10000010"]);
    expect(first.items).toHaveLength(INVOICED_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ orderTotal: 100, amountPaid: 100, itemCount: 2 });
    const second = (
      await api.request({ url: "/api/account/order/invoiced?page=1", brand: "fk", headers: bearer(customerToken) })
    ).json() as InvoicedOrdersPage;
    expect(second).toMatchObject({ page: 1, totalCount: 12 });
    expect(second.items.map((o) => o.orderNumber)).toEqual(["FK10000001", "FK10000000"]);
    for (const bad of ["-1", "x", "10001"]) {
      const response = await api.request({ url: `/api/account/order/invoiced?page=${bad}`, brand: "fk", headers: bearer(customerToken) });
      expect(response.statusCode, bad).toBe(400);
    }
  });
});

describe("saved addresses", () => {
  const address = { firstName: "Riley", lastName: "Harper", address: "12 Wattle St", suburb: "Glebe", state: "NSW", postcode: "2037" };

  it("saves, lists, changes and deletes the owner's addresses only", async () => {
    const saved = await api.request({
      method: "POST",
      url: "/api/account/order/addresses/save",
      headers: bearer(customerToken),
      payload: address,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const created = saved.json() as SavedAddress;
    expect(created).toMatchObject({ ...address, country: "AU", companyName: null, deliveryInstructions: null });

    const changed = await api.request({
      method: "POST",
      url: "/api/account/order/addresses/save",
      headers: bearer(customerToken),
      payload: { ...address, id: created.id, address: "14 Wattle St" },
    });
    expect(changed.json()).toMatchObject({ id: created.id, address: "14 Wattle St" });
    const list = (await api.request({ url: "/api/account/order/addresses", headers: bearer(customerToken) })).json();
    expect(list).toEqual({ items: [expect.objectContaining({ id: created.id, address: "14 Wattle St" })], totalCount: 1 });

    const othersChange = await api.request({
      method: "POST",
      url: "/api/account/order/addresses/save",
      headers: bearer(staffToken),
      payload: { ...address, id: created.id },
    });
    expect(othersChange.statusCode).toBe(404);
    expect(
      (await api.request({ method: "DELETE", url: `/api/account/order/addresses/${created.id}`, headers: bearer(staffToken) })).statusCode,
    ).toBe(404);
    expect((await api.request({ url: "/api/account/order/addresses", headers: bearer(staffToken) })).json()).toEqual({
      items: [],
      totalCount: 0,
    });

    const deleted = await api.request({
      method: "DELETE",
      url: `/api/account/order/addresses/${created.id}`,
      headers: bearer(customerToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe(true);
    expect(
      (await api.request({ method: "DELETE", url: `/api/account/order/addresses/${created.id}`, headers: bearer(customerToken) }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses an address checkout would refuse, with checkout's messages", async () => {
    const response = await api.request({
      method: "POST",
      url: "/api/account/order/addresses/save",
      headers: bearer(customerToken),
      payload: { ...address, address: "PO Box 7", state: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([`address: ${checkoutMessages.poBox}`, `state: ${checkoutMessages.state}`]);
    const markup = await api.request({
      method: "POST",
      url: "/api/account/order/addresses/save",
      headers: bearer(customerToken),
      payload: { ...address, firstName: "<script>" },
    });
    expect(markup.statusCode).toBe(400);
  });

  it(`keeps at most ${SAVED_ADDRESS_LIMIT} addresses`, async () => {
    await api.db
      .insert(savedAddresses)
      .values(Array.from({ length: SAVED_ADDRESS_LIMIT }, () => ({ accountId: staff.id, ...address, country: "AU" })));
    const response = await api.request({
      method: "POST",
      url: "/api/account/order/addresses/save",
      headers: bearer(staffToken),
      payload: address,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: savedAddressMessages.limit });
  });
});
