import type { ConditionLabel, ProductDetail, UpsellOption } from "@storefront/api-contract/product";
import { discountOffRrp, formatMoney, isDiscountShown } from "@storefront/validation/price";
import type { products } from "../db/schema";
import type { Storefront } from "../storefronts";
import { memberPriceIn, priceIn, rrpIn } from "./prices";
import type { ReferenceData } from "./reference-data";

/** The product answers of the contract, built from catalogue rows. */
export type ProductRecord = typeof products.$inferSelect;

const RIBBON_TEXT: Record<string, string> = {
  new: "New",
  "catalogue-item": "In the catalogue",
  cashback: "Cashback",
  win: "Win",
  bonus: "Bonus offer",
  "special-offer": "Special offer",
  sale: "Sale",
};

/** spec 1 §3: how a condition label's badge looks. */
const BADGE_STYLES: Record<ConditionLabel, "brand-new" | "unavailable"> = {
  "Brand New Runout": "brand-new",
  "Cosmetic Imperfection": "unavailable",
  "New Condition": "brand-new",
};

export function productImages(product: Pick<ProductRecord, "sku" | "title" | "imageCount">) {
  const sku = encodeURIComponent(product.sku);
  return Array.from({ length: product.imageCount }, (_, index) => {
    const path = `/api/images/product/${sku}/${index + 1}.svg`;
    return { url: path, thumbUrl: `${path}?size=thumb`, path, type: "image", alt: `${product.title}, view ${index + 1}` };
  });
}

function prices(product: ProductRecord, storefront: Storefront) {
  const price = priceIn(product, storefront.currency);
  const rrp = rrpIn(product, storefront.currency);
  return { price, rrp, ...discountOffRrp(price, rrp) };
}

/** The listing card: what category, search and compare trays show. */
export function productSummary(product: ProductRecord, storefront: Storefront, reference: ReferenceData) {
  const manufacturer = reference.manufacturerById.get(product.manufacturerId);
  const category = reference.categoryById.get(product.categoryId);
  const { price, rrp, discountOffRrp: discount, percentageDiscountOffRrp } = prices(product, storefront);
  const images = productImages(product);
  return {
    productId: product.id,
    sku: product.sku,
    slug: product.slug,
    uri: `/p/${product.slug}`,
    title: product.title,
    brand: manufacturer?.name ?? "",
    manufacturer: {
      id: product.manufacturerId,
      name: manufacturer?.name ?? "",
      slug: manufacturer?.slug ?? "",
      thumbnail: `/api/images/brand/${manufacturer?.slug ?? "unknown"}.svg`,
    },
    category: category?.name ?? "",
    categoryPath: product.categoryPath,
    currency: storefront.currency,
    price,
    rrp,
    discountOffRrp: discount,
    percentageDiscountOffRrp: Math.round(percentageDiscountOffRrp * 10) / 10,
    memberPrice: memberPriceIn(product, storefront.currency),
    ribbons: product.ribbons.map((type) => ({
      type,
      text: type === "save" ? `Save ${formatMoney(discount, { currency: storefront.currency })}` : (RIBBON_TEXT[type] ?? type),
    })),
    stockStatus: product.stockStatus,
    priceSource: product.priceSource,
    condition: product.conditionLabel ? { label: product.conditionLabel, badgeStyle: BADGE_STYLES[product.conditionLabel] } : null,
    missingParts: product.missingParts ? `Missing parts: ${product.missingParts}` : null,
    rating: product.rating,
    reviewCount: product.reviewCount,
    image: images[0]?.url ?? "",
    images,
  };
}

/** The product page record: the summary plus pricing view, breadcrumbs, specifications and features. */
export function productDetail(
  product: ProductRecord,
  storefront: Storefront,
  reference: ReferenceData,
  priceOnDate?: number,
): ProductDetail {
  const summary = productSummary(product, storefront, reference);
  const price = priceOnDate ?? summary.price;
  const discount = discountOffRrp(price, summary.rrp);
  const category = reference.categoryById.get(product.categoryId);
  const parent = category?.parentId ? reference.categoryById.get(category.parentId) : undefined;
  const breadcrumbs = [
    ...(parent ? [{ name: parent.name, uri: `/c/${parent.path}` }] : []),
    ...(category ? [{ name: category.name, uri: `/c/${category.path}` }] : []),
    { name: product.title, uri: summary.uri },
  ];
  return {
    ...summary,
    price,
    discountOffRrp: discount.discountOffRrp,
    percentageDiscountOffRrp: Math.round(discount.percentageDiscountOffRrp * 10) / 10,
    description: product.description,
    releasedOn: product.releasedOn,
    breadcrumbs,
    categorization: product.categoryPath,
    pricing: {
      text: product.priceSource === "winning" ? "Our price" : "Manufacturer's price",
      value: price,
      tooltip:
        product.priceSource === "winning"
          ? "Our everyday price. Found it cheaper? We will match it."
          : "Price set by the manufacturer for all retailers.",
      isValuePromise: product.priceSource === "winning",
      isPriceMatchGuarantee: product.priceSource === "winning",
      hasDiscount: isDiscountShown(discount),
    },
    featureTags: product.featureTags,
    specifications: product.specifications,
    features: product.features,
  };
}

/** Extra services offered beside a product (spec 1 §7 upsell options; shape ours, see README). */
export function upsellOptions(product: ProductRecord, storefront: Storefront): UpsellOption[] {
  const { price } = prices(product, storefront);
  const warranty = (years: number, share: number) => ({
    id: `warranty-${years}y`,
    type: "warranty" as const,
    title: `${years} year extended warranty`,
    price: Math.max(49, Math.round((price * share) / 10) * 10 - 1),
  });
  const big = ["fridge", "freezer", "oven", "cooktop", "dishwasher", "washer", "dryer", "rangehood", "aircon"].includes(
    product.productType,
  );
  return [
    warranty(2, 0.06),
    warranty(3, 0.09),
    warranty(5, 0.14),
    ...(big
      ? [
          {
            id: "installation",
            type: "installation" as const,
            title: "Professional installation",
            price: product.productType === "aircon" ? 699 : 149,
          },
          { id: "removal", type: "removal" as const, title: "Remove and recycle your old appliance", price: 39 },
        ]
      : []),
    { id: "delivery-express", type: "delivery" as const, title: "Express delivery (next business day)", price: 49 },
  ];
}
