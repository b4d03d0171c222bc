import { describe, expect, it } from "vitest";
import { json, serveForTests } from "../test-helpers";
import {
  arriveByReferral,
  deleteAddress,
  getDealsClub,
  getDeliveryDays,
  getInvoicedOrder,
  getInvoicedOrders,
  getReferral,
  getSavedAddresses,
  joinDealsClub,
  leaveDealsClub,
  rescheduleDelivery,
  saveAddress,
} from "./api";

const api = serveForTests();

describe("account area calls (spec 3 §7)", () => {
  it("asks for invoiced orders page 0 by default, and the given page", async () => {
    const page = { items: [], totalCount: 0, page: 0, pageSize: 10 };
    api.server.on("GET", "/api/account/order/invoiced", (_request, response) => json(response, 200, page));
    await expect(getInvoicedOrders(api.client)).resolves.toEqual(page);
    await getInvoicedOrders(api.client, 2);
    expect(api.server.requests.map((request) => request.url)).toEqual([
      "/api/account/order/invoiced?page=0",
      "/api/account/order/invoiced?page=2",
    ]);
  });

  it("asks for one order by its number, encoded", async () => {
    api.server.on("GET", "/api/account/order/invoiced/WA10000001", (_request, response) =>
      json(response, 200, { orderNumber: "WA10000001" }),
    );
    await expect(getInvoicedOrder(api.client, "WA10000001")).resolves.toEqual({ orderNumber: "WA10000001" });
    await getInvoicedOrder(api.client, "../x").catch(() => undefined);
    expect(api.server.requests[1]?.url).toBe("/api/account/order/invoiced/..%2Fx");
  });

  it("lists, saves and deletes saved addresses", async () => {
    const address = { firstName: "Riley", lastName: "Harper", address: "12 Wattle St", suburb: "Glebe", state: "NSW", postcode: "2037" };
    api.server.on("GET", "/api/account/order/addresses", (_request, response) => json(response, 200, { items: [], totalCount: 0 }));
    api.server.on("POST", "/api/account/order/addresses/save", (request, response) =>
      json(response, 200, { id: 7, ...JSON.parse(request.body), companyName: null, country: "AU", deliveryInstructions: null }),
    );
    api.server.on("DELETE", "/api/account/order/addresses/7", (_request, response) => json(response, 200, true));
    await expect(getSavedAddresses(api.client)).resolves.toEqual({ items: [], totalCount: 0 });
    await expect(saveAddress(api.client, address)).resolves.toMatchObject({ id: 7, suburb: "Glebe" });
    expect(JSON.parse(api.server.requests[1]?.body ?? "")).toEqual(address);
    await expect(deleteAddress(api.client, 7)).resolves.toBe(true);
    expect(api.server.requests[2]).toMatchObject({ method: "DELETE", url: "/api/account/order/addresses/7" });
  });

  it("reads, joins and leaves the deals club (issue 45 item 3)", async () => {
    const member = { enabled: true, member: true, joinedAt: "2026-11-29T00:00:00.000Z" };
    api.server.on("GET", "/api/account/deals-club", (_request, response) =>
      json(response, 200, { ...member, member: false, joinedAt: null }),
    );
    api.server.on("POST", "/api/account/deals-club", (_request, response) => json(response, 200, member));
    api.server.on("DELETE", "/api/account/deals-club", (_request, response) =>
      json(response, 200, { ...member, member: false, joinedAt: null }),
    );
    await expect(getDealsClub(api.client)).resolves.toMatchObject({ member: false });
    await expect(joinDealsClub(api.client)).resolves.toEqual(member);
    await expect(leaveDealsClub(api.client)).resolves.toMatchObject({ member: false });
    expect(api.server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      "GET /api/account/deals-club",
      "POST /api/account/deals-club",
      "DELETE /api/account/deals-club",
    ]);
  });

  it("reads the referral link and sends a link's code on arrival (issue 45 item 2)", async () => {
    api.server.on("GET", "/api/account/referral", (_request, response) => json(response, 200, { enabled: true, code: "AB12CD34EF" }));
    api.server.on("POST", "/api/referral/arrival", (_request, response) => json(response, 200, { kept: true, message: "kept" }));
    await expect(getReferral(api.client)).resolves.toMatchObject({ code: "AB12CD34EF" });
    await expect(arriveByReferral(api.client, "AB12CD34EF")).resolves.toEqual({ kept: true, message: "kept" });
    expect(JSON.parse(api.server.requests[1]?.body ?? "")).toEqual({ code: "AB12CD34EF" });
  });

  it("reads an order's delivery days and moves it, the order number encoded (issue 45 item 10)", async () => {
    api.server.on("GET", "/api/account/order/invoiced/WA10000001/delivery-days", (_request, response) =>
      json(response, 200, { orderNumber: "WA10000001", days: [] }),
    );
    api.server.on("POST", "/api/account/order/invoiced/WA10000001/delivery-date", (request, response) =>
      json(response, 200, { orderNumber: "WA10000001", deliveryDate: JSON.parse(request.body).deliveryDate }),
    );
    await expect(getDeliveryDays(api.client, "WA10000001")).resolves.toMatchObject({ days: [] });
    await expect(rescheduleDelivery(api.client, "WA10000001", [2026, 12, 3])).resolves.toMatchObject({ deliveryDate: [2026, 12, 3] });
    expect(api.server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      "GET /api/account/order/invoiced/WA10000001/delivery-days",
      "POST /api/account/order/invoiced/WA10000001/delivery-date",
    ]);
  });
});
