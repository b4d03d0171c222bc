import type { AddCartProductRequest, Cart, CartProduct } from "@storefront/api-contract/cart";
import { CART_ITEM_NOT_IN_CART_MESSAGE, cartRemovalMessage } from "@storefront/validation/cart";
import type { FastifyReply, FastifyRequest } from "fastify";
import { productBySku, productsBySkus } from "../catalogue/products";
import type { AppContext } from "../context";
import { BadRequestError, NotFoundError } from "../http/errors";
import { eq } from "drizzle-orm";
import type { CodeLookup } from "../checkout/coupons";
import { lookupCurrentCode } from "../checkout/payment-holds";
import { carts } from "../db/schema";
import type { Storefront } from "../storefronts";
import { runningPromotionsBySku } from "./cart-promotions";
import { dealsClub } from "../accounts/deals-club";
import { CartStore, MAX_CART_LINES, MAX_LINE_QUANTITY, type CartLine } from "./cart-store";
import { cartAnswer, cartMessages, cartOptions, cartProduct, unorderableReason } from "./cart-view";

/**
 * spec 3 §4 Cart and §7 "Cart and coupons" (coupons and email come later): the shopper's cart
 * on the request's storefront, kept with the session cookie (created on the first add). Every
 * change answers the whole cart, priced at today's storefront prices.
 */
export function cartActions(context: Pick<AppContext, "db" | "sessions" | "reference" | "now" | "settingsOverrides" | "accountSessions">) {
  const { db, sessions, reference, now } = context;
  const store = new CartStore(db);
  const club = dealsClub(context);

  async function productsOf(storefront: Storefront, lines: CartLine[]) {
    const rows = await productsBySkus(db, storefront, [...new Set(lines.map((line) => line.sku))]);
    return new Map(rows.map((row) => [row.sku, row]));
  }

  /** The applied coupon or gift card of a cart, looked up again (it may have expired since). */
  async function appliedCode(storefront: Storefront, cartId: string | undefined): Promise<CodeLookup | undefined> {
    if (!cartId) return undefined;
    const [row] = await db.select({ couponCode: carts.couponCode }).from(carts).where(eq(carts.id, cartId)).limit(1);
    return row?.couponCode ? lookupCurrentCode(db, storefront, row.couponCode, now()) : undefined;
  }

  /** The cart priced for the request's caller: a deals club member's token binds the cart to member prices (issue 45 item 3). */
  async function answer(request: FastifyRequest, cartId: string | undefined, lines: CartLine[]): Promise<Cart> {
    const { storefront } = request;
    const skus = [...new Set(lines.map((line) => line.sku))];
    const [bySku, ref, code, pricing, promotions] = await Promise.all([
      productsOf(storefront, lines),
      reference(),
      appliedCode(storefront, cartId),
      club.bindCart(request, cartId),
      runningPromotionsBySku(db, storefront, skus, now()),
    ]);
    return cartAnswer(cartId, lines, bySku, storefront, ref, code, pricing, promotions);
  }

  const currentCart = (request: FastifyRequest) => store.load(sessions.idOf(request), request.storefront.id);

  /** 400 messages when a chosen warranty or installation is not one the product offers. */
  function optionProblems(offered: ReturnType<typeof cartOptions>, warrantyId: string | null, installId: string | null): string[] {
    const { warranties, installations } = offered;
    return [
      ...(warrantyId && !warranties.some((o) => o.id === warrantyId)
        ? [`warrantyId must be one of this product's warranties: ${warranties.map((o) => o.id).join(", ")}`]
        : []),
      ...(installId && !installations.some((o) => o.id === installId)
        ? [
            installations.length
              ? `installId must be this product's installation: ${installations.map((o) => o.id).join(", ")}`
              : "This product has no installation option",
          ]
        : []),
    ];
  }

  return {
    async current(request: FastifyRequest): Promise<Cart> {
      const { cartId, lines } = await currentCart(request);
      return answer(request, cartId, lines);
    },

    /** Adds qty of a SKU with its options; the same SKU and options add to that line (at most 99). */
    async add(request: FastifyRequest, reply: FastifyReply, body: AddCartProductRequest): Promise<Cart> {
      const { sku, qty } = body;
      const warrantyId = body.warrantyId || null;
      const installId = body.installId || null;
      const storefront = request.storefront;
      const product = await productBySku(db, storefront, sku);
      if (!product) throw new NotFoundError(cartMessages.productNotFound);
      const reason = unorderableReason(product, storefront);
      if (reason) throw new BadRequestError([reason]);
      const problems = optionProblems(cartOptions(product, storefront), warrantyId, installId);
      if (problems.length) throw new BadRequestError(problems);

      const current = await currentCart(request);
      const isNewLine = !current.lines.some((l) => l.sku === sku && l.warrantyId === warrantyId && l.installId === installId);
      if (isNewLine && current.lines.length >= MAX_CART_LINES) throw new BadRequestError([cartMessages.tooManyLines(MAX_CART_LINES)]);
      const session = await sessions.ensure(request, reply);
      const cartId = current.cartId ?? (await store.ensure(session.id, storefront.id));
      const result = await store.addLine(cartId, { sku, quantity: qty, warrantyId, installId });
      if (!result.added) throw new BadRequestError([cartMessages.tooMany(MAX_LINE_QUANTITY, result.quantityInCart)]);
      // By the session's id: a cookie set by this very answer is not in the request yet.
      const { lines } = await store.load(session.id, storefront.id);
      return answer(request, cartId, lines);
    },

    async line(request: FastifyRequest, code: string): Promise<CartProduct> {
      const { lines } = await currentCart(request);
      const line = lines.find((l) => l.id === code.toLowerCase());
      const product = line ? (await productsOf(request.storefront, [line])).get(line.sku) : undefined;
      if (!line || !product) throw new NotFoundError(cartMessages.lineNotFound);
      const pricing = await club.bindCart(request, (await currentCart(request)).cartId);
      return cartProduct(line, product, request.storefront, await reference(), pricing);
    },

    /** Sets a line's quantity; a code not in the cart is spec 3 §5's message, as for a removal. */
    async setLineQuantity(request: FastifyRequest, rawCode: string, quantity: number): Promise<Cart> {
      const code = rawCode.toLowerCase();
      const { cartId, lines } = await currentCart(request);
      const problem = cartRemovalMessage(
        lines.map((l) => l.id),
        code,
      );
      if (problem || !cartId || !(await store.setLineQuantity(cartId, code, quantity))) {
        throw new BadRequestError([problem ?? CART_ITEM_NOT_IN_CART_MESSAGE]);
      }
      return answer(
        request,
        cartId,
        lines.map((l) => (l.id === code ? { ...l, quantity } : l)),
      );
    },

    async removeLine(request: FastifyRequest, rawCode: string): Promise<Cart> {
      const code = rawCode.toLowerCase();
      const { cartId, lines } = await currentCart(request);
      // spec 3 §5: 'Something went wrong. Please try again.' for a code that is not in the cart.
      const problem = cartRemovalMessage(
        lines.map((l) => l.id),
        code,
      );
      if (problem || !cartId) throw new BadRequestError([problem ?? CART_ITEM_NOT_IN_CART_MESSAGE]);
      await store.removeLine(cartId, code);
      return answer(
        request,
        cartId,
        lines.filter((l) => l.id !== code),
      );
    },

    /**
     * Adds several lines at once (a project to the cart, issue 15), without warranty or
     * installation: a SKU that cannot be ordered, or would pass a limit, is left out and named in
     * the answer's messages. `replace` empties the cart first; `clearCoupon` drops its code.
     */
    async addMany(
      request: FastifyRequest,
      reply: FastifyReply,
      wanted: { sku: string; quantity: number }[],
      options: { replace?: boolean; clearCoupon?: boolean } = {},
    ): Promise<Cart> {
      const storefront = request.storefront;
      const session = await sessions.ensure(request, reply);
      if (options.replace) await store.remove(session.id, storefront.id);
      const cartId = await store.ensure(session.id, storefront.id);
      if (options.clearCoupon) await store.setCouponCode(cartId, null);
      const bySku = new Map((await productsBySkus(db, storefront, [...new Set(wanted.map((w) => w.sku))])).map((p) => [p.sku, p]));
      const skipped: string[] = [];
      const before = (await store.load(session.id, storefront.id)).lines;
      const plain = new Set(before.filter((l) => l.warrantyId === null && l.installId === null).map((l) => l.sku));
      let lineCount = before.length;
      for (const { sku, quantity } of wanted) {
        const product = bySku.get(sku);
        const reason = product ? unorderableReason(product, storefront) : cartMessages.productNotFound;
        const isNewLine = !plain.has(sku);
        const problem = reason ?? (isNewLine && lineCount >= MAX_CART_LINES ? cartMessages.tooManyLines(MAX_CART_LINES) : undefined);
        if (problem) {
          skipped.push(`${sku} could not be added: ${problem}`);
          continue;
        }
        const result = await store.addLine(cartId, { sku, quantity, warrantyId: null, installId: null });
        if (!result.added) {
          skipped.push(`${sku} could not be added: ${cartMessages.tooMany(MAX_LINE_QUANTITY, result.quantityInCart)}`);
        } else if (isNewLine) {
          plain.add(sku);
          lineCount += 1;
        }
      }
      const { lines } = await store.load(session.id, storefront.id);
      const cart = await answer(request, cartId, lines);
      return { ...cart, messages: [...cart.messages, ...skipped] };
    },

    async clear(request: FastifyRequest): Promise<Cart> {
      await store.remove(sessions.idOf(request), request.storefront.id);
      return answer(request, undefined, []);
    },
  };
}
