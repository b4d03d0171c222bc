import type { Cart, CartProduct, SwapCartLineRequest } from "@storefront/api-contract/cart";
import type { ProductSwap, SwapAlternative } from "@storefront/api-contract/checkout";
import { CART_ITEM_NOT_IN_CART_MESSAGE, isProformaDelivery, PRODUCT_SWAP_MESSAGES } from "@storefront/validation/cart";
import { checkoutSubmitMessages } from "@storefront/validation/checkout";
import { and, asc, eq, gt, notInArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { cartActions } from "../cart/cart-actions";
import { cartOptions } from "../cart/cart-view";
import { priceColumnsIn, priceIn } from "../catalogue/prices";
import { productImages } from "../catalogue/product-view";
import { productBySku, productsBySkus, visibleIn } from "../catalogue/products";
import { settingValues } from "../content/setting-values";
import type { AppContext } from "../context";
import { queryRows } from "../db/client";
import { cartLines, manufacturers, products } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import type { Storefront } from "../storefronts";
import { supplierDeliversTo } from "./delivery-requirements";
import { deliversTo, findLocality } from "./localities";
import { checkoutFeatures } from "./options";
import { cartPricing, type PricedCart } from "./pricing";

/** spec 3 §3 names the flag only; what it does is ours (apps/api README, 'Product swap'). */
export const PRODUCT_SWAP_SETTING = "CheckoutExpandedProductSwapEnabled";
/** Ours: alternatives offered for one line at most. */
export const MAX_SWAP_ALTERNATIVES = 3;

type Locality = NonNullable<Awaited<ReturnType<typeof findLocality>>>;

/** The brand names of a proformaShippingBrands setting, as listed. */
function listedBrands(setting: string | undefined): string[] {
  return (setting ?? "")
    .split(",")
    .map((brand) => brand.trim())
    .filter(Boolean);
}

/** A unique index refused the write (PostgreSQL 23505), whether the driver or drizzle threw it. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === "object" && value !== null && "code" in value ? value.code : undefined);
  return codeOf(error) === "23505" || (error instanceof Error && codeOf(error.cause) === "23505");
}

/**
 * The checkout's product swap (issue 45 item 6): where the storefront's
 * CheckoutExpandedProductSwapEnabled is on, each cart line that cannot be delivered to the address
 * (its brand ships proforma from a supplier that does not deliver there, or it is out of stock)
 * is offered up to three in-stock products of its category that can be delivered there, nearest
 * its price; `swap` replaces the line with one of them in place, after working the offer out again.
 */
export function productSwaps(context: Pick<AppContext, "db" | "reference" | "now" | "settingsOverrides" | "accountSessions" | "sessions">) {
  const { db, sessions } = context;
  const setting = settingValues(context);
  const pricing = cartPricing(context);
  const carts = cartActions(context);

  const enabled = (storefront: Storefront) => setting.flag(storefront, PRODUCT_SWAP_SETTING);

  /** In-stock products of the category, sold here, not in the cart and not of an excluded brand, nearest the price. */
  async function alternativesFor(
    storefront: Storefront,
    line: { categoryId: number; price: number },
    excluded: { skus: readonly string[]; brands: readonly string[] },
  ): Promise<SwapAlternative[]> {
    const { price } = priceColumnsIn(storefront.currency);
    const rows = await db
      .select({ product: products, brand: manufacturers.name })
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(
        and(
          visibleIn(storefront),
          eq(products.categoryId, line.categoryId),
          eq(products.stockStatus, "inStock"),
          // A price of 0 is 'price on request' (unorderableReason): not something to swap in.
          gt(price, 0),
          ...(excluded.skus.length ? [notInArray(products.sku, [...excluded.skus])] : []),
          ...(excluded.brands.length ? [notInArray(manufacturers.name, [...excluded.brands])] : []),
        ),
      )
      .orderBy(sql`abs(${price} - ${line.price})`, asc(products.id))
      .limit(MAX_SWAP_ALTERNATIVES);
    return rows.map(({ product, brand }) => ({
      sku: product.sku,
      title: product.title,
      brand,
      image: productImages(product)[0]?.thumbUrl ?? null,
      price: priceIn(product, storefront.currency),
    }));
  }

  /** The undeliverable lines of a priced cart at a locality, with their alternatives; none where the flag is off. */
  async function offers(storefront: Storefront, priced: PricedCart, locality: Locality): Promise<ProductSwap[]> {
    // Nowhere to deliver at all (deliveryUnavailable): no product would arrive, so none is offered.
    if (!deliversTo(locality) || !(await enabled(storefront))) return [];
    const features = checkoutFeatures(storefront);
    const supplierExcluded = features.supplierAvailability && !supplierDeliversTo(storefront, locality);
    const proforma = await setting.value(storefront, "proformaShippingBrands");
    const blocked = priced.cart.products.flatMap((line): { line: CartProduct; reason: ProductSwap["reason"] }[] => {
      if (!line.available) return [{ line, reason: "stock" }];
      if (supplierExcluded && isProformaDelivery([line.brand], proforma)) return [{ line, reason: "supplier" }];
      return [];
    });
    if (blocked.length === 0) return [];
    const records = new Map(
      (
        await productsBySkus(
          db,
          storefront,
          blocked.map(({ line }) => line.sku),
        )
      ).map((p) => [p.sku, p]),
    );
    const excluded = {
      skus: [...new Set(priced.cart.products.map((line) => line.sku))],
      brands: supplierExcluded ? listedBrands(proforma) : [],
    };
    return Promise.all(
      blocked.flatMap(({ line, reason }) => {
        const record = records.get(line.sku);
        if (!record) return [];
        return [
          alternativesFor(storefront, { categoryId: record.categoryId, price: priceIn(record, storefront.currency) }, excluded).then(
            (alternatives) => ({ productCode: line.productCode, sku: line.sku, title: line.title, reason, alternatives }),
          ),
        ];
      }),
    );
  }

  return {
    enabled,
    offers,

    /**
     * POST /api/cart/swap: the line becomes the chosen alternative in place (its position and
     * quantity; a warranty or installation the new product does not offer is dropped), in one
     * statement that only writes while the line is still the product the offer was for. 404 where
     * the flag is off; 400, with nothing changed, for a line not in the cart, an address the
     * lookup does not know, a product not offered for the line, or a line changed meanwhile.
     */
    async swap(request: FastifyRequest, body: SwapCartLineRequest): Promise<Cart> {
      const { storefront } = request;
      if (!(await enabled(storefront))) throw new NotFoundError(PRODUCT_SWAP_MESSAGES.notOffered);
      const code = body.productCode.toLowerCase();
      const priced = await pricing.priced(storefront, sessions.idOf(request));
      const line = priced?.cart.products.find((p) => p.productCode === code);
      if (!priced || !line) throw new BadRequestError([CART_ITEM_NOT_IN_CART_MESSAGE]);
      const locality = await findLocality(db, storefront, { suburb: body.suburb, postcode: body.postcode, state: body.state ?? undefined });
      if (!locality) throw new BadRequestError([checkoutSubmitMessages.invalidSuburb]);
      const offer = (await offers(storefront, priced, locality)).find((o) => o.productCode === code);
      const product = offer?.alternatives.some((a) => a.sku === body.sku) ? await productBySku(db, storefront, body.sku) : undefined;
      if (!product) throw new BadRequestError([PRODUCT_SWAP_MESSAGES.notAnAlternative]);

      const { warranties, installations } = cartOptions(product, storefront);
      const warrantyId = line.warranty && warranties.some((o) => o.id === line.warranty?.id) ? line.warranty.id : null;
      const installId = line.install && installations.some((o) => o.id === line.install?.id) ? line.install.id : null;
      let swapped: { id: string }[];
      try {
        swapped = await queryRows<{ id: string }>(
          db,
          sql`UPDATE ${cartLines} SET sku = ${product.sku}, warranty_id = ${warrantyId}, install_id = ${installId}
            WHERE id = ${code} AND cart_id = ${priced.row.id} AND sku = ${line.sku}
              AND NOT EXISTS (SELECT 1 FROM ${cartLines} other WHERE other.cart_id = ${priced.row.id} AND other.sku = ${product.sku}
                AND coalesce(other.warranty_id, '') = ${warrantyId ?? ""} AND coalesce(other.install_id, '') = ${installId ?? ""})
            RETURNING id`,
        );
      } catch (error) {
        // The same product and options were added to the cart at the same moment.
        if (isUniqueViolation(error)) throw new BadRequestError([PRODUCT_SWAP_MESSAGES.lineChanged]);
        throw error;
      }
      if (swapped.length === 0) throw new BadRequestError([PRODUCT_SWAP_MESSAGES.lineChanged]);
      return carts.current(request);
    },
  };
}
