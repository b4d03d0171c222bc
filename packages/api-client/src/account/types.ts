/** Account calls (spec 3 §3 and §7). */
import type { AccountInfo } from "../browsing/types";
import type { CheckoutAddress } from "../checkout/types";

export type { AccountInfo };

/** PATCH /api/account: the profile fields to change (ours; the spec names no fields). */
export interface AccountPatch {
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
}

/** An invoiced order row (ours). */
export interface InvoicedOrder {
  id: string;
  orderNumber: string;
  createdAt: string;
  total: number;
  status: string;
  itemCount: number;
}

/** GET /api/account/order/invoiced?page= (pages start at 0; ours). */
export interface InvoicedOrderPage {
  items: InvoicedOrder[];
  totalCount: number;
  page: number;
}

/** GET /api/account/order/invoiced/{id} (ours). */
export interface InvoicedOrderDetail extends InvoicedOrder {
  lines: { sku: string; title: string; quantity: number; price: number }[];
  deliveryAddress: CheckoutAddress;
  billingAddress: CheckoutAddress | null;
}

/** A saved address (ours). */
export interface SavedAddress extends CheckoutAddress {
  id: string;
  isDefault: boolean;
}

/** POST /api/account/order/addresses/save: without an id it adds, with one it updates (ours). */
export type SaveAddressRequest = Omit<SavedAddress, "id"> & { id?: string };
