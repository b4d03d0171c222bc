import type { Cart } from "@storefront/api-contract/cart";
import { ORDER_TOTAL_CHANGED_MESSAGE, type CheckoutRequest, type UniqueDeliveryRequirement } from "@storefront/api-contract/checkout";
import { isProformaDelivery } from "@storefront/validation/cart";
import { hasMieleProduct } from "@storefront/validation/checkout";
import { toCents } from "@storefront/validation/price";
import { dealsClub } from "../accounts/deals-club";
import { CartStore } from "../cart/cart-store";
import { settingValues } from "../content/setting-values";
import { cartAnswer } from "../cart/cart-view";
import { productsBySkus } from "../catalogue/products";
import type { AppContext } from "../context";
import { type carts } from "../db/schema";
import { BadRequestError } from "../http/errors";
import type { Storefront } from "../storefronts";
import { DELIVERY_SERVICES, deliveryRules } from "./availability";
import { uniqueDeliveryRequirements } from "./delivery-requirements";
import { couponApiMessages, discountOf, type AppliedDiscount, type CodeLookup } from "./coupons";
import { lookupCurrentCode } from "./payment-holds";

/** A session's cart on a storefront, priced now: the cart answer with its applied code. */
export interface PricedCart {
  row: typeof carts.$inferSelect;
  cart: Cart;
  code: CodeLookup | undefined;
  discount: AppliedDiscount | undefined;
  /** The products with warranties and installations, before the discount (cents). */
  subtotalCents: number;
  /** subtotal less the discount (cents): the cart's orderTotal. */
  productsCents: number;
  /**
   * The products' total the free weekday delivery reads (cents): after a coupon, before a gift
   * card. A gift card pays for the order, it is no saving, so paying with one never adds a delivery
   * charge the same cart paid by card would not have (issue 44 item 2: a cart a gift card covers is free).
   */
  deliveryBasisCents: number;
  /** A product of 300 or more that is not proforma: the storage fee applies after 60 days. */
  storageApplies: boolean;
  mieleInCart: boolean;
  /** A line without an installation chosen (Connect and Test is offered). */
  anyLineWithoutInstall: boolean;
  /** The brands of the lines that ship proforma (the proformaShippingBrands setting): their suppliers deliver them. */
  proformaBrands: string[];
  /** A line that does not ship proforma. */
  anyOwnDeliveryLine: boolean;
  /** The unique delivery requirements the products' sizes ask (asked where the storefront has UniqueRequirements). */
  deliveryRequirements: UniqueDeliveryRequirement[];
}

export function cartPricing(context: Pick<AppContext, "db" | "reference" | "now" | "settingsOverrides" | "accountSessions">) {
  const { db, reference, now, settingsOverrides } = context;
  const store = new CartStore(db);
  const club = dealsClub(context);
  const setting = settingValues({ db, settingsOverrides });
  const proformaBrands = (storefront: Storefront) => setting.value(storefront, "proformaShippingBrands");

  return {
    store,

    /** The session's cart priced now, or undefined when it has none. */
    async priced(storefront: Storefront, sessionId: string | undefined): Promise<PricedCart | undefined> {
      const row = await store.header(sessionId, storefront.id);
      if (!row) return undefined;
      const { lines } = await store.load(sessionId, storefront.id);
      const [products, ref, code, proforma, memberPricing] = await Promise.all([
        productsBySkus(db, storefront, [...new Set(lines.map((l) => l.sku))]),
        reference(),
        row.couponCode ? lookupCurrentCode(db, storefront, row.couponCode, now()) : Promise.resolve(undefined),
        proformaBrands(storefront),
        // The member whose token last read the cart (issue 45 item 3): checkout charges what the cart showed.
        club.pricingOf(storefront, row.memberAccountId),
      ]);
      const cart = cartAnswer(row.id, lines, new Map(products.map((p) => [p.sku, p])), storefront, ref, code, memberPricing);
      const subtotalCents = cart.products.reduce(
        (sum, p) => sum + (toCents(p.price) + toCents(p.warranty?.price ?? 0) + toCents(p.install?.price ?? 0)) * p.quantity,
        0,
      );
      const discount = discountOf(code, subtotalCents);
      const productsCents = toCents(cart.orderTotal);
      return {
        row,
        cart,
        code,
        discount,
        subtotalCents,
        productsCents,
        deliveryBasisCents: productsCents + (discount?.kind === "giftCard" ? discount.cents : 0),
        storageApplies: cart.products.some((p) => p.price >= deliveryRules.storageMinimumPrice && !isProformaDelivery([p.brand], proforma)),
        mieleInCart: hasMieleProduct(cart.products.map((p) => p.brand)),
        anyLineWithoutInstall: cart.products.some((p) => !p.install),
        proformaBrands: [...new Set(cart.products.filter((p) => isProformaDelivery([p.brand], proforma)).map((p) => p.brand))],
        anyOwnDeliveryLine: cart.products.some((p) => !isProformaDelivery([p.brand], proforma)),
        deliveryRequirements: uniqueDeliveryRequirements(products),
      };
    },
  };
}

export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  /** Positive shipping of the chosen day (cents). */
  shippingCents: number;
  servicesCents: number;
  supplierCents: number;
  /** The delivery tip (issue 45 item 4); older snapshots have none. */
  tipCents?: number;
  orderTotalCents: number;
}

/**
 * The order total the API charges (issue 12 item 3): the cart (after its coupon or gift card) +
 * positive shipping + supplier prices + priced delivery services + the delivery tip (issue 45
 * item 4, validated before: whole dollars, cents here). A gift card pays for products only, as it
 * does not pay for delivery: the tip is paid by the way to pay.
 */
export function orderTotals(
  priced: Pick<PricedCart, "subtotalCents" | "productsCents">,
  shippingPrice: number,
  serviceSkus: readonly string[],
  supplierPrices: readonly number[],
  tipCents = 0,
): OrderTotals {
  const shippingCents = Math.max(0, toCents(shippingPrice));
  const servicesCents = DELIVERY_SERVICES.filter((s) => serviceSkus.includes(s.sku)).reduce(
    (sum, s) => sum + Math.max(0, toCents(s.price)),
    0,
  );
  const supplierCents = supplierPrices.reduce((sum, price) => sum + Math.max(0, toCents(price)), 0);
  return {
    subtotalCents: priced.subtotalCents,
    discountCents: priced.subtotalCents - priced.productsCents,
    shippingCents,
    servicesCents,
    supplierCents,
    tipCents,
    orderTotalCents: priced.productsCents + shippingCents + servicesCents + supplierCents + tipCents,
  };
}

/**
 * Why a total the shopper sent is not the API's: the cart's code no longer applies (another order
 * used the coupon up or the card's balance, or it expired), or the gift card's balance fell below
 * the part the shopper was shown; otherwise the total changed.
 */
export function totalChangedMessage(priced: Pick<PricedCart, "code" | "subtotalCents">, sentCents: number, apiCents: number): string {
  const { code } = priced;
  if (code?.state === "invalid") return code.message;
  if (code?.kind === "giftCard" && sentCents < apiCents && code.balanceCents < priced.subtotalCents) return couponApiMessages.giftCardShort;
  return ORDER_TOTAL_CHANGED_MESSAGE;
}

/**
 * The submit's totals (issue 12 item 3): the order total the shopper sent, and the cart's when
 * sent, must be the API's, or a 400 says why (totalChangedMessage).
 */
export function refuseChangedTotals(
  priced: Pick<PricedCart, "code" | "subtotalCents" | "productsCents">,
  orderTotalCents: number,
  sent: Pick<CheckoutRequest, "orderTotal" | "cart">,
): void {
  const refuse = (sentCents: number, apiCents: number) => {
    if (sentCents !== apiCents) throw new BadRequestError([totalChangedMessage(priced, sentCents, apiCents)]);
  };
  refuse(toCents(sent.orderTotal), orderTotalCents);
  if (sent.cart?.orderTotal !== undefined) refuse(toCents(sent.cart.orderTotal), priced.productsCents);
}
