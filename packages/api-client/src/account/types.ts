/** Account calls (spec 3 §3 and §7). The answers' types come from the commerce API's contract. */
import type {
  AccountInfo,
  DealsClubStatus,
  InvoicedOrderSummary,
  ReferralArrivalAnswer,
  ReferralStatus,
  RescheduleOptions,
  InvoicedOrdersPage,
  SaveAddressRequest,
  SavedAddress,
} from "@storefront/api-contract/account";
import type { OrderAnswer } from "@storefront/api-contract/checkout";

export type { AccountInfo, DealsClubStatus, ReferralArrivalAnswer, ReferralStatus, RescheduleOptions };
export { DEALS_CLUB_MESSAGES } from "@storefront/api-contract/account";

/** PATCH /api/account: the profile fields to change (ours; the spec names no fields). */
export interface AccountPatch {
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
}

/* The account area's orders and saved addresses (spec 3 §7 "Own API: account"). */

export type { InvoicedOrderSummary, InvoicedOrdersPage, SaveAddressRequest, SavedAddress };
/** GET /api/account/order/invoiced/{id}: the order as the checkout stored it. */
export type InvoicedOrder = OrderAnswer;
/** GET /api/account/order/addresses. */
export interface SavedAddressList {
  items: SavedAddress[];
  totalCount: number;
}
