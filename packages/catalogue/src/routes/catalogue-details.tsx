import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { contentQueries } from "@storefront/api-client/content";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { ContentArticle } from "../content/ContentArticle";
import { catalogueFacts } from "../content/content-facts";
import { contentSocialImage, skusOf } from "../content/content-fields";
import { contentSlug, loadContentEntry, prefetchProducts } from "../content/content-loader";
import { useProducts } from "../content/useProducts";
import { ProductGrid } from "../listing/ProductGrid";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Section, SectionHeader } from "../page/layout";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { usePageData } from "../page/usePageData";

export const handle: PageHandle = { pageType: "generic" };

export const meta = seoMeta("Catalogue");

interface ContentPageData extends CataloguePageData {
  html: string;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<ContentPageData> => {
    const { entry, html } = await loadContentEntry(queryClient, api, "catalogues", contentSlug(args.params.id));
    await prefetchProducts(queryClient, api, skusOf(entry));
    return {
      html,
      breadcrumbs: [
        { name: "Catalogues", uri: "/catalogue" },
        { name: entry.title, uri: entry.uri },
      ],
      ...pageSeo({ title: entry.title, description: entry.summary, image: contentSocialImage(entry) }),
    };
  });

function CatalogueDetails({ slug }: { slug: string }) {
  const api = useApiClient();
  const brand = useBrand();
  const { html } = usePageData<ContentPageData>();
  const { data: entry } = useSuspenseQuery(contentQueries.entry(api, "catalogues", slug));
  const products = useProducts(skusOf(entry));
  return (
    <ContentArticle entry={entry} html={html} facts={catalogueFacts(entry, brand)}>
      {products.length ? (
        <Section aria-labelledby="catalogue-products-title">
          <SectionHeader>
            <h2 id="catalogue-products-title">In this catalogue</h2>
            <Button href={`/form/catalogue-enquiry?catalogue=${entry.slug}`} variant="secondary" size="small">
              Ask about this catalogue
            </Button>
          </SectionHeader>
          <ProductGrid products={products} columns={4} headingLevel={3} label="Products in this catalogue" />
        </Section>
      ) : null}
    </ContentArticle>
  );
}

export default function CatalogueDetailsRoute() {
  const slug = (useParams().id ?? "").toLowerCase();
  return (
    <CataloguePage>
      <CatalogueDetails key={slug} slug={slug} />
    </CataloguePage>
  );
}
