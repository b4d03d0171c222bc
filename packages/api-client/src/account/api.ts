import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type { AccountInfo, AccountPatch, InvoicedOrderDetail, InvoicedOrderPage, SaveAddressRequest, SavedAddress } from "./types";

type Call = Pick<RequestOptions, "signal">;

export function getAccount(client: ApiClient, call?: Call): Promise<AccountInfo> {
  return client.get("/api/account", call);
}

export function patchAccount(client: ApiClient, patch: AccountPatch): Promise<AccountInfo> {
  return client.patch("/api/account", patch);
}

/** spec 3 §7: the default page is 0. */
export function getInvoicedOrders(client: ApiClient, page = 0, call?: Call): Promise<InvoicedOrderPage> {
  return client.get("/api/account/order/invoiced", { ...call, query: { page } });
}

export function getInvoicedOrder(client: ApiClient, id: string, call?: Call): Promise<InvoicedOrderDetail> {
  return client.get(path`/api/account/order/invoiced/${id}`, call);
}

export function getSavedAddresses(client: ApiClient, call?: Call): Promise<SavedAddress[]> {
  return client.get("/api/account/order/addresses", call);
}

export function saveAddress(client: ApiClient, address: SaveAddressRequest): Promise<SavedAddress> {
  return client.post("/api/account/order/addresses/save", address);
}

/** spec 3 §7: the answer is true. */
export function deleteAddress(client: ApiClient, id: string): Promise<boolean> {
  return client.delete(path`/api/account/order/addresses/${id}`);
}
