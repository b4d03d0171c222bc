import type { SaleImages, SalePlacement } from "@storefront/api-contract/content";

/** Where the sale's artwork is served (GET /api/images/sale/{file}); the answer's baseImagePath. */
export const SALE_IMAGE_PATH = "/api/images/sale/";

/**
 * The sale's artwork per placement (spec 3 §3 names the placements; files and sizes ours). Every
 * seeded sale has all seven; the images are drawn from the sale's name and colour.
 */
export const SALE_ARTWORK: Record<SalePlacement, { file: string; width: number; height: number }> = {
  categoryBadge: { file: "category-badge.svg", width: 120, height: 40 },
  checkoutBanner: { file: "checkout-banner.svg", width: 1200, height: 72 },
  footerBanner: { file: "footer-banner.svg", width: 480, height: 120 },
  homePageBanner: { file: "home-page-banner.svg", width: 1600, height: 400 },
  navIcon: { file: "nav-icon.svg", width: 32, height: 32 },
  priceTag: { file: "price-tag.svg", width: 96, height: 32 },
  siteWideHeaderBanners: { file: "site-wide-header-banner.svg", width: 1600, height: 60 },
};

/** The answer's images: each placement's address under baseImagePath and its element's attributes. */
export function saleImages(name: string): SaleImages {
  const entries = Object.entries(SALE_ARTWORK).map(([placement, { file, width, height }]) => [
    placement,
    { src: `${SALE_IMAGE_PATH}${file}`, attributes: { alt: name, width: String(width), height: String(height) } },
  ]);
  return Object.fromEntries(entries) as SaleImages;
}

/** The placement size of an artwork file, or undefined for a file no placement has. */
export function saleArtworkSize(file: string): { width: number; height: number } | undefined {
  return Object.values(SALE_ARTWORK).find((artwork) => artwork.file === file);
}
