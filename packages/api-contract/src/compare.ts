/** The compare calls (spec 1 §3, §4 and §7): the shopper's list, kept in the session, and the compare page. */
import { Type, type Static } from "./common";
import { Sku } from "./patterns";
import { ProductDetail } from "./product";

/** A product in the compare list (spec 1 §3 compare product, plus sku and uri). */
export const CompareProduct = Type.Object({
  sku: Type.String(),
  productId: Type.Integer(),
  productSKU: Type.String(),
  productName: Type.String(),
  productImage: Type.String(),
  brandName: Type.String(),
  brandImage: Type.String(),
  price: Type.Number(),
  uri: Type.String(),
});
export type CompareProduct = Static<typeof CompareProduct>;

/** GET /api/compare, DELETE /api/compare/product/{sku} and a successful add. */
export const CompareList = Type.Object({ products: Type.Array(CompareProduct) });
export type CompareList = Static<typeof CompareList>;

/** spec 1 §4: a fourth product is refused with the answer 'limit'. */
export const CompareLimit = Type.Literal("limit");

/** POST /api/compare/product: the list, or 'limit' when three are already listed. */
export const CompareAddAnswer = Type.Union([CompareList, CompareLimit]);
export type CompareAddAnswer = Static<typeof CompareAddAnswer>;

/** POST /api/compare/product body: the SKU as a JSON string, or { sku }. */
export const CompareAddBody = Type.Union([Sku, Type.Object({ sku: Sku }, { additionalProperties: false })]);
export type CompareAddBody = Static<typeof CompareAddBody>;

/** GET /api/compare/products?SkuList=: full records for the compare page. */
export const ComparisonProducts = Type.Object({ products: Type.Array(ProductDetail), missingSkus: Type.Array(Type.String()) });
export type ComparisonProducts = Static<typeof ComparisonProducts>;
