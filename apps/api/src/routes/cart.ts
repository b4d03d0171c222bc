import {
  AddCartProductBody,
  Cart,
  CartLocationQuery,
  CartProduct,
  SetCartLineQuantityBody,
  SwapCartLineBody,
} from "@storefront/api-contract/cart";
import { errorAnswers, Type } from "@storefront/api-contract/common";
import { Uuid } from "@storefront/api-contract/patterns";
import { cartActions } from "../cart/cart-actions";
import { checkoutActions } from "../checkout/checkout-actions";
import { productSwaps } from "../checkout/product-swap";
import type { AppContext } from "../context";
import { documented, type TypedApp } from "../http/schemas";

const doc = documented("cart");

const cartAnswer = { 200: Cart, ...errorAnswers };

/**
 * spec 3 §4 and §7 cart calls: read, add, change a line's quantity, remove, empty; the cart is kept
 * with the session cookie. The coupon and email calls on the cart (`/api/cart/coupon`, `/api/cart/email`)
 * are the checkout's, registered with its routes (routes/checkout.ts).
 */
export function registerCartRoutes(api: TypedApp, context: AppContext): void {
  const carts = cartActions(context);
  const checkout = checkoutActions(context);
  const swaps = productSwaps(context);

  api.get(
    "/api/cart",
    doc(
      "The shopper's cart (cartId all zeros when empty); the location parts are accepted for delivery and validated; winningDeliveryServiceOverride=true from staff (where offered) prices delivery by the provider's own service",
      {
        querystring: CartLocationQuery,
        response: cartAnswer,
      },
    ),
    async (request) => checkout.cartWithOverride(request, await carts.current(request), request.query.winningDeliveryServiceOverride),
  );

  api.post(
    "/api/cart/product",
    doc(
      "Adds qty (1-99) of a SKU with an optional warranty and installation of its upsell options; the same SKU and options add to that line",
      {
        body: AddCartProductBody,
        response: cartAnswer,
      },
      { writeLimit: "cart" },
    ),
    (request, reply) => carts.add(request, reply, request.body),
  );

  api.get(
    "/api/cart/product/:code",
    doc("One line of the cart by its productCode", {
      params: Type.Object({ code: Uuid }),
      response: { 200: CartProduct, ...errorAnswers },
    }),
    (request) => carts.line(request, request.params.code),
  );

  api.put(
    "/api/cart/product/:code",
    doc(
      "Sets a line's quantity (1-99) by its productCode and answers the cart; a code not in the cart is a 400 (spec 3 §5)",
      {
        params: Type.Object({ code: Type.String({ maxLength: 64 }) }),
        body: SetCartLineQuantityBody,
        response: cartAnswer,
      },
      { writeLimit: "cart" },
    ),
    (request) => carts.setLineQuantity(request, request.params.code, request.body.qty),
  );

  api.delete(
    "/api/cart/product/:code",
    doc(
      "Removes a line by its productCode and answers the cart; a code not in the cart is a 400 (spec 3 §5)",
      {
        params: Type.Object({ code: Type.String({ maxLength: 64 }) }),
        response: cartAnswer,
      },
      { writeLimit: "cart" },
    ),
    (request) => carts.removeLine(request, request.params.code),
  );

  api.post(
    "/api/cart/swap",
    doc(
      "Swaps a line that cannot be delivered to the address for one of the in-stock alternatives the checkout's availability answer offers for it (productSwaps), in place: same position and quantity, a warranty or installation the new product lacks dropped; answers the cart. 404 where CheckoutExpandedProductSwapEnabled is off; 400 with nothing changed for a line not in the cart, an unknown address, a product not offered for the line, or a line changed meanwhile",
      {
        body: SwapCartLineBody,
        response: cartAnswer,
      },
      { writeLimit: "cart" },
    ),
    (request) => swaps.swap(request, request.body),
  );

  api.delete("/api/cart", doc("Empties the cart and answers the empty cart", { response: cartAnswer }, { writeLimit: "cart" }), (request) =>
    carts.clear(request),
  );
}
