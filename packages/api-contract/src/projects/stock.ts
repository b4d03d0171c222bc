/**
 * The project page's STOCK and COMPETITOR_PRICE tabs (spec 3 §2, §7).
 */
import { type Static, Type } from "../common";
import { Sku } from "../patterns";

/* ------------------------------------------------------------------------------------------------
 * The project page's STOCK and COMPETITOR_PRICE tabs (spec 3 §2, §7 "Other staff and product
 * calls"). Staff only, like the project calls. Shapes are ours.
 * --------------------------------------------------------------------------------------------- */

/** GET /api/stock?sku&includeOtherStock=true: without includeOtherStock only the staff member's store. */
export const StockQuery = Type.Object({
  sku: Sku,
  includeOtherStock: Type.Optional(Type.Boolean()),
});

export const StoreStock = Type.Object({
  storeUri: Type.String(),
  name: Type.String(),
  state: Type.String(),
  /** On hand now. */
  available: Type.Integer(),
  /** Ordered from the supplier, not yet in. */
  onOrder: Type.Integer(),
  /** The staff member's own store (their salesperson's). */
  isMyStore: Type.Boolean(),
});
export type StoreStock = Static<typeof StoreStock>;

export const StockAnswer = Type.Object({
  sku: Type.String(),
  stockStatus: Type.String(),
  totalAvailable: Type.Integer(),
  stores: Type.Array(StoreStock),
});
export type StockAnswer = Static<typeof StockAnswer>;

/** GET /api/product/competitor-prices?sku. */
export const CompetitorPricesQuery = Type.Object({ sku: Sku });

export const CompetitorPrice = Type.Object({
  competitor: Type.String(),
  price: Type.Number(),
  /** The competitor's product page. */
  url: Type.String(),
  /** When the price was last checked (ISO time). */
  checked: Type.String(),
});
export type CompetitorPrice = Static<typeof CompetitorPrice>;

export const CompetitorPrices = Type.Object({
  sku: Type.String(),
  ourPrice: Type.Number(),
  currency: Type.String(),
  /** The competitors that sell it, cheapest first. */
  prices: Type.Array(CompetitorPrice),
});
export type CompetitorPrices = Static<typeof CompetitorPrices>;
