/** The account answer (spec 1 §3, spec 3 §3), for the storefronts' GET /api/account. */
import { FreeText, Id, Nullable, Type, type Static } from "./common";
import { AvailabilityDate } from "./checkout/delivery";
import { CalendarDate } from "./checkout/form";

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

/* ------------------------------------------------------------------------------------------------
 * Referrals (issue 45 item 2; spec 3 §3 names referralConfig, the Buyapowa* settings and the
 * referAFriend page type): the signed-in customer's share link, and a friend's arrival by it.
 * --------------------------------------------------------------------------------------------- */

/** GET /api/account/referral: the signed-in customer's link and the campaign; `enabled` false where the storefront offers none. */
export const ReferralStatus = Type.Object({
  /** referralConfig runs a campaign and BuyapowaEnabled is on. */
  enabled: Type.Boolean(),
  /** The customer's code (made on the first read); null where referrals are off. */
  code: Nullable(Type.String()),
  /** The storefront path of the share link (`/r/{code}`); the page puts its own origin before it. */
  linkPath: Nullable(Type.String()),
  /** What the customer earns for each friend's first order (referralConfig rewardAmount), in the storefront's currency. */
  rewardAmount: Type.Number(),
  currency: Type.String(),
  /** The provider's campaign (BuyapowaCampaignSlug), carried in the link as `?campaign=`. */
  campaign: Type.String(),
  /** Friends' first orders recorded for this customer, and what they earned in all. */
  referredOrders: Type.Integer({ minimum: 0 }),
  rewardsEarned: Type.Number(),
});
export type ReferralStatus = Static<typeof ReferralStatus>;

/** POST /api/referral/arrival: the code of the link the shopper arrived by, kept in the shopper's session. */
export const ReferralArrivalRequest = Type.Object({ code: Type.String({ maxLength: 40 }) }, { additionalProperties: false });
export type ReferralArrivalRequest = Static<typeof ReferralArrivalRequest>;

export const ReferralArrivalAnswer = Type.Object({ kept: Type.Boolean(), message: Type.String() });
export type ReferralArrivalAnswer = Static<typeof ReferralArrivalAnswer>;

/* ------------------------------------------------------------------------------------------------
 * Rescheduling an order's delivery (issue 45 item 10, page type rescheduleDelivery): the owner's
 * delivered-to-home order, while it is not yet out for delivery.
 * --------------------------------------------------------------------------------------------- */

/** GET /api/account/order/invoiced/{id}/delivery-days: the booked day and the days the order may move to. */
export const RescheduleOptions = Type.Object({
  orderNumber: Type.String(),
  /** The booked day. */
  deliveryDate: CalendarDate,
  /** Whether the day can still change; when not, `reason` says why and `days` is empty. */
  reschedulable: Type.Boolean(),
  reason: Nullable(Type.String()),
  /** The checkout's calendar for the order's address; `available` is true only for days the order may move to. */
  days: Type.Array(AvailabilityDate),
  today: CalendarDate,
});
export type RescheduleOptions = Static<typeof RescheduleOptions>;

/** POST /api/account/order/invoiced/{id}/delivery-date: the new day. */
export const RescheduleRequest = Type.Object({ deliveryDate: CalendarDate }, { additionalProperties: false });
export type RescheduleRequest = Static<typeof RescheduleRequest>;
