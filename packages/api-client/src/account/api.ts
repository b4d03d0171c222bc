import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type {
  AccountInfo,
  AccountPatch,
  DealsClubStatus,
  InvoicedOrder,
  ReferralArrivalAnswer,
  ReferralStatus,
  RescheduleOptions,
  InvoicedOrdersPage,
  SaveAddressRequest,
  SavedAddress,
  SavedAddressList,
} from "./types";

type Call = Pick<RequestOptions, "signal">;

export function getAccount(client: ApiClient, call?: Call): Promise<AccountInfo> {
  return client.get("/api/account", call);
}

export function patchAccount(client: ApiClient, patch: AccountPatch): Promise<AccountInfo> {
  return client.patch("/api/account", patch);
}

// The account area's orders and saved addresses (spec 3 §7).

/** GET /api/account/order/invoiced?page={n}: page 0 first (spec 3 §7). */
export function getInvoicedOrders(client: ApiClient, page = 0, call?: Call): Promise<InvoicedOrdersPage> {
  return client.get(`/api/account/order/invoiced?page=${page}`, call);
}

/**
 * GET /api/account/order/invoiced/{id}: one of the signed-in shopper's orders by order number. An
 * unknown one (or another's) is a 404 the account page shows itself: no redirect lookup.
 */
export function getInvoicedOrder(client: ApiClient, orderNumber: string, call?: Call): Promise<InvoicedOrder> {
  return client.get(path`/api/account/order/invoiced/${orderNumber}`, { ...call, redirectOn404: false });
}

export function getSavedAddresses(client: ApiClient, call?: Call): Promise<SavedAddressList> {
  return client.get("/api/account/order/addresses", call);
}

/** POST /api/account/order/addresses/save: adds the address, or changes the one with the body's id. */
export function saveAddress(client: ApiClient, address: SaveAddressRequest): Promise<SavedAddress> {
  return client.post("/api/account/order/addresses/save", address, { redirectOn404: false });
}

/** DELETE /api/account/order/addresses/{id}: true; a 404 (already gone) is the page's to show. */
export function deleteAddress(client: ApiClient, id: number): Promise<boolean> {
  return client.delete(path`/api/account/order/addresses/${id}`, { redirectOn404: false });
}

// The deals club (issue 45 item 3): the signed-in customer's membership of this storefront's club.

export function getDealsClub(client: ApiClient, call?: Call): Promise<DealsClubStatus> {
  return client.get("/api/account/deals-club", call);
}

/** Joins; a storefront without the club answers 404 (shown by the page, no redirect lookup). */
export function joinDealsClub(client: ApiClient): Promise<DealsClubStatus> {
  return client.post("/api/account/deals-club", undefined, { redirectOn404: false });
}

export function leaveDealsClub(client: ApiClient): Promise<DealsClubStatus> {
  return client.delete("/api/account/deals-club");
}

// Referrals (issue 45 item 2): the signed-in customer's share link, and a shopper's arrival by one.

/** GET /api/account/referral; a storefront without referrals answers `enabled: false` (or 404 without the provider). */
export function getReferral(client: ApiClient, call?: Call): Promise<ReferralStatus> {
  return client.get("/api/account/referral", { ...call, redirectOn404: false });
}

/** POST /api/referral/arrival: keeps the link's code in the shopper's session (the storefront's /r/{code} route calls it). */
export function arriveByReferral(client: ApiClient, code: string): Promise<ReferralArrivalAnswer> {
  return client.post("/api/referral/arrival", { code }, { redirectOn404: false });
}

// Rescheduling an order's delivery (issue 45 item 10).

/** GET /api/account/order/invoiced/{id}/delivery-days: the booked day and the days it may move to. */
export function getDeliveryDays(client: ApiClient, orderNumber: string, call?: Call): Promise<RescheduleOptions> {
  return client.get(path`/api/account/order/invoiced/${orderNumber}/delivery-days`, { ...call, redirectOn404: false });
}

/** POST /api/account/order/invoiced/{id}/delivery-date: moves the order; refusals (400, 404, 409) are the page's to show. */
export function rescheduleDelivery(
  client: ApiClient,
  orderNumber: string,
  deliveryDate: RescheduleOptions["deliveryDate"],
): Promise<RescheduleOptions> {
  return client.post(path`/api/account/order/invoiced/${orderNumber}/delivery-date`, { deliveryDate }, { redirectOn404: false });
}
