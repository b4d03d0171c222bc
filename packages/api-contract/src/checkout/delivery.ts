/**
 * POST /api/checkout/avail's answer (spec 2 §3 post-address response): the delivery calendar for
 * the address and the cart, supplier availability, delivery services and storage terms.
 */
import { Nullable, type Static, StringEnum, Type } from "../common";
import { CalendarDate } from "./form";

/* ------------------------------------------------------------------------------------------------
 * POST /api/checkout/avail answer: the post-address response (spec 2 §3).
 * --------------------------------------------------------------------------------------------- */

/** spec 2 §3 availability date entry, with ours: sameDay and the daily storage fee from that day. */
export const AvailabilityDate = Type.Object({
  date: CalendarDate,
  /** The delivery price on that day (0 is Free). */
  price: Type.Number(),
  available: Type.Boolean(),
  /** Ours: the day is today ('Same Day Delivery'). */
  sameDay: Type.Boolean(),
  /** Ours: the daily storage fee that day incurs (0 within the free 60 days or when no product qualifies). */
  storageFee: Type.Number(),
});
export type AvailabilityDate = Static<typeof AvailabilityDate>;

/** spec 2 §3 delivery service. */
export const DeliveryService = Type.Object({
  sku: Type.String(),
  title: Type.String(),
  price: Type.Number(),
  blurb: Type.String(),
  selected: Type.Boolean(),
  hidden: Type.Boolean(),
});
export type DeliveryService = Static<typeof DeliveryService>;

export const SupplierAvailability = Type.Object({
  supplier: Type.String(),
  title: Type.String(),
  availability: Type.Array(AvailabilityDate),
});

export const StorageTerms = Type.Object({
  /** 60: storage is free for this many days from today. */
  freeDays: Type.Integer(),
  /** 4: the daily fee after the free days. */
  dailyFee: Type.Number(),
  /** 300: products at or above this price that are not proforma incur it. */
  minimumProductPrice: Type.Number(),
  /** Whether the cart holds a product the fee applies to. */
  appliesToCart: Type.Boolean(),
  /** The first day that incurs the fee. */
  firstFeeDate: CalendarDate,
});

/**
 * A unique delivery requirement (spec 2 §3, flag UniqueRequirements; the questions are ours): a
 * question about the delivery site that a product of the cart needs answered before it is booked,
 * asked because of the product's size (its Height, Width and Depth specifications).
 */
export const UniqueDeliveryRequirement = Type.Object({
  id: Type.String(),
  question: Type.String(),
  hint: Type.String(),
  /** The titles of the cart's products that need it. */
  products: Type.Array(Type.String()),
});
export type UniqueDeliveryRequirement = Static<typeof UniqueDeliveryRequirement>;

/** A paid installation chosen in the cart (spec 2 §3, flag PaidInstalls), listed with its product. */
export const PaidInstall = Type.Object({
  sku: Type.String(),
  productTitle: Type.String(),
  title: Type.String(),
  /** The installation's price for one product. */
  price: Type.Number(),
  quantity: Type.Integer(),
});
export type PaidInstall = Static<typeof PaidInstall>;

/**
 * Ours (issue 45 item 6, setting CheckoutExpandedProductSwapEnabled): an in-stock product the
 * checkout offers in place of a line that cannot be delivered, from the line's category.
 */
export const SwapAlternative = Type.Object({
  sku: Type.String(),
  title: Type.String(),
  brand: Type.String(),
  /** The product's thumbnail, or null without an image. */
  image: Nullable(Type.String()),
  /** Its price for one, as the cart would charge it. */
  price: Type.Number(),
});
export type SwapAlternative = Static<typeof SwapAlternative>;

/**
 * A cart line that cannot be delivered to the address (its supplier does not deliver there, or it
 * is out of stock), with up to three alternatives nearest its price (none when the catalogue has
 * no deliverable one). POST /api/cart/swap swaps one in.
 */
export const ProductSwap = Type.Object({
  /** The line's productCode. */
  productCode: Type.String(),
  sku: Type.String(),
  title: Type.String(),
  /** supplier: the brand's supplier does not deliver to the address; stock: out of stock. */
  reason: StringEnum(["supplier", "stock"]),
  alternatives: Type.Array(SwapAlternative),
});
export type ProductSwap = Static<typeof ProductSwap>;

export const AvailabilityAnswer = Type.Object({
  cartId: Type.String(),
  /** 42 days from the Monday of this week in the storefront's zone; past days are not available. */
  availability: Type.Array(AvailabilityDate),
  /** The extended option: the 21 days after the calendar. */
  extendedAvailability: Type.Array(AvailabilityDate),
  supplierAvailability: Type.Array(SupplierAvailability),
  /** A supplier that cannot deliver its products to this address, one message each (ours, see SUPPLIER_ERROR). */
  supplierErrors: Type.Array(Type.String()),
  winningDeliveryServiceOverride: Type.Boolean(),
  showNotifyIfAvailableSooner: Type.Boolean(),
  deliveryServices: Type.Array(DeliveryService),
  showInstallationContact: Type.Boolean(),
  showUniqueDeliveryRequirements: Type.Boolean(),
  /** The requirements to answer (empty unless showUniqueDeliveryRequirements). */
  uniqueDeliveryRequirements: Type.Array(UniqueDeliveryRequirement),
  /** The cart's paid installations (storefronts with PaidInstalls; empty otherwise). */
  paidInstalls: Type.Array(PaidInstall),
  /**
   * Ours (issue 45 item 6): the lines that cannot be delivered to this address, with alternatives,
   * where the storefront's CheckoutExpandedProductSwapEnabled is on; empty (or left out) otherwise.
   */
  productSwaps: Type.Optional(Type.Array(ProductSwap)),
  /** No delivery to this address: the calendar is empty. */
  deliveryUnavailable: Type.Boolean(),
  storage: StorageTerms,
});
export type AvailabilityAnswer = Static<typeof AvailabilityAnswer>;
