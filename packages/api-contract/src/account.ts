/** The account answer (spec 1 §3, spec 3 §3), for the storefronts' GET /api/account. */
import { FreeText, Id, Nullable, Type, type Static } from "./common";

/**
 * GET /api/account with the bearer token; 401 without a valid one. Staff carry a winningUserId;
 * lastName, email and phone are the API's additions, for the account page.
 */
export const AccountInfo = Type.Object({
  winningUserId: Nullable(Type.String()),
  winningCmsUrl: Nullable(Type.String()),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.Optional(Nullable(Type.String())),
  salespersonCode: Nullable(Type.String()),
});
export type AccountInfo = Static<typeof AccountInfo>;

/* ------------------------------------------------------------------------------------------------
 * The account area's orders and saved addresses (spec 3 §7 "Own API: account"; shapes not shown
 * in the spec, so ours). Only the signed-in owner's rows; another's id is a 404.
 * --------------------------------------------------------------------------------------------- */

/** GET /api/account/order/invoiced?page={n}: page 0 first (spec 3 §7 default page 0). */
export const InvoicedOrdersQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, default: 0 })) });

/** One order of the list: what the table shows; the detail is the checkout's order answer. */
export const InvoicedOrderSummary = Type.Object({
  orderNumber: Type.String(),
  placedAt: Type.String(),
  status: Type.String(),
  currency: Type.String(),
  orderTotal: Type.Number(),
  amountPaid: Type.Number(),
  itemCount: Type.Integer(),
});
export type InvoicedOrderSummary = Static<typeof InvoicedOrderSummary>;

export const InvoicedOrdersPage = Type.Object({
  items: Type.Array(InvoicedOrderSummary),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type InvoicedOrdersPage = Static<typeof InvoicedOrdersPage>;

/** GET /api/account/order/invoiced/{id}: id is the order number. */
export const InvoicedOrderParams = Type.Object({ id: Type.String({ pattern: "^[A-Z]{1,10}[0-9]{8}$" }) });

/** A saved delivery address, with its id. */
export const SavedAddress = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  companyName: Nullable(Type.String()),
  address: Type.String(),
  suburb: Type.String(),
  state: Nullable(Type.String()),
  postcode: Type.String(),
  country: Type.String(),
  deliveryInstructions: Nullable(Type.String()),
});
export type SavedAddress = Static<typeof SavedAddress>;

/** POST /api/account/order/addresses/save: with an id it changes that address, without it adds one. */
export const SaveAddressRequest = Type.Object(
  {
    id: Type.Optional(Id),
    firstName: FreeText(100),
    lastName: FreeText(100),
    companyName: Type.Optional(Nullable(FreeText(100))),
    address: FreeText(100),
    suburb: FreeText(60),
    state: Type.Optional(Nullable(FreeText(10))),
    postcode: FreeText(10),
    /** "AU" or "NZ"; the storefront's country when missing. */
    country: Type.Optional(Type.String({ pattern: "^(AU|NZ)$" })),
    deliveryInstructions: Type.Optional(Nullable(FreeText(300, 0, { multiLine: true }))),
  },
  { additionalProperties: false },
);
export type SaveAddressRequest = Static<typeof SaveAddressRequest>;

export const SavedAddressParams = Type.Object({ id: Id });

/* ------------------------------------------------------------------------------------------------
 * The deals club (issue 45 item 3; spec 3 §3 names only the flag dealsClubEnabled): a signed-in
 * customer joins per storefront and pays products' member prices from then on.
 * --------------------------------------------------------------------------------------------- */

/** GET, POST (join) and DELETE (leave) /api/account/deals-club answer the signed-in customer's membership. */
export const DealsClubStatus = Type.Object({
  /** The storefront runs the club (dealsClubEnabled). */
  enabled: Type.Boolean(),
  member: Type.Boolean(),
  joinedAt: Nullable(Type.String({ format: "date-time" })),
});
export type DealsClubStatus = Static<typeof DealsClubStatus>;

/** The club's texts the API answers and the storefront shows (ours). */
export const DEALS_CLUB_MESSAGES = {
  notOffered: "The deals club is not offered on this site.",
} as const;
