import { useParams } from "react-router";
import type { ContentEntry } from "@storefront/api-client/content";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { ContentList } from "../content/ContentList";
import { prefetchContentList } from "../content/content-loader";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead, PageHeader, TextLink } from "../page/layout";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

export const handle: PageHandle = { pageType: "generic" };

export const meta = seoMeta("Inspirations");

/**
 * /inspirations/{theme}: 'all' lists every inspiration; another word lists those whose title or
 * address holds it (e.g. /inspirations/kitchen). The content service has no inspiration themes
 * of its own, so the theme is a word of the title.
 */
export function inspirationTheme(uri: string | undefined): string | null {
  const theme = (uri ?? "").toLowerCase().replace(/[^a-z0-9-]/g, "");
  return theme && theme !== "all" ? theme : null;
}

export function themeTitle(theme: string | null): string {
  if (!theme) return "Inspirations";
  const words = theme.replace(/-/g, " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} inspirations`;
}

export function inThemeOf(theme: string | null) {
  return (entries: ContentEntry[]) =>
    theme
      ? entries.filter(
          (entry) => `${entry.slug} ${entry.title.toLowerCase()}`.includes(theme.replace(/-/g, " ")) || entry.slug.includes(theme),
        )
      : entries;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    await prefetchContentList(queryClient, api, args.request, "inspirations");
    const theme = inspirationTheme(args.params.uri);
    return {
      breadcrumbs: [{ name: themeTitle(theme), uri: `/inspirations/${theme ?? "all"}` }],
      ...pageSeo({ title: themeTitle(theme), description: "Ideas for every room, and the products to make them happen." }),
    };
  });

export default function InspirationsRoute() {
  const theme = inspirationTheme(useParams().uri);
  return (
    <CataloguePage>
      <PageHeader>
        <h1>{themeTitle(theme)}</h1>
        <Lead>Ideas for every room, and the products to make them happen.</Lead>
        {theme ? <TextLink href="/inspirations/all">See all inspirations</TextLink> : null}
      </PageHeader>
      <ContentList kind="inspirations" label="Inspirations" emptyTitle="No inspirations match this theme" select={inThemeOf(theme)} />
    </CataloguePage>
  );
}
