import { CART_ITEM_NOT_IN_CART_MESSAGE, cartRemovalMessage } from "@storefront/validation/cart";
import { and, inArray, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CartStore, MAX_CART_LINES, MAX_LINE_QUANTITY, type CartLine } from "../cart/cart-store";
import { cartAnswer, cartMessages, cartOptions, cartProduct, unorderableReason } from "../cart/cart-view";
import { productBySku, visibleIn, type ProductRecord } from "../catalogue/product-view";
import type { AppContext } from "../context";
import { products } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import { errorResponses, POSTCODE_PATTERN, SAFE_TEXT_PATTERN, skuString } from "../http/schemas";
import type { Storefront } from "../storefronts";

const str = { type: "string" } as const;
const num = { type: "number" } as const;
const int = { type: "integer" } as const;
const nullableString = { type: ["string", "null"] } as const;
const UUID_PATTERN = "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$";
/** Upsell option ids (warranty-3y, installation). */
const OPTION_ID = { type: ["string", "null"], maxLength: 40, pattern: "^[a-z0-9-]*$" } as const;

const chosenOption = {
  anyOf: [{ type: "null" }, { type: "object", properties: { id: str, name: str, price: num }, required: ["id", "name", "price"] }],
} as const;

/** spec 3 §3 cart product; the fields of packages/api-client's CartProduct. */
const cartProductSchema = {
  type: "object",
  properties: {
    productCode: str,
    sku: str,
    title: str,
    brand: str,
    category: str,
    categorization: str,
    price: num,
    rrp: num,
    lineDiscount: num,
    quantity: int,
    available: { type: "boolean" },
    sortOrder: int,
    showVariation: { type: "boolean" },
    image: nullableString,
    images: { type: "array", items: { type: "object", properties: { path: str, type: str }, required: ["path", "type"] } },
    condition: nullableString,
    missingParts: nullableString,
    ribbonType: nullableString,
    warranty: chosenOption,
    install: chosenOption,
  },
  required: ["productCode", "sku", "title", "brand", "category", "categorization", "price", "rrp", "lineDiscount", "quantity", "available", "sortOrder", "showVariation", "images"],
} as const;

const cartSchema = {
  type: "object",
  properties: {
    cartId: str,
    products: { type: "array", items: cartProductSchema },
    rewards: { type: "array", items: cartProductSchema },
    productCount: int,
    orderTotal: num,
    couponCode: nullableString,
    savingTotal: num,
    totalRrp: num,
    messages: { type: "array", items: str },
    errors: { type: "array", items: str },
  },
  required: ["cartId", "products", "rewards", "productCount", "orderTotal", "savingTotal", "totalRrp", "messages", "errors"],
} as const;

interface CartQuery {
  suburb?: string;
  postcode?: string;
  state?: string;
  winningDeliveryServiceOverride?: string;
}

interface AddProductBody {
  sku: string;
  qty: number;
  warrantyId?: string | null;
  installId?: string | null;
  category?: string | null;
  unitId?: string | null;
  productCode?: string | null;
}

/**
 * spec 3 §4 Cart and §7 "Cart and coupons" (coupons and email come later): the shopper's cart
 * on the request's storefront, kept with the session cookie (created on the first add). Every
 * change answers the whole cart, priced at today's storefront prices.
 */
export function registerCartRoutes(app: FastifyInstance, { db, sessions, reference }: AppContext): void {
  const store = new CartStore(db);

  async function productsOf(storefront: Storefront, lines: CartLine[]): Promise<Map<string, ProductRecord>> {
    const skus = [...new Set(lines.map((line) => line.sku))];
    if (skus.length === 0) return new Map();
    const rows = await db.select().from(products).where(and(inArray(products.sku, skus), visibleIn(storefront)) as SQL);
    return new Map(rows.map((row) => [row.sku, row]));
  }

  async function answer(storefront: Storefront, cartId: string | undefined, lines: CartLine[]) {
    const [bySku, ref] = await Promise.all([productsOf(storefront, lines), reference()]);
    return cartAnswer(cartId, lines, bySku, storefront, ref);
  }

  const currentCart = (request: FastifyRequest) => store.load(sessions.idOf(request), request.storefront.id);

  app.get<{ Querystring: CartQuery }>(
    "/api/cart",
    {
      schema: {
        tags: ["cart"],
        summary: "The shopper's cart (cartId all zeros when empty); the location parts are accepted for delivery and validated",
        querystring: {
          type: "object",
          properties: {
            suburb: { type: "string", maxLength: 60, pattern: "^[A-Za-z0-9 .'()-]*$" },
            postcode: { type: "string", pattern: POSTCODE_PATTERN },
            state: { type: "string", maxLength: 40, pattern: "^[A-Za-z .'-]*$" },
            winningDeliveryServiceOverride: { type: "string", maxLength: 40, pattern: "^[A-Za-z0-9_-]*$" },
          },
        },
        response: { 200: cartSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { cartId, lines } = await currentCart(request);
      return answer(request.storefront, cartId, lines);
    },
  );

  app.post<{ Body: AddProductBody }>(
    "/api/cart/product",
    {
      schema: {
        tags: ["cart"],
        summary: "Adds qty (1-99) of a SKU with an optional warranty and installation of its upsell options; the same SKU and options add to that line",
        body: {
          type: "object",
          properties: {
            sku: skuString,
            qty: { type: "integer", minimum: 1, maximum: MAX_LINE_QUANTITY },
            warrantyId: OPTION_ID,
            installId: OPTION_ID,
            category: { type: ["string", "null"], maxLength: 200, pattern: SAFE_TEXT_PATTERN },
            unitId: { type: ["string", "null"], maxLength: 40, pattern: "^[A-Za-z0-9_-]*$" },
            productCode: { type: ["string", "null"], maxLength: 64, pattern: "^[A-Za-z0-9_-]*$" },
          },
          required: ["sku", "qty"],
          additionalProperties: false,
        },
        response: { 200: cartSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { sku, qty } = request.body;
      const warrantyId = request.body.warrantyId || null;
      const installId = request.body.installId || null;
      const storefront = request.storefront;
      const product = await productBySku(db, storefront, sku);
      if (!product) throw new NotFoundError(cartMessages.productNotFound);
      const reason = unorderableReason(product, storefront);
      if (reason) throw new BadRequestError([reason]);
      const { warranties, installations } = cartOptions(product, storefront);
      const optionProblems = [
        ...(warrantyId && !warranties.some((o) => o.id === warrantyId) ? [`warrantyId must be one of this product's warranties: ${warranties.map((o) => o.id).join(", ")}`] : []),
        ...(installId && !installations.some((o) => o.id === installId)
          ? [installations.length ? `installId must be this product's installation: ${installations.map((o) => o.id).join(", ")}` : "This product has no installation option"]
          : []),
      ];
      if (optionProblems.length) throw new BadRequestError(optionProblems);

      const current = await currentCart(request);
      const isNewLine = !current.lines.some((l) => l.sku === sku && l.warrantyId === warrantyId && l.installId === installId);
      if (isNewLine && current.lines.length >= MAX_CART_LINES) throw new BadRequestError([cartMessages.tooManyLines(MAX_CART_LINES)]);
      const session = await sessions.ensure(request, reply);
      const cartId = current.cartId ?? (await store.ensure(session.id, storefront.id));
      const result = await store.addLine(cartId, { sku, quantity: qty, warrantyId, installId });
      if (!result.added) throw new BadRequestError([cartMessages.tooMany(MAX_LINE_QUANTITY, result.quantityInCart)]);
      // By the session's id: a cookie set by this very answer is not in the request yet.
      const { lines } = await store.load(session.id, storefront.id);
      return answer(storefront, cartId, lines);
    },
  );

  app.get<{ Params: { code: string } }>(
    "/api/cart/product/:code",
    {
      schema: {
        tags: ["cart"],
        summary: "One line of the cart by its productCode",
        params: { type: "object", properties: { code: { type: "string", pattern: UUID_PATTERN } }, required: ["code"] },
        response: { 200: cartProductSchema, ...errorResponses },
      },
    },
    async (request) => {
      const code = request.params.code.toLowerCase();
      const { lines } = await currentCart(request);
      const line = lines.find((l) => l.id === code);
      const product = line ? (await productsOf(request.storefront, [line])).get(line.sku) : undefined;
      if (!line || !product) throw new NotFoundError(cartMessages.lineNotFound);
      return cartProduct(line, product, request.storefront, await reference());
    },
  );

  app.delete<{ Params: { code: string } }>(
    "/api/cart/product/:code",
    {
      schema: {
        tags: ["cart"],
        summary: "Removes a line by its productCode and answers the cart; a code not in the cart is a 400 (spec 3 §5)",
        params: { type: "object", properties: { code: { type: "string", maxLength: 64 } }, required: ["code"] },
        response: { 200: cartSchema, ...errorResponses },
      },
    },
    async (request) => {
      const code = request.params.code.toLowerCase();
      const { cartId, lines } = await currentCart(request);
      // spec 3 §5: 'Something went wrong. Please try again.' for a code that is not in the cart.
      const problem = cartRemovalMessage(
        lines.map((l) => l.id),
        code,
      );
      if (problem || !cartId) throw new BadRequestError([problem ?? CART_ITEM_NOT_IN_CART_MESSAGE]);
      await store.removeLine(cartId, code);
      return answer(
        request.storefront,
        cartId,
        lines.filter((l) => l.id !== code),
      );
    },
  );

  app.delete(
    "/api/cart",
    { schema: { tags: ["cart"], summary: "Empties the cart and answers the empty cart", response: { 200: cartSchema, ...errorResponses } } },
    async (request) => {
      await store.remove(sessions.idOf(request), request.storefront.id);
      return answer(request.storefront, undefined, []);
    },
  );
}
