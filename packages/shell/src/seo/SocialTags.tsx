import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { pageTypeOf, type RootData } from "../page";
import { routeTable } from "../route-table";
import { canonicalUrl, shareTypeOf, SHARE_IMAGE_SIZES, type SocialShare } from "./social";

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/**
 * The canonical link and social share tags (spec 1 §3, spec 3 §9) for every page, in the server
 * HTML: the page type decides og:type; a page's loader may add title, description and image as
 * `page.social`; otherwise the route's purpose and the company name are used.
 */
export function SocialTags() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const matches = useMatches();
  const { pathname } = useLocation();
  if (!root?.origin) return null;
  const last = matches.at(-1);
  const loaderData = (last?.loaderData ?? (last as { data?: unknown } | undefined)?.data) as { page?: { social?: SocialShare; title?: string } } | undefined;
  const social = loaderData?.page?.social ?? {};
  const pageType = pageTypeOf(matches);
  const url = canonicalUrl(root.origin, pathname);
  const fallbackTitle = loaderData?.page?.title ?? routeTable.find((route) => route.pageType === pageType)?.purpose ?? root.companyName;
  const title = social.title ?? (fallbackTitle === root.companyName ? root.companyName : `${fallbackTitle} | ${root.companyName}`);
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
