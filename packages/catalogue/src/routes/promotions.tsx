import { useSuspenseQuery } from "@tanstack/react-query";
import { catalogueQueries } from "@storefront/api-client/catalogue";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { Button } from "@storefront/ui-kit/button";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { PromotionGrid } from "../promotions/PromotionCard";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { EmptyState } from "../page/EmptyState";
import { Lead, PageHeader, Section } from "../page/layout";
import { required, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

export const handle: PageHandle = { pageType: "promotions" };

export const meta = seoMeta("Promotions");

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    await required(queryClient.fetchQuery(catalogueQueries.promotions(api)));
    return {
      breadcrumbs: [{ name: "Promotions", uri: "/promotions" }],
      ...pageSeo({ title: "Promotions", description: "Cashback, bonus offers, bundles and sales on appliances and home goods." }),
    };
  });

function PromotionsPage() {
  const api = useApiClient();
  const { data } = useSuspenseQuery(catalogueQueries.promotions(api));
  const running = data.items.filter((promotion) => promotion.isActive);
  const ended = data.items.filter((promotion) => !promotion.isActive);
  return (
    <>
      <PageHeader>
        <h1>Promotions</h1>
        <Lead>Cashback, bonus offers, bundles and sales, while stocks last.</Lead>
      </PageHeader>
      {running.length === 0 ? (
        <EmptyState title="No promotions are running right now" action={<Button href="/products">Browse all products</Button>}>
          New offers start often; please check back soon.
        </EmptyState>
      ) : (
        <PromotionGrid promotions={running} min={260} headingLevel={2} label="Current promotions" />
      )}
      {ended.length ? (
        <Section aria-labelledby="ended-title">
          <h2 id="ended-title">Recently ended</h2>
          <PromotionGrid promotions={ended} min={260} />
        </Section>
      ) : null}
    </>
  );
}

export default function PromotionsRoute() {
  return (
    <CataloguePage>
      <PromotionsPage />
    </CataloguePage>
  );
}
