import { useLocation, useMatches } from "react-router";
import { appRouteById } from "@storefront/page-kit/app-routes";
import { isExternalHref } from "@storefront/page-kit/links";
import { loaderDataOf, pageDataOf } from "@storefront/page-kit/loader-data";
import { pageTypeOf } from "@storefront/page-kit/page-types";
import { useRootData } from "@storefront/page-kit/root-data";
import { titleWithCompany } from "@storefront/page-kit/seo";
import { canonicalUrl, SHARE_IMAGE_SIZES, shareTypeOf, type SocialShare } from "@storefront/page-kit/social";

function absolute(origin: string, url: string): string {
  return isExternalHref(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

function isSocialShare(value: unknown): value is SocialShare {
  return typeof value === "object" && value !== null;
}

/**
 * The canonical link and social share tags (spec 1 §3, spec 3 §9) for every page, in the server
 * HTML: the page type decides og:type; a page's loader may add title, description and image as
 * `page.social`; otherwise the page's title (its loader's, else its route's purpose) and the
 * company name are used.
 */
export function SocialTags() {
  const root = useRootData();
  const matches = useMatches();
  const { pathname } = useLocation();
  if (!root?.origin) return null;
  const last = matches.at(-1);
  const page = pageDataOf(loaderDataOf(last));
  const social = isSocialShare(page?.social) ? page.social : {};
  const pageType = pageTypeOf(matches);
  const url = canonicalUrl(root.origin, pathname);
  const pageTitle = typeof page?.title === "string" ? page.title : appRouteById(last?.id)?.purpose;
  const title = social.title ?? titleWithCompany(pageTitle ?? root.companyName, root.companyName);
  const image = social.image;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={social.type ?? shareTypeOf(pageType)} />
      <meta property="og:site_name" content={root.companyName} />
      {social.description ? <meta property="og:description" content={social.description} /> : null}
      {image ? <meta property="og:image" content={absolute(root.origin, image.url)} /> : null}
      {image ? <meta property="og:image:width" content={String(image.width ?? SHARE_IMAGE_SIZES.large.width)} /> : null}
      {image ? <meta property="og:image:height" content={String(image.height ?? SHARE_IMAGE_SIZES.large.height)} /> : null}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
    </>
  );
}
