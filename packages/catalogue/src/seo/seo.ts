import type { MetaDescriptor } from "react-router";
import { pageTitle, rootDataOf, type MetaMatch } from "@storefront/shell/page";

/** spec 1 §3: the social share types. */
export type SocialType = "article" | "product" | "product.group" | "website";

export interface SocialImage {
  url: string;
  width: number;
  height: number;
}

/** spec 1 §3: social share image sizes. */
export const SOCIAL_IMAGE_SIZES = {
  small: { width: 150, height: 150 },
  medium: { width: 350, height: 380 },
  large: { width: 1600, height: 630 },
} as const;

export type SocialImageSize = keyof typeof SOCIAL_IMAGE_SIZES;

/**
 * What the shell's head reads from a page's loader data (`page.title`, `page.social`): it writes
 * the canonical link and the social share tags into the server HTML for every route, so a page
 * only says what is particular to it. The route's own meta adds the document title and
 * description.
 */
export interface PageSeo {
  /** Without ' | company': the shell and the meta function add it (spec 3 §9). */
  title: string;
  description?: string;
  social: {
    type: SocialType;
    description?: string;
    image?: SocialImage;
  };
}

/** A product image URL in one of the spec's sizes (the API draws each size on request). */
export function sizedImage(href: string, size: SocialImageSize): string {
  const [path] = href.split("?");
  return `${path}?size=${size === "small" ? "thumb" : size}`;
}

export interface PageSeoInput {
  title: string;
  description?: string;
  type?: SocialType;
  /** Relative to the storefront's origin or absolute, with its size in pixels. */
  image?: SocialImage;
}

/** A page's head facts, computed in its loader. */
export function pageSeo(input: PageSeoInput): PageSeo {
  return {
    title: input.title,
    description: input.description,
    social: { type: input.type ?? "website", description: input.description, image: input.image },
  };
}

interface MetaArgsLike {
  data?: unknown;
  loaderData?: unknown;
  error?: unknown;
  matches: ReadonlyArray<MetaMatch | undefined>;
}

/** Reads the PageSeo fields from a loadPage answer. */
export function seoOf(data: unknown): PageSeo | undefined {
  const page = (data as { page?: Partial<PageSeo> } | undefined)?.page;
  return page?.title && page.social ? (page as PageSeo) : undefined;
}

/**
 * A route's meta function: the page's title with ' | company' and its description; without
 * loader data (an error answer) the fallback title, or 'Page not found' for a 404.
 */
export function seoMeta(fallbackTitle: string) {
  return ({ data, loaderData, error, matches }: MetaArgsLike): MetaDescriptor[] => {
    const companyName = rootDataOf(matches)?.companyName;
    const seo = seoOf(loaderData ?? data);
    if (seo) {
      const tags: MetaDescriptor[] = [{ title: pageTitle(seo.title, companyName) }];
      if (seo.description) tags.push({ name: "description", content: seo.description });
      return tags;
    }
    const notFound = (error as { status?: number } | undefined)?.status === 404;
    return [{ title: pageTitle(notFound ? "Page not found" : fallbackTitle, companyName) }];
  };
}
