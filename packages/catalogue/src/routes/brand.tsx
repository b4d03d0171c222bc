import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import styled from "styled-components";
import { catalogueQueries } from "@storefront/api-client/catalogue";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { listingImage, prefetchListing } from "../listing/listing-loader";
import { ListingView } from "../listing/LazyListingView";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead } from "../page/layout";
import { keepDataOnQueryChange, notFound, required, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { isSlug } from "../page/slug";

export const handle: PageHandle = { pageType: "brandPage" };

export const meta = seoMeta("Brand");

export const shouldRevalidate = keepDataOnQueryChange;

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    const slug = (args.params.uri ?? "").toLowerCase();
    if (!isSlug(slug)) notFound();
    const [brand, listing] = await Promise.all([
      required(queryClient.fetchQuery(catalogueQueries.manufacturer(api, slug))),
      prefetchListing(queryClient, api, args.request, { type: "brand", uri: slug }),
    ]);
    return {
      breadcrumbs: [
        { name: "Brands", uri: "/brands" },
        { name: brand.name, uri: brand.uri },
      ],
      ...pageSeo({ title: brand.name, description: brand.description, type: "product.group", image: listingImage(listing) }),
    };
  });

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]}px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;

  img {
    flex: none;
    width: 160px;
    height: 80px;
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }
  > div {
    flex: 1 1 320px;
  }
`;

function BrandPage({ slug }: { slug: string }) {
  const api = useApiClient();
  const { data: brand } = useSuspenseQuery(catalogueQueries.manufacturer(api, slug));
  return (
    <>
      <Header>
        <img src={brand.image} alt={`${brand.name} logo`} width={200} height={100} />
        <div>
          <h1>{brand.name}</h1>
          <Lead>{brand.description}</Lead>
        </div>
      </Header>
      <ListingView scope={{ type: "brand", uri: slug }} categoryTitle={`${brand.name} by category`} />
    </>
  );
}

export default function BrandRoute() {
  const slug = (useParams().uri ?? "").toLowerCase();
  return (
    <CataloguePage>
      <BrandPage key={slug} slug={slug} />
    </CataloguePage>
  );
}
