/** The product answers (spec 1 §3 and §7): the listing card, the product page record and the calls beside it. */
import { NamedLink, Nullable, StringEnum, Type, type Static } from "./common";

export const CURRENCIES = ["AUD", "NZD"] as const;
export const Currency = StringEnum(CURRENCIES);
export type Currency = Static<typeof Currency>;

export const STOCK_STATUSES = ["noStock", "supersededAndNoStock", "inStock", "backOrder", "indeterminate"] as const;
export const StockStatus = StringEnum(STOCK_STATUSES);
export type StockStatus = Static<typeof StockStatus>;

export const PRICE_SOURCES = ["winning", "manufacturer"] as const;
export const PriceSource = StringEnum(PRICE_SOURCES);
export type PriceSource = Static<typeof PriceSource>;

/** spec 1 §3 ribbon types. */
export const RIBBON_TYPES = ["save", "catalogue-item", "cashback", "win", "new", "bonus", "special-offer", "sale"] as const;
export const RibbonType = StringEnum(RIBBON_TYPES);
export type RibbonType = Static<typeof RibbonType>;

export const CONDITION_LABELS = ["Cosmetic Imperfection", "New Condition", "Brand New Runout"] as const;
export const ConditionLabel = StringEnum(CONDITION_LABELS);
export type ConditionLabel = Static<typeof ConditionLabel>;

export const Ribbon = Type.Object({ type: RibbonType, text: Type.String() });
export type Ribbon = Static<typeof Ribbon>;

export const ProductImage = Type.Object({
  url: Type.String(),
  thumbUrl: Type.String(),
  path: Type.String(),
  type: Type.String(),
  alt: Type.String(),
});
export type ProductImage = Static<typeof ProductImage>;

export const Manufacturer = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), thumbnail: Type.String() });
export type Manufacturer = Static<typeof Manufacturer>;

const productSummaryProperties = {
  productId: Type.Integer(),
  sku: Type.String(),
  slug: Type.String(),
  uri: Type.String(),
  title: Type.String(),
  brand: Type.String(),
  manufacturer: Type.Optional(Manufacturer),
  category: Type.Optional(Type.String()),
  categoryPath: Type.Optional(Type.String()),
  currency: Currency,
  price: Type.Number(),
  rrp: Type.Number(),
  discountOffRrp: Type.Optional(Type.Number()),
  percentageDiscountOffRrp: Type.Optional(Type.Number()),
  /**
   * Ours (issue 45 item 3): the deals club member price of the catalogue's member offer, or null.
   * Storefronts show it, and carts charge it to members, only where dealsClubEnabled is on.
   */
  memberPrice: Type.Optional(Nullable(Type.Number())),
  ribbons: Type.Array(Ribbon),
  stockStatus: StockStatus,
  priceSource: Type.Optional(PriceSource),
  condition: Type.Optional(Nullable(Type.Object({ label: ConditionLabel, badgeStyle: StringEnum(["brand-new", "unavailable"] as const) }))),
  missingParts: Type.Optional(Nullable(Type.String())),
  rating: Type.Optional(Type.Number()),
  reviewCount: Type.Optional(Type.Integer()),
  image: Type.Optional(Type.String()),
  images: Type.Array(ProductImage),
};

/** A product in listings, search results and the compare tray. */
export const ProductSummary = Type.Object(productSummaryProperties);
export type ProductSummary = Static<typeof ProductSummary>;

export const ProductFeature = Type.Object({ title: Type.String(), description: Type.String() });
export type ProductFeature = Static<typeof ProductFeature>;

export const SpecificationGroup = Type.Object({
  group: Type.String(),
  items: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
});
export type SpecificationGroup = Static<typeof SpecificationGroup>;

const productDetailProperties = {
  ...productSummaryProperties,
  description: Type.String(),
  releasedOn: Type.Optional(Type.String()),
  categorization: Type.Optional(Type.String()),
  breadcrumbs: Type.Array(NamedLink),
  pricing: Type.Object({
    text: Type.String(),
    value: Type.Number(),
    tooltip: Type.String(),
    isValuePromise: Type.Boolean(),
    isPriceMatchGuarantee: Type.Boolean(),
    hasDiscount: Type.Boolean(),
  }),
  featureTags: Type.Optional(Type.Array(Type.String())),
  specifications: Type.Array(SpecificationGroup),
  features: Type.Array(ProductFeature),
};

/** The product page record: GET /api/v2/product/slug/{slug}, id/{id} and sku/{sku}. */
export const ProductDetail = Type.Object(productDetailProperties);
export type ProductDetail = Static<typeof ProductDetail>;

export const UPSELL_OPTION_TYPES = ["warranty", "installation", "removal", "delivery"] as const;
export const UpsellOption = Type.Object({
  id: Type.String(),
  type: StringEnum(UPSELL_OPTION_TYPES),
  title: Type.String(),
  price: Type.Number(),
});
export type UpsellOption = Static<typeof UpsellOption>;

export const PricePoint = Type.Object({ date: Type.String(), price: Type.Number() });
export type PricePoint = Static<typeof PricePoint>;

/** GET /api/v2/product/extended/id/{id}. */
export const ExtendedProduct = Type.Object({
  ...productDetailProperties,
  upsellOptions: Type.Array(UpsellOption),
  priceHistory: Type.Array(PricePoint),
});
export type ExtendedProduct = Static<typeof ExtendedProduct>;

/** GET /api/v2/product/upselloptions/sku/{sku}. */
export const UpsellOptionsAnswer = Type.Object({ sku: Type.String(), currency: Type.String(), options: Type.Array(UpsellOption) });
export type UpsellOptionsAnswer = Static<typeof UpsellOptionsAnswer>;

/** GET /api/product/features/{id/{id}|sku/{sku}}. */
export const ProductFeaturesAnswer = Type.Object({ productId: Type.Integer(), sku: Type.String(), features: Type.Array(ProductFeature) });
export type ProductFeaturesAnswer = Static<typeof ProductFeaturesAnswer>;

/** GET /api/v2/product/specifications/{id/{id}|sku/{sku}}. */
export const ProductSpecificationsAnswer = Type.Object({
  productId: Type.Integer(),
  sku: Type.String(),
  specifications: Type.Array(SpecificationGroup),
});
export type ProductSpecificationsAnswer = Static<typeof ProductSpecificationsAnswer>;

/** GET /api/meta/product/{id}: social share tags (spec 1 §3). */
export const ProductMeta = Type.Object({
  title: Type.String(),
  description: Type.String(),
  url: Type.String(),
  type: StringEnum(["article", "product", "product.group", "website"] as const),
  image: Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() }),
});
export type ProductMeta = Static<typeof ProductMeta>;

/** GET /api/pricehistory/get-price-history/{sku}. */
export const PriceHistory = Type.Object({
  sku: Type.String(),
  currency: Type.String(),
  currentPrice: Type.Number(),
  lowestPrice: Type.Number(),
  highestPrice: Type.Number(),
  points: Type.Array(PricePoint),
});
export type PriceHistory = Static<typeof PriceHistory>;

/** GET /api/v2/product/crosssell/sku/{sku}: products bought with this one (issue 20, the CrossSellEnabled strip). */
export const CrossSellAnswer = Type.Object({ sku: Type.String(), products: Type.Array(ProductSummary) });
export type CrossSellAnswer = Static<typeof CrossSellAnswer>;
