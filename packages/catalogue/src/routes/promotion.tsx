import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import styled from "styled-components";
import { Alert } from "@storefront/ui-kit/alert";
import { catalogueQueries } from "@storefront/api-client/catalogue";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { useBrand } from "@storefront/ui-kit/brand";
import { Ribbon, ribbonTypeOf } from "@storefront/ui-kit/ribbon";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { listingImage, prefetchListing } from "../listing/listing-loader";
import { ListingView } from "../listing/LazyListingView";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { formatDate } from "@storefront/validation/dates";
import { Lead, Muted, PageHeader } from "../page/layout";
import { keepDataOnQueryChange, notFound, required, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { isSlug } from "../page/slug";

export const handle: PageHandle = { pageType: "promoPage" };

export const meta = seoMeta("Promotion");

export const shouldRevalidate = keepDataOnQueryChange;

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    const slug = (args.params.uri ?? "").toLowerCase();
    if (!isSlug(slug)) notFound();
    const [promotion, listing] = await Promise.all([
      required(queryClient.fetchQuery(catalogueQueries.promotion(api, slug))),
      prefetchListing(queryClient, api, args.request, { type: "promotion", uri: slug }),
    ]);
    return {
      breadcrumbs: [
        { name: "Promotions", uri: "/promotions" },
        { name: promotion.title, uri: promotion.uri },
      ],
      ...pageSeo({ title: promotion.title, description: promotion.summary, type: "product.group", image: listingImage(listing) }),
    };
  });

const Terms = styled.details`
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};

  summary {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }
  p {
    margin: ${({ theme }) => theme.space[2]}px 0 0;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Ended = styled(Alert)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

function PromotionPage({ slug }: { slug: string }) {
  const api = useApiClient();
  const brand = useBrand();
  const { data: promotion } = useSuspenseQuery(catalogueQueries.promotion(api, slug));
  const ribbon = ribbonTypeOf(promotion.ribbon);
  return (
    <>
      <PageHeader>
        {ribbon ? (
          <div>
            <Ribbon type={ribbon} />
          </div>
        ) : null}
        <h1>{promotion.title}</h1>
        <Lead>{promotion.summary}</Lead>
        <Muted>
          {formatDate(promotion.startsOn, brand)} to {formatDate(promotion.endsOn, brand)}
        </Muted>
        {promotion.isActive ? null : (
          <Ended type="warning">This promotion has ended. The products below are still available at their current prices.</Ended>
        )}
      </PageHeader>
      <Terms>
        <summary>Terms and conditions</summary>
        <p>{promotion.terms}</p>
      </Terms>
      <ListingView scope={{ type: "promotion", uri: slug }} categoryTitle="Categories in this promotion" />
    </>
  );
}

export default function PromotionRoute() {
  const slug = (useParams().uri ?? "").toLowerCase();
  return (
    <CataloguePage>
      <PromotionPage key={slug} slug={slug} />
    </CataloguePage>
  );
}
