import type { StorefrontId } from "../storefronts";
import type { ProductRow } from "./catalogue";
import { sellersOf } from "./catalogue-data";
import { addDays, slugify } from "./dates";
import { hashString, Random } from "./random";

/** The trade storefront (BRANDS.md: aol, electrical trade): its own offers speak to the trade. */
const TRADE_STOREFRONT: StorefrontId = "aol";

/**
 * Where each of the seed's twelve promotions runs, in the order their dates and products are
 * drawn: a promotion about a category runs on the storefronts that sell it (no 'Laundry Days' on
 * the furniture brand), a general one on every storefront, or every storefront but the trade one
 * where it is a shopper's offer (cashback, bonus gifts, a spring sale).
 */
const PROMOTION_AUDIENCES: { title: string; audience: string[] | "everyone" | "shoppers" }[] = [
  { title: "Kitchen Event", audience: ["kitchen"] },
  { title: "Laundry Days", audience: ["laundry"] },
  { title: "Big Screen Sale", audience: ["tv-audio"] },
  { title: "Summer BBQ Offers", audience: ["outdoor"] },
  { title: "Furniture Clearance", audience: ["furniture"] },
  { title: "Bonus Gift Offers", audience: "shoppers" },
  { title: "Cashback Weeks", audience: "shoppers" },
  { title: "Runout Deals", audience: "everyone" },
  { title: "Coffee Lovers", audience: ["kitchen"] },
  { title: "Cool Savings", audience: ["heating-cooling"] },
  { title: "Last Season's Offers", audience: "everyone" },
  { title: "Coming Soon: Spring Sale", audience: "shoppers" },
];

export const PROMOTION_TITLES = PROMOTION_AUDIENCES.map((promotion) => promotion.title);

/** The storefronts the i-th of the twelve promotions runs on. */
export function promotionStorefronts(index: number, storefronts: readonly StorefrontId[]): StorefrontId[] {
  const audience = PROMOTION_AUDIENCES[index]?.audience ?? "everyone";
  if (audience === "everyone") return [...storefronts];
  if (audience === "shoppers") return storefronts.filter((id) => id !== TRADE_STOREFRONT);
  const sellers = sellersOf(audience);
  return storefronts.filter((id) => sellers.includes(id));
}

/**
 * A brand's own promotions, beside the twelve: the trade storefront's speak to electricians,
 * builders and installers; the furniture brand's are about rooms, not appliances.
 */
const BRAND_PROMOTIONS: { storefront: StorefrontId; title: string; summary: string; ribbon: string; categories: string[] }[] = [
  {
    storefront: TRADE_STOREFRONT,
    title: "Trade Kitchen Packages",
    summary: "Trade prices on ovens, cooktops, rangehoods and dishwashers for your next fit-out, delivered to site.",
    ribbon: "special-offer",
    categories: ["kitchen"],
  },
  {
    storefront: TRADE_STOREFRONT,
    title: "Installer Climate Deals",
    summary: "Split systems and heaters at installer prices for trade account holders, while stocks last.",
    ribbon: "sale",
    categories: ["heating-cooling"],
  },
  {
    storefront: TRADE_STOREFRONT,
    title: "Laundry Trade Offers",
    summary: "Washers and dryers for rentals, builds and replacements at trade prices, with delivery to site.",
    ribbon: "bonus",
    categories: ["laundry"],
  },
  {
    storefront: "fk",
    title: "Sofa and Dining Event",
    summary: "Sofas, dining tables and chairs for every room, delivered and placed where you want them.",
    ribbon: "sale",
    categories: ["sofas", "dining"],
  },
  {
    storefront: "fk",
    title: "Bedroom Refresh",
    summary: "Beds and bedroom furniture at new-season prices, while stocks last.",
    ribbon: "special-offer",
    categories: ["beds"],
  },
];

export interface BrandPromotion {
  row: {
    slug: string;
    title: string;
    summary: string;
    terms: string;
    ribbon: string;
    startsOn: string;
    endsOn: string;
    storefronts: StorefrontId[];
  };
  productIds: number[];
}

/**
 * The brand promotions of the storefronts there are, running now, each over up to 40 discounted
 * products of its categories that its storefront sells. They draw from a generator of their own,
 * so the twelve promotions and every row seeded after them stay as they were.
 */
export function buildBrandPromotions(
  seed: number,
  anchorDate: string,
  products: ProductRow[],
  storefronts: readonly StorefrontId[],
): BrandPromotion[] {
  const random = new Random(hashString(`brand-promotions:${seed}`));
  return BRAND_PROMOTIONS.filter((promotion) => storefronts.includes(promotion.storefront)).map((promotion) => {
    const matching = products.filter(
      (p) =>
        p.priceAud < p.rrpAud &&
        p.storefronts.includes(promotion.storefront) &&
        p.categoryPath.split("/").some((segment) => promotion.categories.includes(segment)),
    );
    return {
      row: {
        slug: slugify(promotion.title),
        title: promotion.title,
        summary: promotion.summary,
        terms: "Offer valid on selected products between the dates shown, while stocks last. Not available with any other offer.",
        ribbon: promotion.ribbon,
        startsOn: addDays(anchorDate, -random.int(1, 20)),
        endsOn: addDays(anchorDate, random.int(14, 45)),
        storefronts: [promotion.storefront],
      },
      productIds: random.sample(matching, 40).map((p) => p.id),
    };
  });
}
