import type { MetaDescriptor } from "react-router";
import { pageDataOf, type RouteMatchLike } from "./loader-data";
import { rootDataOf, type RootData } from "./root-data";
import type { ShareImage, ShareType, SocialShare } from "./social";

/** spec 3 §9: titles get ' | company' added; the company's own name stays as it is. */
export function titleWithCompany(title: string, companyName: string | undefined): string {
  return companyName && title !== companyName ? `${title} | ${companyName}` : title;
}

/** A page's own head facts. */
export interface PageMeta {
  /** Without ' | company': the root's title template adds it. */
  title: string;
  description?: string;
  /** e.g. 'noindex, nofollow' for the sign-in pages. */
  robots?: string;
}

/**
 * The one SEO helper (after Hydrogen's getSeoMeta): the root's title template (spec 3 §9,
 * '{title} | {company}') merged with the page's own meta. Every route's meta goes through here.
 */
export function getSeoMeta(root: Pick<RootData, "companyName"> | undefined, page: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: titleWithCompany(page.title, root?.companyName) }];
  if (page.description) tags.push({ name: "description", content: page.description });
  if (page.robots) tags.push({ name: "robots", content: page.robots });
  return tags;
}

export interface MetaArgsLike {
  data?: unknown;
  loaderData?: unknown;
  error?: unknown;
  matches: ReadonlyArray<RouteMatchLike | undefined>;
}

/** A route's meta function for a page whose title is fixed (placeholders, sign-in pages, compare). */
export function pageMeta(title: string, extra: Omit<PageMeta, "title"> = {}) {
  return ({ matches }: MetaArgsLike): MetaDescriptor[] => getSeoMeta(rootDataOf(matches), { title, ...extra });
}

/**
 * What a page loader computes for the head (`page.title`, `page.social`): the route's meta writes
 * the title and description, the shell's head the canonical link and share tags, in the server
 * HTML of every route.
 */
export interface PageSeo {
  title: string;
  description?: string;
  social: SocialShare & { type: ShareType };
}

export interface PageSeoInput {
  title: string;
  description?: string;
  type?: ShareType;
  image?: ShareImage;
}

/** A page's head facts, computed in its loader. */
export function pageSeo(input: PageSeoInput): PageSeo {
  return {
    title: input.title,
    description: input.description,
    social: { type: input.type ?? "website", description: input.description, image: input.image },
  };
}

function isPageSocial(value: unknown): value is PageSeo["social"] {
  return typeof value === "object" && value !== null && "type" in value && typeof value.type === "string";
}

/** The PageSeo fields of a loadPage answer. */
export function seoOf(loaderData: unknown): PageSeo | undefined {
  const page = pageDataOf(loaderData);
  if (typeof page?.title !== "string" || !isPageSocial(page.social)) return undefined;
  const description = typeof page.description === "string" ? page.description : undefined;
  return { title: page.title, description, social: page.social };
}

/**
 * A route's meta function for pages whose loader computes the head facts: the page's title and
 * description; without loader data (an error answer) the fallback title, or 'Page not found' for
 * a 404.
 */
export function seoMeta(fallbackTitle: string) {
  return ({ data, loaderData, error, matches }: MetaArgsLike): MetaDescriptor[] => {
    const root = rootDataOf(matches);
    const seo = seoOf(loaderData ?? data);
    if (seo) return getSeoMeta(root, { title: seo.title, description: seo.description });
    const notFound = typeof error === "object" && error !== null && "status" in error && error.status === 404;
    return getSeoMeta(root, { title: notFound ? "Page not found" : fallbackTitle });
  };
}
