import { addCartProduct, type Cart } from "@storefront/api-client/cart";
import { errorMessage, isApiError, isApiUnreachable, type ApiClient } from "@storefront/api-client/http";
import type { ActionOutcome } from "@storefront/page-kit/shopper-action";
import { cartBuilderMessages } from "@storefront/validation/cart";
import { readBuiltLines } from "./built-lines";

/**
 * The cart builder's action (spec 3 page type cartBuilder; issue 40's HTML-first forms): the lines
 * as validation's rules read them, then each added to the shopper's cart (POST /api/cart/product/,
 * one after another, as the API's session wants), the API checking each again. A cart is no limited
 * resource, so a line the API refuses (a product no longer sold) does not undo the others: the
 * answer says how many went in and why each other did not.
 */
export async function runCartBuilderAction({ form, api }: { form: FormData; api: ApiClient }): Promise<ActionOutcome<Cart>> {
  const read = readBuiltLines(form);
  if ("problem" in read) return { ok: false, message: read.problem };
  let cart: Cart | undefined;
  const refused: string[] = [];
  for (const line of read.lines) {
    try {
      cart = await addCartProduct(api, { sku: line.sku, qty: line.qty });
    } catch (error) {
      if (!isApiError(error) && !isApiUnreachable(error)) throw error;
      refused.push(cartBuilderMessages.notAdded(line.sku, errorMessage(error)));
    }
  }
  const added = read.lines.length - refused.length;
  const message = [...(added > 0 ? [cartBuilderMessages.added(added)] : []), ...refused].join(" ");
  return { ok: refused.length === 0, message, ...(cart ? { data: cart } : {}) };
}
