/** Products: details, extended data, upsells, features, specifications, meta and price history (spec 1 §7). */
export type {
  ConditionLabel,
  CrossSellAnswer,
  ExtendedProduct,
  Manufacturer,
  PriceHistory,
  PricePoint,
  PriceSource,
  ProductDetail,
  ProductFeature,
  ProductFeaturesAnswer,
  ProductImage,
  ProductMeta,
  ProductSpecificationsAnswer,
  ProductSummary,
  Ribbon,
  RibbonType,
  SpecificationGroup,
  StockStatus,
  UpsellOption,
  UpsellOptionsAnswer,
} from "@storefront/api-contract/product";

/** A product named by its id or its SKU. */
export type ProductRef = { id: number } | { sku: string };
