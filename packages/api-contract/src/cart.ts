/** The cart calls (spec 3 §3, §4 and §7): the shopper's cart, every change answered with the whole cart. */
import { MAX_LINE_QUANTITY } from "@storefront/validation/cart";
import { FreeText, Nullable, Type, type Static } from "./common";
import { POSTCODE_PATTERN, Sku, Uuid } from "./patterns";

/** The most of one line a cart holds (the quantity field's limit, 1 to 99): validation's rule. */
export { MAX_LINE_QUANTITY };

const ChosenOption = Type.Object({ id: Type.String(), name: Type.String(), price: Type.Number() });

/** A cart line (spec 3 §3, spec 2 §2 "Cart line display"). */
export const CartProduct = Type.Object({
  /** The line's id. */
  productCode: Type.String(),
  sku: Type.String(),
  title: Type.String(),
  brand: Type.String(),
  category: Type.String(),
  /** Slash-separated: "Kitchen/Fridges". */
  categorization: Type.String(),
  price: Type.Number(),
  /** Always sent by the API; optional for the storefront's own fixtures of reward lines. */
  rrp: Type.Optional(Nullable(Type.Number())),
  lineDiscount: Type.Number(),
  quantity: Type.Integer(),
  available: Type.Boolean(),
  sortOrder: Type.Integer(),
  showVariation: Type.Boolean(),
  image: Type.Optional(Nullable(Type.String())),
  images: Type.Optional(Type.Array(Type.Object({ path: Type.String(), type: Type.String() }))),
  condition: Type.Optional(Nullable(Type.String())),
  missingParts: Type.Optional(Nullable(Type.String())),
  ribbonType: Type.Optional(Nullable(Type.String())),
  warranty: Type.Optional(Nullable(ChosenOption)),
  install: Type.Optional(Nullable(ChosenOption)),
  /**
   * spec 3 §3: a reward carries the promotion that gave it; spec 2 §2: a product line the running
   * promotion that lists it (the promotion's slug: /promotion/{promoId}).
   */
  promoId: Type.Optional(Nullable(Type.String())),
  /** Ours: the title of the promotion promoId names, for the line's words. */
  promoTitle: Type.Optional(Nullable(Type.String())),
  /**
   * Ours (issue 45 item 3): the product's deals club member price where the storefront runs the
   * club, else null; `memberPriced` is true when `price` is that member price (the cart is a
   * member's).
   */
  memberPrice: Type.Optional(Nullable(Type.Number())),
  memberPriced: Type.Optional(Type.Boolean()),
});
export type CartProduct = Static<typeof CartProduct>;

/** A coupon (off the price) or gift card (paying part of it) applied to the cart. */
export const CartDiscount = Type.Object({
  code: Type.String(),
  kind: Type.Union([Type.Literal("coupon"), Type.Literal("giftCard")]),
  amount: Type.Number(),
});

/** GET /api/cart/ (spec 3 §3). cartId is all zeros when there is no cart. */
export const Cart = Type.Object({
  cartId: Type.String(),
  products: Type.Array(CartProduct),
  rewards: Type.Array(CartProduct),
  productCount: Type.Integer(),
  orderTotal: Type.Number(),
  couponCode: Type.Optional(Nullable(Type.String())),
  /** Ours: the applied coupon or gift card and what it takes off orderTotal (orderTotal is after it). */
  discounts: Type.Optional(Type.Array(CartDiscount)),
  savingTotal: Type.Optional(Type.Number()),
  totalRrp: Type.Optional(Type.Number()),
  messages: Type.Array(Type.String()),
  errors: Type.Array(Type.String()),
  /**
   * Ours (issue 14): with `winningDeliveryServiceOverride=true` from signed-in staff on a storefront
   * that offers the override, true and shipping 0 (the provider's own delivery service delivers;
   * messages carries DELIVERY_SERVICE_OVERRIDE_MESSAGE). Left out otherwise.
   */
  winningDeliveryServiceOverride: Type.Optional(Type.Boolean()),
  shipping: Type.Optional(Type.Number()),
  /** Ours (issue 45 item 3): the cart is priced for a deals club member (lines with a member price charge it). */
  dealsClubMember: Type.Optional(Type.Boolean()),
});
export type Cart = Static<typeof Cart>;

/** GET /api/cart/ query: the delivery location parts, validated and accepted (spec 3 §5). */
export const CartLocationQuery = Type.Object({
  suburb: Type.Optional(Type.String({ maxLength: 60, pattern: "^[A-Za-z0-9 .'()-]*$" })),
  postcode: Type.Optional(Type.String({ pattern: POSTCODE_PATTERN })),
  state: Type.Optional(Type.String({ maxLength: 40, pattern: "^[A-Za-z .'-]*$" })),
  winningDeliveryServiceOverride: Type.Optional(Type.String({ maxLength: 40, pattern: "^[A-Za-z0-9_-]*$" })),
});

/** Upsell option ids (warranty-3y, installation). */
const OptionId = Nullable(Type.String({ maxLength: 40, pattern: "^[a-z0-9-]*$" }));

/** POST /api/cart/product/ (spec 2 §3 "Cart line (sent)"); category, unitId and productCode are accepted and unused. */
export const AddCartProductBody = Type.Object(
  {
    sku: Sku,
    qty: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
    warrantyId: Type.Optional(OptionId),
    installId: Type.Optional(OptionId),
    category: Type.Optional(Nullable(FreeText(200))),
    unitId: Type.Optional(Nullable(Type.String({ maxLength: 40, pattern: "^[A-Za-z0-9_-]*$" }))),
    productCode: Type.Optional(Nullable(Type.String({ maxLength: 64, pattern: "^[A-Za-z0-9_-]*$" }))),
  },
  { additionalProperties: false },
);
export type AddCartProductRequest = Static<typeof AddCartProductBody>;

/** PUT /api/cart/product/{code} (ours, issue 40): the line's new quantity, 1 to 99. */
export const SetCartLineQuantityBody = Type.Object(
  { qty: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }) },
  { additionalProperties: false },
);
export type SetCartLineQuantityRequest = Static<typeof SetCartLineQuantityBody>;

/**
 * POST /api/cart/swap (ours, issue 45 item 6, setting CheckoutExpandedProductSwapEnabled): swaps
 * the line `productCode` for `sku`, one of the alternatives the availability answer offers for it
 * at the delivery address (suburb, postcode and, in AU, state; the API works them out again).
 */
export const SwapCartLineBody = Type.Object(
  {
    productCode: Uuid,
    sku: Sku,
    /** As the suburb lookup spells it (NZ suburbs carry macrons). */
    suburb: FreeText(60, 1),
    postcode: Type.String({ pattern: POSTCODE_PATTERN }),
    /** AU only; left out or null in NZ. */
    state: Type.Optional(Nullable(Type.String({ maxLength: 40, pattern: "^[A-Za-z .'-]*$" }))),
  },
  { additionalProperties: false },
);
export type SwapCartLineRequest = Static<typeof SwapCartLineBody>;
