import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { contentQueries } from "@storefront/api-client/content";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { ContentArticle } from "../content/ContentArticle";
import { contentSocialImage, skusOf } from "../content/content-fields";
import { contentSlug, loadContentEntry, prefetchProducts } from "../content/content-loader";
import { useProducts } from "../content/useProducts";
import { ProductGrid } from "../listing/ProductGrid";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Section } from "../page/layout";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { usePageData } from "../page/usePageData";

export const handle: PageHandle = { pageType: "topic" };

export const meta = seoMeta("Inspiration");

interface ContentPageData extends CataloguePageData {
  html: string;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<ContentPageData> => {
    const { entry, html } = await loadContentEntry(queryClient, api, "inspirations", contentSlug(args.params.uri));
    await prefetchProducts(queryClient, api, skusOf(entry));
    return {
      html,
      breadcrumbs: [
        { name: "Inspirations", uri: "/inspirations/all" },
        { name: entry.title, uri: entry.uri },
      ],
      ...pageSeo({ title: entry.title, description: entry.summary, image: contentSocialImage(entry) }),
    };
  });

function Inspiration({ slug }: { slug: string }) {
  const api = useApiClient();
  const { html } = usePageData<ContentPageData>();
  const { data: entry } = useSuspenseQuery(contentQueries.entry(api, "inspirations", slug));
  const products = useProducts(skusOf(entry));
  return (
    <ContentArticle entry={entry} html={html}>
      {products.length ? (
        <Section aria-labelledby="shop-the-look-title">
          <h2 id="shop-the-look-title">Shop the look</h2>
          <ProductGrid products={products} columns={3} headingLevel={3} label="Products in this look" />
        </Section>
      ) : null}
    </ContentArticle>
  );
}

export default function InspirationRoute() {
  const slug = (useParams().uri ?? "").toLowerCase();
  return (
    <CataloguePage>
      <Inspiration key={slug} slug={slug} />
    </CataloguePage>
  );
}
