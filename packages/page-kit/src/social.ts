import type { PageType } from "./page-types";

/** spec 1 §3: the social share image sizes. */
export const SHARE_IMAGE_SIZES = {
  small: { width: 150, height: 150 },
  medium: { width: 350, height: 380 },
  large: { width: 1600, height: 630 },
} as const;

export type ShareImageSize = keyof typeof SHARE_IMAGE_SIZES;

/** spec 1 §3: the social share types. */
export type ShareType = "article" | "product" | "product.group" | "website";

/** A share image: relative to the storefront's origin or absolute, with its size in pixels. */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
}

/** What a page may hand the shell for its share tags (`page.social` in its loader data). */
export interface SocialShare {
  title?: string;
  description?: string;
  image?: ShareImage;
  type?: ShareType;
}

/** spec 1 §3: article for a static page, product for a product page, product.group for category and search, website otherwise. */
export function shareTypeOf(pageType: PageType | undefined): ShareType {
  switch (pageType) {
    case "static":
      return "article";
    case "product":
      return "product";
    case "categoryPage":
    case "search":
      return "product.group";
    default:
      return "website";
  }
}

/** A product image URL in one of the spec's sizes (the API draws each size on request). */
export function sizedImage(href: string, size: ShareImageSize): string {
  const [path] = href.split("?");
  return `${path}?size=${size === "small" ? "thumb" : size}`;
}

/** spec 3 §9: the canonical link is https, lower case, with a trailing slash only on the root. */
export function canonicalUrl(origin: string, pathname: string): string {
  const host = origin.replace(/^[a-z]+:\/\//i, "").replace(/\/+$/, "");
  const path = pathname.replace(/\/+$/, "");
  return `https://${host}${path || "/"}`.toLowerCase();
}
