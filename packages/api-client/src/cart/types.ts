/** Cart and coupon calls (spec 2 §7, spec 3 §3 and §7). */

/** A cart line (spec 3 §3, spec 2 §2 "Cart line display"). */
export interface CartProduct {
  productCode: string;
  sku: string;
  title: string;
  brand: string;
  category: string;
  /** Slash-separated. */
  categorization: string;
  price: number;
  rrp?: number | null;
  lineDiscount: number;
  quantity: number;
  available: boolean;
  sortOrder: number;
  showVariation: boolean;
  image?: string | null;
  images?: { path: string; type: string }[];
  altPriceMsg?: string | null;
  isProforma?: boolean;
  condition?: string | null;
  missingParts?: string | null;
  ribbonType?: string | null;
  install?: { id: string; name: string; price: number } | null;
  warranty?: { id: string; name: string; price: number } | null;
  /** Rewards carry the promotion that gave them. */
  promoId?: string | null;
}

/** GET /api/cart/ (spec 3 §3). cartId is all zeros when there is no cart. */
export interface Cart {
  cartId: string;
  products: CartProduct[];
  rewards: CartProduct[];
  productCount: number;
  orderTotal: number;
  couponCode?: string | null;
  savingTotal?: number;
  totalRrp?: number;
  messages: string[];
  errors: string[];
}

/** GET /api/cart/ query: only non-empty parts are sent (spec 3 §5). */
export interface CartLocationQuery {
  suburb?: string | null;
  postcode?: string | null;
  state?: string | null;
  winningDeliveryServiceOverride?: string | boolean | null;
}

/** POST /api/cart/product/ (spec 2 §3 "Cart line (sent)"). */
export interface AddCartProductRequest {
  qty: number;
  sku: string;
  unitId?: string | null;
  productCode?: string | null;
  category?: string | null;
  warrantyId?: string | null;
  installId?: string | null;
}

/** POST /api/cart/coupon/. */
export interface ApplyCouponRequest {
  code: string;
  userEmail?: string | null;
}

/** Answer of coupon apply and delete: the cart after the change (ours; the spec shows none). */
export type CouponAnswer = Cart;

/** POST /api/cart/email. */
export interface CartEmailRequest {
  email: string;
}
