import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import styled from "styled-components";
import { storeQueries, type Store } from "@storefront/api-client/stores";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { Button } from "@storefront/ui-kit/button";
import { up } from "@storefront/ui-kit/theme";
import type { Masthead } from "@storefront/page-kit/masthead";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { EmptyState } from "../page/EmptyState";
import { CardGrid } from "../page/layout";
import { notFound, required, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { StoreCard } from "../stores/StoreCard";
import { isSlug } from "../page/slug";

export const handle: PageHandle = { pageType: "virtualTour" };

export const meta = seoMeta("Virtual tour");

/** Stores that have a virtual tour (spec 1 §2.1: only those with a virtualTourId). */
const TOUR_FILTER = { virtualTour: true } as const;

/**
 * spec 1 §2.3: the virtual-tour masthead has a 'Launch' button. On the landing page it launches
 * the first store's tour; on a store's page, that store's tour below the banner.
 */
export function tourMasthead(store: Pick<Store, "name" | "storeUri"> | undefined, own: boolean): Masthead {
  return {
    mastheadHeading: own && store ? `${store.name} virtual tour` : "Virtual store tours",
    mastheadText:
      own && store
        ? `Walk the floor of our ${store.name} store from home.`
        : "Walk through our showrooms from home, then visit when you're ready.",
    mastheadClass: "compact",
    mastheadBtn: store
      ? [{ type: "link", txt: "Launch", href: own ? `/virtual-tour/${store.storeUri}#tour` : `/virtual-tour/${store.storeUri}` }]
      : undefined,
  };
}

interface TourPageData extends CataloguePageData {
  storeUri: string | null;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api, brand }): Promise<TourPageData> => {
    if (!brand.features.virtualTours) notFound();
    const uri = args.params.storeUri?.toLowerCase() ?? null;
    if (uri) {
      if (!isSlug(uri)) notFound();
      const store = await required(queryClient.fetchQuery(storeQueries.detail(api, uri)));
      if (!store.virtualTourId) notFound();
      return {
        storeUri: uri,
        masthead: tourMasthead(store, true),
        breadcrumbs: [
          { name: "Virtual tours", uri: "/virtual-tour" },
          { name: store.name, uri: `/virtual-tour/${store.storeUri}` },
        ],
        ...pageSeo({
          title: `${store.name} virtual tour`,
          description: `A 360° tour of our ${store.name} store.`,
          image: { url: store.thumbImg.src, width: 200, height: 100 },
        }),
      };
    }
    const tours = await required(queryClient.fetchQuery(storeQueries.list(api, TOUR_FILTER)));
    return {
      storeUri: null,
      masthead: tourMasthead(tours.items[0], false),
      breadcrumbs: [{ name: "Virtual tours", uri: "/virtual-tour" }],
      ...pageSeo({ title: "Virtual store tours", description: "Walk through our showrooms from home." }),
    };
  });

const Viewer = styled.figure`
  position: relative;
  display: grid;
  place-items: center;
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.sunken};
  scroll-margin-top: 80px;

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0.35;
  }
  figcaption {
    position: relative;
    max-width: 44ch;
    padding: ${({ theme }) => theme.space[4]}px;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    ${up("md")} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
`;

function StoreTour({ uri }: { uri: string }) {
  const api = useApiClient();
  const store = useQuery(storeQueries.detail(api, uri)).data;
  if (!store) return null;
  return (
    <>
      <Viewer id="tour" data-tour-id={store.virtualTourId ?? undefined}>
        <img src={store.thumbImg.src} alt="" width={200} height={100} />
        <figcaption>360° tour of {store.name}. Drag to look around, use the arrows to walk between displays.</figcaption>
      </Viewer>
      <Button href={store.uri} variant="secondary">
        Opening times and directions
      </Button>
    </>
  );
}

function TourList() {
  const api = useApiClient();
  const stores = useQuery(storeQueries.list(api, TOUR_FILTER)).data?.items ?? [];
  if (!stores.length) return <EmptyState title="No virtual tours yet">Our stores are being filmed; please check back soon.</EmptyState>;
  return (
    <CardGrid $min={260} aria-label="Stores with a virtual tour">
      {stores.map((store) => (
        <li key={store.storeUri}>
          <StoreCard store={{ ...store, uri: `/virtual-tour/${store.storeUri}` }} showVirtualTour />
        </li>
      ))}
    </CardGrid>
  );
}

export default function VirtualTourRoute() {
  const uri = useParams().storeUri?.toLowerCase();
  return <CataloguePage>{uri ? <StoreTour key={uri} uri={uri} /> : <TourList />}</CataloguePage>;
}
