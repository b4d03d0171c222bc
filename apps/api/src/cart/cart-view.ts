import { EMPTY_CART_ID } from "@storefront/validation/cart";
import { toCents } from "@storefront/validation/price";
import type { Cart } from "@storefront/api-contract/cart";
import { memberPriceIn, payablePriceIn, priceIn, rrpIn } from "../catalogue/prices";
import { productImages, upsellOptions, type ProductRecord } from "../catalogue/product-view";
import type { ReferenceData } from "../catalogue/reference-data";
import type { Storefront } from "../storefronts";
import { discountOf, type CodeLookup } from "../checkout/coupons";
import type { CartLine } from "./cart-store";
import type { LinePromotion } from "./cart-promotions";

/** spec 1 §3 stock statuses that cannot be ordered. */
const UNORDERABLE_STOCK = ["noStock", "supersededAndNoStock"];

export const cartMessages = {
  productNotFound: "We couldn't find that product.",
  outOfStock: "Sorry, this product is out of stock and can't be added to your cart.",
  superseded: "Sorry, this product has been replaced by a newer model and is out of stock.",
  priceOnRequest: "This product's price is available on request. Please contact us to buy it.",
  lineNotFound: "That product is not in your cart.",
  tooMany: (limit: number, inCart: number) => `You can buy at most ${limit} of a product. Your cart already has ${inCart}.`,
  tooManyLines: (limit: number) => `Your cart can hold at most ${limit} different products.`,
  unavailable: (title: string) => `${title} is no longer available. Please remove it from your cart.`,
  noLongerSold: "A product in your cart is no longer sold here and has been left out.",
} as const;

/** Why a product cannot go into a cart, or undefined when it can. */
export function unorderableReason(product: ProductRecord, storefront: Storefront): string | undefined {
  if (product.stockStatus === "supersededAndNoStock") return cartMessages.superseded;
  if (UNORDERABLE_STOCK.includes(product.stockStatus)) return cartMessages.outOfStock;
  const price = priceIn(product, storefront.currency);
  // A price of 0 (or none) means "price on request".
  if (!(price > 0)) return cartMessages.priceOnRequest;
  return undefined;
}

/** The warranty and installation a product offers beside it (its upsell options), by id. */
export function cartOptions(product: ProductRecord, storefront: Storefront) {
  const options = upsellOptions(product, storefront);
  return {
    warranties: options.filter((o) => o.type === "warranty"),
    installations: options.filter((o) => o.type === "installation"),
  };
}

/**
 * How a cart is priced (issue 45 item 3): `dealsClub` where the storefront runs the deals club
 * (member prices are shown), `member` when the cart is a member's (member prices are charged).
 */
export interface MemberPricing {
  dealsClub: boolean;
  member: boolean;
}
export const EVERYDAY_PRICING: MemberPricing = { dealsClub: false, member: false };

/** A cart line as the storefront shows it (spec 3 §3 cart product, spec 2 §2 cart line display). */
export function cartProduct(
  line: CartLine,
  product: ProductRecord,
  storefront: Storefront,
  reference: ReferenceData,
  pricing: MemberPricing = EVERYDAY_PRICING,
  promotion?: LinePromotion,
) {
  const memberPrice = pricing.dealsClub ? memberPriceIn(product, storefront.currency) : null;
  const category = reference.categoryById.get(product.categoryId);
  const top = category?.parentId ? reference.categoryById.get(category.parentId) : undefined;
  const images = productImages(product);
  const { warranties, installations } = cartOptions(product, storefront);
  const warranty = warranties.find((o) => o.id === line.warrantyId);
  const install = installations.find((o) => o.id === line.installId);
  return {
    productCode: line.id,
    sku: product.sku,
    title: product.title,
    brand: reference.manufacturerById.get(product.manufacturerId)?.name ?? "",
    category: category?.name ?? "",
    categorization: [top?.name, category?.name].filter(Boolean).join("/"),
    price: payablePriceIn(product, storefront.currency, pricing.dealsClub && pricing.member),
    rrp: rrpIn(product, storefront.currency),
    memberPrice,
    memberPriced: memberPrice !== null && pricing.member,
    lineDiscount: 0,
    quantity: line.quantity,
    available: unorderableReason(product, storefront) === undefined,
    sortOrder: line.sortOrder,
    showVariation: false,
    image: images[0]?.thumbUrl ?? null,
    images: images.map((image) => ({ path: image.path, type: image.type })),
    condition: product.conditionLabel,
    missingParts: product.missingParts ? `Missing parts: ${product.missingParts}` : null,
    ribbonType: product.ribbons[0] ?? null,
    warranty: warranty ? { id: warranty.id, name: warranty.title, price: warranty.price } : null,
    install: install ? { id: install.id, name: install.title, price: install.price } : null,
    promoId: promotion?.slug ?? null,
    promoTitle: promotion?.title ?? null,
  };
}

/**
 * The cart answer (spec 3 §3): lines in sort order with today's storefront prices, and totals
 * summed in cents. orderTotal counts each line's price with its warranty and installation, less
 * the applied coupon or gift card (discounts).
 */
export function cartAnswer(
  cartId: string | undefined,
  lines: CartLine[],
  productsBySku: Map<string, ProductRecord>,
  storefront: Storefront,
  reference: ReferenceData,
  code?: CodeLookup,
  pricing: MemberPricing = EVERYDAY_PRICING,
  promotionsBySku: ReadonlyMap<string, LinePromotion> = new Map(),
): Cart {
  const messages: string[] = [];
  const errors: string[] = [];
  const products: ReturnType<typeof cartProduct>[] = [];
  for (const line of lines) {
    const product = productsBySku.get(line.sku);
    if (!product) {
      if (!messages.includes(cartMessages.noLongerSold)) messages.push(cartMessages.noLongerSold);
      continue;
    }
    const view = cartProduct(line, product, storefront, reference, pricing, promotionsBySku.get(line.sku));
    if (!view.available) errors.push(cartMessages.unavailable(view.title));
    products.push(view);
  }
  let order = 0;
  let rrp = 0;
  let saving = 0;
  for (const p of products) {
    order += (toCents(p.price) + toCents(p.warranty?.price ?? 0) + toCents(p.install?.price ?? 0)) * p.quantity;
    rrp += toCents(p.rrp) * p.quantity;
    saving += Math.max(0, toCents(p.rrp) - toCents(p.price)) * p.quantity;
  }
  const discount = discountOf(code, order);
  const off = products.length > 0 && discount ? discount.cents : 0;
  return {
    cartId: products.length > 0 && cartId ? cartId : EMPTY_CART_ID,
    products,
    rewards: [],
    productCount: products.reduce((sum, p) => sum + p.quantity, 0),
    orderTotal: (order - off) / 100,
    couponCode: products.length > 0 && discount ? discount.code : null,
    discounts: products.length > 0 && discount ? [{ code: discount.code, kind: discount.kind, amount: off / 100 }] : [],
    // A coupon is a saving the shopper sees in 'You saved' (spec 2 §2, §9); a gift card pays part
    // of the order and saves nothing.
    savingTotal: (saving + (discount?.kind === "coupon" ? off : 0)) / 100,
    totalRrp: rrp / 100,
    messages,
    errors,
    ...(pricing.dealsClub ? { dealsClubMember: pricing.member } : {}),
  };
}
