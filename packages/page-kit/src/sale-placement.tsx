import type { ImgHTMLAttributes } from "react";
import { useQuery } from "@tanstack/react-query";
import { shellQueries, type Sale, type SaleImage, type SalePlacement } from "@storefront/api-client/content";
import { useApiClient } from "@storefront/api-client/react";
import { useRootData } from "./root-data";

/** A placement of the running sale: the sale and that placement's image. */
export interface SalePlacementView {
  sale: Sale;
  image: SaleImage;
}

/**
 * The image of one of the sale's seven placements (spec 3 §3: category badge, checkout banner,
 * footer banner, home page banner, nav icon, price tag, site-wide header banners), or null when
 * no sale is on or the sale has no image for it. The one rule every placement follows, whichever
 * package draws it (catalogue, shell, checkout).
 */
export function salePlacementOf(sale: Sale | undefined, placement: SalePlacement): SalePlacementView | null {
  if (!sale?.isSaleOn) return null;
  const image = sale.images[placement];
  return image?.src ? { sale, image } : null;
}

/**
 * The sale of the day (GET /api/promotion/sale): the root loader's read (every page's first HTML
 * has it) starts the browser's cache, which every placement, the sale page and the footer share.
 */
export function useSaleOfTheDay(): Sale | undefined {
  const fromRoot = useRootData()?.sale ?? undefined;
  // Counted as old: the browser asks once after hydration, so a page kept open past midnight or
  // served from a cache catches up with the day's sale.
  return useQuery({ ...shellQueries.sale(useApiClient()), initialData: fromRoot, initialDataUpdatedAt: 0 }).data;
}

/** `salePlacementOf` on the sale of the day. */
export function useSalePlacement(placement: SalePlacement): SalePlacementView | null {
  return salePlacementOf(useSaleOfTheDay(), placement);
}

const numeric = (value: string | undefined) => (value && /^\d{1,4}$/.test(value) ? Number(value) : undefined);

export type SaleArtworkProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height" | "alt"> & {
  image: SaleImage;
  /** The image's text alternative; "" where the words beside it already say what it says. */
  alt: string;
};

/**
 * A placement's image, with the width and height the sale gives (so its box is kept before it
 * loads: no layout shift). Only those two of the answer's attributes reach the element: an answer
 * never sets event handlers or styles on the page.
 */
export function SaleArtwork({ image, alt, ...rest }: SaleArtworkProps) {
  return <img src={image.src} alt={alt} width={numeric(image.attributes.width)} height={numeric(image.attributes.height)} {...rest} />;
}
