import { addCartProduct, removeCartProduct, setCartLineQuantity, type Cart } from "@storefront/api-client/cart";
import { isApiError, type ApiClient } from "@storefront/api-client/http";
import { SKU_PATTERN } from "@storefront/api-contract/patterns";
import { ADDED_TO_CART_MESSAGE, addToCartFields, cartIntents } from "@storefront/page-kit/cart-action";
import { INTENT_FIELD, textField, type ActionOutcome } from "@storefront/page-kit/shopper-action";
import { cartErrorMessage, LINE_QUANTITY_MESSAGE, lineQuantityOf } from "@storefront/validation/cart";
import { cartTexts } from "./cart-texts";

/** The field naming a cart line (its productCode) in the quantity and remove forms. */
export const LINE_FIELD = "code";

const SKU = new RegExp(SKU_PATTERN);

/**
 * The cart's action (issue 40), for the cart page, the header's dropdown and the product page's
 * Add to Cart alike: `add` (POST /api/cart/product/), `update` (a line's quantity, PUT
 * /api/cart/product/{code}) and `remove` (DELETE /api/cart/product/{code}), each answered with the
 * cart. The quantity follows validation's rule (1 to 99) before the API is asked, which checks
 * everything again; an API refusal is the API's own words.
 */
export async function runCartAction({ form, api }: { form: FormData; api: ApiClient }): Promise<ActionOutcome<Cart>> {
  const intent = textField(form, INTENT_FIELD);
  if (intent === cartIntents.add) {
    const sku = textField(form, addToCartFields.sku);
    const qty = lineQuantityOf(form.get(addToCartFields.qty));
    if (!SKU.test(sku)) return { ok: false, message: cartTexts.unknownProduct };
    if (qty === null) return { ok: false, message: LINE_QUANTITY_MESSAGE };
    const cart = await addCartProduct(api, {
      sku,
      qty,
      warrantyId: textField(form, addToCartFields.warrantyId) || null,
      installId: textField(form, addToCartFields.installId) || null,
      category: textField(form, addToCartFields.category) || null,
    });
    return { ok: true, message: ADDED_TO_CART_MESSAGE, data: cart };
  }
  const code = textField(form, LINE_FIELD);
  if (intent === cartIntents.update) {
    const qty = lineQuantityOf(form.get(addToCartFields.qty));
    if (qty === null) return { ok: false, message: LINE_QUANTITY_MESSAGE };
    return lineChange(cartTexts.quantityUpdated, () => setCartLineQuantity(api, code, qty));
  }
  if (intent === cartIntents.remove) return lineChange(cartTexts.removed, () => removeCartProduct(api, code));
  return { ok: false, message: cartTexts.unknownChange };
}

/** A change to a line: the cart, or the refusal as spec 3 §8 words a cart error (the first, else the fallback). */
async function lineChange(message: string, change: () => Promise<Cart>): Promise<ActionOutcome<Cart>> {
  try {
    return { ok: true, message, data: await change() };
  } catch (error) {
    if (!isApiError(error) || error.status === 0) throw error;
    return { ok: false, message: cartErrorMessage(error.serverMessages) };
  }
}
