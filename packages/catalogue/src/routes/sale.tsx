import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { redirect } from "react-router";
import styled from "styled-components";
import { catalogueQueries, type Promotion } from "@storefront/api-client/catalogue";
import { shellQueries } from "@storefront/api-client/content";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { useBrand } from "@storefront/ui-kit/brand";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { listingImage, prefetchListing } from "../listing/listing-loader";
import { ListingView } from "../listing/LazyListingView";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { formatDate } from "@storefront/validation/dates";
import { Section } from "../page/layout";
import { keepDataOnQueryChange, notFound, optional, required, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { usePageData } from "../page/usePageData";
import { PromotionGrid } from "../promotions/PromotionCard";
import { saleColour } from "../sale/sale-rules";

export const handle: PageHandle = { pageType: "sale" };

export const meta = seoMeta("Sale");

export const shouldRevalidate = keepDataOnQueryChange;

/** The promotions that make up the sale: the running ones with a sale ribbon, else every running one. */
export function salePromotions(promotions: readonly Promotion[]): Promotion[] {
  const running = promotions.filter((promotion) => promotion.isActive);
  const onSale = running.filter((promotion) => promotion.ribbon === "sale");
  return onSale.length ? onSale : running;
}

interface SalePageData extends CataloguePageData {
  /** The promotion whose products the page lists. */
  lead?: string;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<SalePageData> => {
    const [sale, promotions] = await Promise.all([
      required(queryClient.fetchQuery(shellQueries.sale(api))),
      optional(queryClient.fetchQuery(catalogueQueries.promotions(api))),
    ]);
    if (!sale.isSaleOn) {
      // No sale on: the redirect table decides where /sale leads (spec 1 §8), else not found.
      const target = await api.lookupRedirect(new URL(args.request.url).pathname);
      if (target.kind === "internal") throw redirect(target.path);
      if (target.kind === "external") throw redirect(target.url);
      notFound();
    }
    const lead = salePromotions(promotions?.items ?? [])[0];
    const listing = lead ? await prefetchListing(queryClient, api, args.request, { type: "promotion", uri: lead.slug }) : undefined;
    return {
      lead: lead?.slug,
      breadcrumbs: [{ name: sale.name, uri: sale.url }],
      ...pageSeo({ title: sale.name, description: sale.message, image: listing ? listingImage(listing) : undefined }),
    };
  });

const Header = styled.header<{ $colour: string }>`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[5]}px`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $colour }) => $colour};
  color: #ffffff;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    color: inherit;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

function SalePage() {
  const api = useApiClient();
  const brand = useBrand();
  const { lead } = usePageData<SalePageData>();
  const { data: sale } = useSuspenseQuery(shellQueries.sale(api));
  const promotions = salePromotions(useQuery(catalogueQueries.promotions(api)).data?.items ?? []);
  if (!sale.isSaleOn) return null;
  return (
    <>
      <Header $colour={saleColour(sale)}>
        <h1>{sale.name}</h1>
        <p>{sale.message}</p>
        {sale.startsOn && sale.endsOn ? (
          <p>
            {formatDate(sale.startsOn, brand)} to {formatDate(sale.endsOn, brand)}
          </p>
        ) : null}
      </Header>
      {promotions.length > 1 ? (
        <Section aria-labelledby="sale-offers-title">
          <h2 id="sale-offers-title">Offers in the sale</h2>
          <PromotionGrid promotions={promotions} min={240} />
        </Section>
      ) : null}
      {lead ? <ListingView scope={{ type: "promotion", uri: lead }} categoryTitle="Categories on sale" /> : null}
    </>
  );
}

export default function SaleRoute() {
  return (
    <CataloguePage>
      <SalePage />
    </CataloguePage>
  );
}
