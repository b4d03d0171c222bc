/**
 * Cart rules of spec 3 §4 and §5.
 */

/** spec 3 §5: removing an item whose code is not in the cart. */
export const CART_ITEM_NOT_IN_CART_MESSAGE = "Something went wrong. Please try again.";
/** spec 3 §8: a cart error without text. */
export const CART_UNKNOWN_ERROR_MESSAGE = "An unknown error occurred, please try again later";
/** spec 3 §3: the cart id when there is no cart. */
export const EMPTY_CART_ID = "00000000-0000-0000-0000-000000000000";

/** The most of one line a cart holds (ours: the quantity field's limit, 1 to 99; the API refuses more). */
export const MAX_LINE_QUANTITY = 99;
/** What a quantity outside 1 to 99, or no whole number, is told (ours). */
export const LINE_QUANTITY_MESSAGE = `Please choose a quantity from 1 to ${MAX_LINE_QUANTITY}.`;

/**
 * A line's quantity as a form sends it ("3", or 3): a whole number from 1 to MAX_LINE_QUANTITY,
 * else null. The storefront's cart actions read their fields with it; the API's schema holds the
 * same limits.
 */
export function lineQuantityOf(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,2}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

export interface CartLocation {
  suburb?: string | null;
  postcode?: string | null;
  state?: string | null;
  winningDeliveryServiceOverride?: string | boolean | null;
}

/** spec 3 §5: only the non-empty location parts are sent with GET /api/cart/. */
export function cartLocationParams(location: CartLocation): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(location)) {
    if (value === null || value === undefined || value === false) continue;
    const text = String(value).trim();
    if (text !== "") params[key] = text;
  }
  return params;
}

/** spec 3 §5: the message when the code is not in the cart, else undefined. */
export function cartRemovalMessage(productCodes: readonly string[], code: string): string | undefined {
  return productCodes.includes(code) ? undefined : CART_ITEM_NOT_IN_CART_MESSAGE;
}

/** spec 3 §8: the first cart error, or the unknown-error fallback. */
export function cartErrorMessage(errors: readonly unknown[] | null | undefined): string {
  const first = errors?.find((entry): entry is string => typeof entry === "string" && entry.trim().length > 0);
  return first ?? CART_UNKNOWN_ERROR_MESSAGE;
}

/** spec 3 §2: the cart badge counts products plus rewards. */
export function cartBadgeCount(cart: { products?: readonly unknown[] | null; rewards?: readonly unknown[] | null }): number {
  return (cart.products?.length ?? 0) + (cart.rewards?.length ?? 0);
}

/**
 * Ours (issue 45 item 6, setting CheckoutExpandedProductSwapEnabled): why the checkout's product
 * swap (POST /api/cart/swap) changed nothing. The API answers them; the checkout shows them.
 */
export const PRODUCT_SWAP_MESSAGES = {
  /** The storefront's flag is off (404). */
  notOffered: "Swapping a product is not available on this storefront.",
  /** The product is not one of the alternatives the API offers for that line and address now. */
  notAnAlternative: "That product can't be swapped in for this item. Please choose one of the products shown.",
  /** The line is no longer what the shopper saw (swapped already, removed, or the same product added since). */
  lineChanged: "This item in your cart has changed. Please check your cart and try again.",
} as const;

/**
 * spec 3 §4: proforma delivery applies when any product's brand is in the comma-separated
 * proformaShippingBrands setting, compared case-insensitively after trimming.
 */
export function isProformaDelivery(
  productBrands: readonly (string | null | undefined)[],
  proformaShippingBrands: string | null | undefined,
): boolean {
  const listed = new Set(
    (proformaShippingBrands ?? "")
      .split(",")
      .map((brand) => brand.trim().toLowerCase())
      .filter(Boolean),
  );
  return productBrands.some((brand) => typeof brand === "string" && listed.has(brand.trim().toLowerCase()));
}

/** The cart builder (spec 3 page type cartBuilder; ours): the most lines one built cart holds. */
export const CART_BUILDER_MAX_LINES = 20;

/** The cart builder's words (ours: the spec names the page type only). */
export const cartBuilderMessages = {
  noLines: "Add at least one product by its SKU.",
  tooMany: `A built cart holds at most ${CART_BUILDER_MAX_LINES} lines.`,
  badSku: (line: number) => `Line ${line}: please enter a product's SKU.`,
  badQuantity: (line: number) => `Line ${line}: ${LINE_QUANTITY_MESSAGE}`,
  added: (count: number) => `Added ${count} ${count === 1 ? "product" : "products"} to the cart.`,
  notAdded: (sku: string, reason: string) => `${sku} was not added: ${reason}`,
} as const;
