/** JSON schemas of the product answers: they document the OpenAPI shapes and drive serialisation. */

const str = { type: "string" } as const;
const num = { type: "number" } as const;
const int = { type: "integer" } as const;
const nullableStr = { type: ["string", "null"] } as const;

export const imageSchema = {
  type: "object",
  properties: { url: str, thumbUrl: str, path: str, type: str, alt: str },
  required: ["url", "thumbUrl", "path", "type", "alt"],
} as const;

export const productSummarySchema = {
  type: "object",
  properties: {
    productId: int,
    sku: str,
    slug: str,
    uri: str,
    title: str,
    brand: str,
    manufacturer: {
      type: "object",
      properties: { id: int, name: str, slug: str, thumbnail: str },
      required: ["id", "name", "slug", "thumbnail"],
    },
    category: str,
    categoryPath: str,
    currency: { type: "string", enum: ["AUD", "NZD"] },
    price: num,
    rrp: num,
    discountOffRrp: num,
    percentageDiscountOffRrp: num,
    memberPrice: { type: ["number", "null"] },
    ribbons: {
      type: "array",
      items: {
        type: "object",
        properties: {
          type: { type: "string", enum: ["save", "catalogue-item", "cashback", "win", "new", "bonus", "special-offer", "sale"] },
          text: str,
        },
        required: ["type", "text"],
      },
    },
    stockStatus: { type: "string", enum: ["noStock", "supersededAndNoStock", "inStock", "backOrder", "indeterminate"] },
    priceSource: { type: "string", enum: ["winning", "manufacturer"] },
    condition: {
      type: ["object", "null"],
      properties: {
        label: { type: "string", enum: ["Cosmetic Imperfection", "New Condition", "Brand New Runout"] },
        badgeStyle: { type: "string", enum: ["brand-new", "unavailable"] },
      },
      required: ["label", "badgeStyle"],
    },
    missingParts: nullableStr,
    rating: num,
    reviewCount: int,
    image: str,
    images: { type: "array", items: imageSchema },
  },
  required: ["productId", "sku", "slug", "uri", "title", "brand", "price", "rrp", "currency", "images", "ribbons", "stockStatus"],
} as const;

export const specificationsSchema = {
  type: "array",
  items: {
    type: "object",
    properties: {
      group: str,
      items: { type: "array", items: { type: "object", properties: { name: str, value: str }, required: ["name", "value"] } },
    },
    required: ["group", "items"],
  },
} as const;

export const featuresSchema = {
  type: "array",
  items: { type: "object", properties: { title: str, description: str }, required: ["title", "description"] },
} as const;

export const productDetailSchema = {
  type: "object",
  properties: {
    ...productSummarySchema.properties,
    description: str,
    releasedOn: str,
    categorization: str,
    breadcrumbs: { type: "array", items: { type: "object", properties: { name: str, uri: str }, required: ["name", "uri"] } },
    pricing: {
      type: "object",
      properties: {
        text: str,
        value: num,
        tooltip: str,
        isValuePromise: { type: "boolean" },
        isPriceMatchGuarantee: { type: "boolean" },
        hasDiscount: { type: "boolean" },
      },
      required: ["text", "value", "tooltip", "isValuePromise", "isPriceMatchGuarantee", "hasDiscount"],
    },
    featureTags: { type: "array", items: str },
    specifications: specificationsSchema,
    features: featuresSchema,
  },
  required: [...productSummarySchema.required, "description", "breadcrumbs", "pricing", "specifications", "features"],
} as const;

export const upsellOptionsSchema = {
  type: "array",
  items: {
    type: "object",
    properties: { id: str, type: { type: "string", enum: ["warranty", "installation", "removal", "delivery"] }, title: str, price: num },
    required: ["id", "type", "title", "price"],
  },
} as const;
