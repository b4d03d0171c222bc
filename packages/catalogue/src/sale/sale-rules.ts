import { DEFAULT_SALE_COLOUR, type Sale } from "@storefront/api-client/content";
import { readWithExpiry, writeWithExpiry } from "@storefront/page-kit/expiring-storage";
import { contrastRatio } from "@storefront/ui-kit/theme";

/** Where the sale footer's dismissal is kept (page-kit's expiring storage, camelCase like `checkoutSession`). */
export const SALE_FOOTER_DISMISSED_KEY = "saleFooterDismissed";
/** spec 3 §9: the sale footer's dismissal is remembered for 1440 minutes (one day, spec 3 §4). */
export const SALE_FOOTER_DISMISS_MINUTES = 1440;
/** spec 3 §9: the footer banner's default clip path, a polygon starting at 38 percent. */
export const SALE_FOOTER_CLIP_PATH = "polygon(38% 0, 100% 0, 100% 100%, 0 100%)";

/** spec 3 §2: the offers tile's default words. */
export const OFFERS_TILE_TITLE = "Hot Offers";
export const OFFERS_TILE_TEXT = "Check out our daily hot deals";

/** The words of the sale's placements the catalogue draws (spec 3 §3; ours). */
export const salePlacementTexts = {
  categoryBadge: (name: string) => `${name}: shop the sale`,
  priceTag: (name: string) => `${name} price`,
} as const;

export const saleFooterTexts = {
  dismiss: "Dismiss sale banner",
  shop: "Shop the sale",
} as const;

/** The sale's colour when it is a hex colour, else the default (spec 3 §9): never raw CSS from an answer. */
export function saleColour(sale: Pick<Sale, "colour">): string {
  return /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(sale.colour) ? sale.colour : DEFAULT_SALE_COLOUR;
}

/** White on the sale colour where it reads (WCAG AA 4.5:1), else near-black. */
export function saleTextColour(colour: string): string {
  return contrastRatio(colour, "#ffffff") >= 4.5 ? "#ffffff" : "#1a1a1a";
}

/** Whether the shopper dismissed this sale's footer less than a day ago. */
export function isSaleFooterDismissed(saleName: string, now: number = Date.now()): boolean {
  return readWithExpiry<string>(SALE_FOOTER_DISMISSED_KEY, now) === saleName;
}

/** Remembers the dismissal of this sale's footer for 1440 minutes; a new sale shows again. */
export function dismissSaleFooter(saleName: string, now: number = Date.now()): void {
  writeWithExpiry(SALE_FOOTER_DISMISSED_KEY, saleName, SALE_FOOTER_DISMISS_MINUTES, now);
}

/** Where the offers tile leads: the sale while one is on, else the promotions page. */
export function offersHref(sale: Pick<Sale, "isSaleOn" | "url"> | undefined): string {
  return sale?.isSaleOn ? sale.url : "/promotions";
}
