import type { ConditionLabel, PriceSource, RibbonType, StockStatus } from "@storefront/api-contract/product";
import type { ProductFeature, SpecificationGroup } from "../db/schema";
import type { StorefrontId } from "../storefronts";
import { CATEGORY_TREE, COLOURS, MANUFACTURERS, type LeafCategory } from "./catalogue-data";
import { addDays, slugify } from "./dates";
import type { Random } from "./random";

/** The demo catalogue's size (`pnpm start`, the tests); the seed command takes any other (`--products`). */
export const PRODUCT_COUNT = 2400;

export const STOCK_STATUSES = [
  "inStock",
  "inStock",
  "inStock",
  "inStock",
  "backOrder",
  "noStock",
  "supersededAndNoStock",
  "indeterminate",
] as const;

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  path: string;
  parentId: number | null;
  productType: string;
  sortOrder: number;
  storefronts: StorefrontId[];
}

export interface ManufacturerRow {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface ProductRow {
  id: number;
  sku: string;
  slug: string;
  title: string;
  description: string;
  manufacturerId: number;
  categoryId: number;
  categoryPath: string;
  productType: string;
  priceAud: number;
  rrpAud: number;
  priceNzd: number;
  rrpNzd: number;
  memberPriceAud: number | null;
  memberPriceNzd: number | null;
  priceSource: PriceSource;
  stockStatus: StockStatus;
  conditionLabel: ConditionLabel | null;
  missingParts: string | null;
  ribbons: RibbonType[];
  featureTags: string[];
  specifications: SpecificationGroup[];
  features: ProductFeature[];
  imageCount: number;
  rating: number;
  reviewCount: number;
  storefronts: StorefrontId[];
  searchText: string;
  releasedOn: string;
}

export interface PriceHistoryRow {
  productId: number;
  effectiveOn: string;
  priceAud: number;
  priceNzd: number;
}

export interface Catalogue {
  categories: CategoryRow[];
  manufacturers: ManufacturerRow[];
  products: ProductRow[];
  priceHistory: PriceHistoryRow[];
}

/** A retail price: whole dollars ending in 9 (or .95 under $100). */
function retailPrice(value: number): number {
  if (value < 100) return Math.floor(value) + 0.95;
  return Math.max(9, Math.round(value / 10) * 10 - 1);
}

const toNzd = (aud: number) => retailPrice(aud * 1.09);

/**
 * The deals club's member offer (issue 45 item 3): every fifth product is 7% under its price for
 * members, where the storefront runs the club. By id, not the random stream, so the rest of the
 * catalogue stays what it was.
 */
export const MEMBER_OFFER_EVERY = 5;
function memberPriceOf(id: number, price: number): number | null {
  if (id % MEMBER_OFFER_EVERY !== 0) return null;
  const member = retailPrice(price * 0.93);
  return member < price ? member : null;
}

const formatSize = (value: number, unit: string) => `${value}${unit}`;

/**
 * The fixed categories and manufacturers, then `productCount` products (PRODUCT_COUNT by default)
 * spread by category weight. SKUs count up per maker prefix and product type, and a slug ends with
 * its SKU, so both stay unique at any size.
 */
export function buildCatalogue(random: Random, anchorDate: string, productCount: number = PRODUCT_COUNT): Catalogue {
  const categories: CategoryRow[] = [];
  const leafIds = new Map<string, { row: CategoryRow; leaf: LeafCategory }>();
  let categoryId = 0;
  CATEGORY_TREE.forEach((top, topIndex) => {
    const topRow: CategoryRow = {
      id: ++categoryId,
      slug: top.slug,
      name: top.name,
      path: top.slug,
      parentId: null,
      productType: top.leaves[0]?.type ?? "fridge",
      sortOrder: topIndex + 1,
      storefronts: top.storefronts,
    };
    categories.push(topRow);
    top.leaves.forEach((leaf, leafIndex) => {
      const row: CategoryRow = {
        id: ++categoryId,
        slug: leaf.slug,
        name: leaf.name,
        path: `${top.slug}/${leaf.slug}`,
        parentId: topRow.id,
        productType: leaf.type,
        sortOrder: leafIndex + 1,
        storefronts: top.storefronts,
      };
      categories.push(row);
      leafIds.set(leaf.slug, { row, leaf });
    });
  });

  const manufacturers: ManufacturerRow[] = MANUFACTURERS.map((m, index) => ({
    id: index + 1,
    slug: slugify(m.name),
    name: m.name,
    description: `${m.name} designs ${m.makes.length > 3 ? "a wide range of home appliances" : "specialist products"} with ${m.series.join(", ")} ranges, backed by local service and parts.`,
  }));

  const leaves = [...leafIds.values()];
  const totalWeight = leaves.reduce((sum, l) => sum + l.leaf.weight, 0);
  const products: ProductRow[] = [];
  const priceHistory: PriceHistoryRow[] = [];
  const skuCounters = new Map<string, number>();

  for (const { row: category, leaf } of leaves) {
    const count = Math.round((leaf.weight / totalWeight) * productCount);
    const makers = MANUFACTURERS.map((m, i) => ({ m, id: i + 1 })).filter((x) => x.m.makes.includes(leaf.slug));
    for (let n = 0; n < count; n++) {
      const maker = random.pick(makers);
      const manufacturer = manufacturers[maker.id - 1] as ManufacturerRow;
      const style = random.pick(leaf.styles);
      const sizeIndex = random.int(0, leaf.sizes.length - 1);
      const [sizeValue, sizeUnit] = leaf.sizes[sizeIndex] as [number, string];
      const series = random.pick(maker.m.series);
      const colour = random.pick(COLOURS);
      const prefix = manufacturer.name
        .replace(/[^A-Za-z]/g, "")
        .slice(0, 3)
        .toUpperCase();
      const typeCode = leaf.type.slice(0, 2).toUpperCase();
      const counterKey = prefix + typeCode;
      const serial = (skuCounters.get(counterKey) ?? 1000) + random.int(1, 9);
      skuCounters.set(counterKey, serial);
      const sku = `${prefix}-${typeCode}${serial}`;
      const model = `${typeCode}${serial}${colour.slice(0, 1)}`;
      const title = `${manufacturer.name} ${series} ${formatSize(sizeValue, sizeUnit)} ${style} ${leaf.noun}`;
      const slug = `${slugify(title)}-${sku.toLowerCase()}`;

      // Bigger sizes cost more: place the price inside the range by size, with some spread.
      const [low, high] = leaf.priceRange;
      const position = (sizeIndex + random.next()) / leaf.sizes.length;
      const rrpAud = retailPrice(low + (high - low) * position);
      const discounted = random.chance(0.45);
      const discountShare = discounted ? random.pick([0.03, 0.05, 0.08, 0.1, 0.15, 0.2, 0.25, 0.3]) : 0;
      const priceAud = discounted ? retailPrice(rrpAud * (1 - discountShare)) : rrpAud;
      const percentOff = (rrpAud - priceAud) / rrpAud;

      const featureCount = random.int(1, Math.min(4, leaf.features.length));
      const chosenFeatures = random.sample(leaf.features, featureCount);
      const releasedOn = addDays(anchorDate, -random.int(0, 900));
      const isNew = releasedOn >= addDays(anchorDate, -60);

      const ribbons: RibbonType[] = [];
      if (percentOff >= 0.05) ribbons.push("save");
      if (isNew) ribbons.push("new");
      if (random.chance(0.06))
        ribbons.push(random.pick<RibbonType>(["cashback", "bonus", "catalogue-item", "win", "special-offer", "sale"]));

      const conditionRoll = random.next();
      const conditionLabel: ConditionLabel | null =
        conditionRoll < 0.05
          ? "Cosmetic Imperfection"
          : conditionRoll < 0.09
            ? "Brand New Runout"
            : conditionRoll < 0.2
              ? "New Condition"
              : null;
      const missingParts =
        conditionLabel === "Cosmetic Imperfection" && random.chance(0.4)
          ? random.pick(["shelf", "user manual", "remote control", "trim kit"])
          : null;

      const storefronts = category.storefronts.filter((s) => {
        if (s === "andoo") return random.chance(0.8);
        if (s === "aol-nz") return random.chance(0.7);
        return true;
      });
      if (storefronts.length === 0) storefronts.push("wa");

      const [h, w, d] = leaf.dimensions;
      const scale = 0.8 + (sizeIndex / Math.max(1, leaf.sizes.length - 1)) * 0.4;
      const energyStars = random.int(2, 6);
      const specifications: SpecificationGroup[] = [
        {
          group: "General",
          items: [
            { name: "Brand", value: manufacturer.name },
            { name: "Model number", value: model },
            { name: "Colour", value: colour },
            { name: "Style", value: style },
            { name: "Manufacturer's warranty", value: `${random.pick([1, 2, 2, 3, 5])} years` },
          ],
        },
        {
          group: "Dimensions",
          items: [
            { name: "Height", value: `${Math.round(h * scale)} mm` },
            { name: "Width", value: `${Math.round(w * scale)} mm` },
            { name: "Depth", value: `${Math.round(d * scale)} mm` },
          ],
        },
        {
          group: "Performance",
          items: [
            { name: leaf.sizeLabel, value: formatSize(sizeValue, sizeUnit).trim() },
            ...(["fridge", "freezer", "washer", "dryer", "dishwasher", "tv", "aircon"].includes(leaf.type)
              ? [{ name: "Energy rating", value: `${energyStars} stars` }]
              : []),
          ],
        },
      ];

      const rating = Math.round((3 + random.next() * 2) * 10) / 10;
      const product: ProductRow = {
        id: products.length + 1,
        sku,
        slug,
        title,
        description: `The ${title} brings ${chosenFeatures.map((x) => x.label.toLowerCase()).join(", ")} to your home in ${colour.toLowerCase()}. ${chosenFeatures[0]?.description ?? ""}`,
        manufacturerId: manufacturer.id,
        categoryId: category.id,
        categoryPath: category.path,
        productType: leaf.type,
        priceAud,
        rrpAud,
        priceNzd: toNzd(priceAud),
        rrpNzd: toNzd(rrpAud),
        memberPriceAud: memberPriceOf(products.length + 1, priceAud),
        memberPriceNzd: memberPriceOf(products.length + 1, toNzd(priceAud)),
        priceSource: random.chance(0.8) ? ("winning" as const) : ("manufacturer" as const),
        stockStatus: random.pick(STOCK_STATUSES),
        conditionLabel,
        missingParts,
        ribbons,
        featureTags: chosenFeatures.map((x) => x.tag),
        specifications,
        features: chosenFeatures.map((x) => ({ title: x.label, description: x.description })),
        imageCount: random.int(2, 4),
        rating,
        reviewCount: random.int(0, 480),
        storefronts,
        searchText: `${title} ${manufacturer.name} ${category.name} ${leaf.noun} ${style} ${colour} ${sku}`.toLowerCase(),
        releasedOn,
      };
      products.push(product);

      // Price history: from release to today, a few changes, ending at the current price.
      const changeDays = [releasedOn];
      const changes = random.int(2, 6);
      while (changeDays.length < changes) {
        const next = addDays(changeDays[changeDays.length - 1] as string, random.int(20, 120));
        if (next > anchorDate) break;
        changeDays.push(next);
      }
      changeDays.forEach((day, c) => {
        const audPrice = c === changeDays.length - 1 ? priceAud : retailPrice(rrpAud * (1 - random.pick([0, 0, 0.05, 0.1, 0.15])));
        priceHistory.push({ productId: product.id, effectiveOn: day, priceAud: audPrice, priceNzd: toNzd(audPrice) });
      });
    }
  }
  return { categories, manufacturers, products, priceHistory };
}

/** Words for search autocorrect, with how often each appears in the catalogue. */
export function buildVocabulary(products: ProductRow[]): { word: string; frequency: number }[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const word of product.searchText.split(/[^a-z0-9]+/)) {
      if (word.length < 3 || /^\d+$/.test(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()].map(([word, frequency]) => ({ word, frequency }));
}
