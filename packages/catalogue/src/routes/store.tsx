import { useSuspenseQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import styled from "styled-components";
import { storeQueries } from "@storefront/api-client/stores";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { up } from "@storefront/ui-kit/theme";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead, PageHeader, TextLink } from "../page/layout";
import { notFound, required, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { VisuallyHidden } from "@storefront/ui-kit/visually-hidden";
import { OpeningTimes } from "../stores/OpeningTimes";
import { isOpenStatus, Tags } from "../stores/StoreCard";
import { directionsUrl, telHref } from "@storefront/validation/links";
import { isSlug } from "../page/slug";

export const handle: PageHandle = { pageType: "generic" };

export const meta = seoMeta("Store");

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    const uri = (args.params.uri ?? "").toLowerCase();
    if (!isSlug(uri)) notFound();
    const store = await required(queryClient.fetchQuery(storeQueries.detail(api, uri)));
    return {
      breadcrumbs: [
        { name: "Stores", uri: "/stores" },
        { name: store.name, uri: store.uri },
      ],
      ...pageSeo({
        title: `${store.name} store`,
        description: `${store.name}: ${store.fullAddress}. ${store.isAppointmentOnly ? "By appointment only." : "Opening times, directions and phone."}`,
        image: { url: store.thumbImg.src, width: 200, height: 100 },
      }),
    };
  });

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  ${up("md")} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;

  img {
    width: 100%;
    max-width: 400px;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  address {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-style: normal;
  }
`;

const Status = styled.p<{ $open: boolean }>`
  margin: 0;
  color: ${({ theme, $open }) => ($open ? theme.color.feedback.success : theme.color.text.default)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-left: 4px solid ${({ theme }) => theme.color.feedback.info};
  background: ${({ theme }) => theme.color.surface.sunken};
`;

/** The store page (issue 7 item 5): address, directions, phone, seven opening times, appointment-only, virtual tour. */
function StorePage({ uri }: { uri: string }) {
  const api = useApiClient();
  const brand = useBrand();
  const { data: store } = useSuspenseQuery(storeQueries.detail(api, uri));
  const tour = brand.features.virtualTours && store.virtualTourId ? (store.virtualTourUri ?? `/virtual-tour/${store.storeUri}`) : null;
  return (
    <>
      <PageHeader>
        <h1>{store.name}</h1>
        {store.isDefault ? <Lead>Our online store and customer support team.</Lead> : null}
      </PageHeader>
      <Layout>
        <Details>
          <img src={store.thumbImg.src} alt={store.thumbImg.alt} width={200} height={100} />
          <address>{store.fullAddress}</address>
          <Status $open={isOpenStatus(store.openingStatus)}>{store.openingStatus}</Status>
          {store.isAppointmentOnly || tour ? (
            <Tags>
              {store.isAppointmentOnly ? <li>Appointment only</li> : null}
              {tour ? <li>Virtual tour available</li> : null}
            </Tags>
          ) : null}
          {store.isAppointmentOnly ? <Note>This store opens by appointment only. Call us to book a time with our team.</Note> : null}
          <Actions>
            <Button href={telHref(store.phone)} variant="primary">
              Call {store.phone}
            </Button>
            <Button href={directionsUrl(store)} variant="secondary">
              Get directions<VisuallyHidden> to {store.name}</VisuallyHidden>
            </Button>
            {tour ? (
              <Button href={tour} variant="secondary">
                Take the virtual tour
              </Button>
            ) : null}
          </Actions>
          {store.email ? (
            <p>
              Email: <a href={`mailto:${store.email}`}>{store.email}</a>
            </p>
          ) : null}
          {brand.features.cookingDemos ? (
            <TextLink href={`/cooking-demos?storeUri=${store.storeUri}`}>Cooking demos at {store.name}</TextLink>
          ) : null}
        </Details>
        <OpeningTimes openTimes={store.openTimes} appointmentOnly={store.isAppointmentOnly} />
      </Layout>
    </>
  );
}

export default function StoreRoute() {
  const uri = (useParams().uri ?? "").toLowerCase();
  return (
    <CataloguePage>
      <StorePage key={uri} uri={uri} />
    </CataloguePage>
  );
}
