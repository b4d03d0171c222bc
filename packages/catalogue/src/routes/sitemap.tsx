import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import styled from "styled-components";
import { catalogueQueries } from "@storefront/api-client/catalogue";
import { checkoutQueries, usePaymentConfiguration } from "@storefront/api-client/checkout";
import { shellQueries } from "@storefront/api-client/content";
import { storeQueries } from "@storefront/api-client/stores";
import { formQueries } from "@storefront/api-client/forms";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { useBrand } from "@storefront/ui-kit/brand";
import { targetBox, up } from "@storefront/ui-kit/theme";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead, PageHeader } from "../page/layout";
import type { CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

export const handle: PageHandle = { pageType: "siteMap" };

export const meta = seoMeta("Site map");

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    // Each part of the map is optional: a failed read leaves its group out.
    await Promise.all([
      queryClient.prefetchQuery(catalogueQueries.categories(api)),
      queryClient.prefetchQuery(catalogueQueries.manufacturers(api)),
      queryClient.prefetchQuery(catalogueQueries.promotions(api)),
      queryClient.prefetchQuery(storeQueries.list(api)),
      queryClient.prefetchQuery(shellQueries.navbar(api)),
      queryClient.prefetchQuery(formQueries.list(api)),
      queryClient.prefetchQuery(checkoutQueries.paymentConfiguration(api)),
    ]);
    return {
      breadcrumbs: [{ name: "Site map", uri: "/sitemap" }],
      ...pageSeo({ title: "Site map", description: "Every page of the shop in one place." }),
    };
  });

const Columns = styled.div`
  columns: 1;
  column-gap: ${({ theme }) => theme.space[6]}px;
  ${up("sm")} {
    columns: 2;
  }
  ${up("lg")} {
    columns: 3;
  }
`;

const Group = styled.section`
  break-inside: avoid;
  margin-bottom: ${({ theme }) => theme.space[6]}px;

  h2 {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul ul {
    padding-left: ${({ theme }) => theme.space[4]}px;
  }
  li {
    padding: 2px 0;
  }
  a {
    ${targetBox()}
    color: ${({ theme }) => theme.color.text.link};
  }
`;

interface SiteLink {
  name: string;
  uri: string;
  children?: SiteLink[];
}

function LinkGroup({ title, links }: { title: string; links: readonly SiteLink[] }) {
  if (!links.length) return null;
  const id = `sitemap-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const render = (items: readonly SiteLink[]) => (
    <ul>
      {items.map((link) => (
        <li key={link.uri}>
          <Link to={link.uri}>{link.name}</Link>
          {link.children?.length ? render(link.children) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <Group aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {render(links)}
    </Group>
  );
}

/** The site map (spec 1 §2.1): categories, brands, promotions, stores, content, help pages and the API's forms. */
function SiteMap() {
  const api = useApiClient();
  const brand = useBrand();
  const categories = useQuery(catalogueQueries.categories(api)).data?.items ?? [];
  const brands = useQuery(catalogueQueries.manufacturers(api)).data?.items ?? [];
  const promotions = useQuery(catalogueQueries.promotions(api)).data?.items.filter((promotion) => promotion.isActive) ?? [];
  const stores = useQuery(storeQueries.list(api)).data?.items ?? [];
  const footer = useQuery(shellQueries.navbar(api)).data?.footerNav ?? [];
  const forms = useQuery(formQueries.list(api)).data?.items ?? [];
  const payments = usePaymentConfiguration().data;
  const shop: SiteLink[] = [
    { name: "All products", uri: "/products" },
    { name: "Brands", uri: "/brands" },
    { name: "Promotions", uri: "/promotions" },
    { name: "Sale", uri: "/sale" },
    { name: "Catalogues", uri: "/catalogue" },
  ];
  const ideas: SiteLink[] = [
    { name: "Recipes", uri: "/recipes" },
    { name: "Blog", uri: "/blog" },
    { name: "Inspirations", uri: "/inspirations/all" },
    ...(brand.features.cookingDemos ? [{ name: "Cooking demos", uri: "/cooking-demos" }] : []),
  ];
  const help: SiteLink[] = [
    { name: "Ask an expert", uri: "/ask-an-expert" },
    ...forms.map((form) => ({ name: form.title, uri: `/form/${form.url}` })),
    { name: "Afterpay", uri: "/afterpay" },
    { name: "Zip", uri: "/zipmoney" },
    ...(payments?.klarna.isEnabled ? [{ name: "Klarna", uri: "/klarna" }] : []),
    ...(payments?.humm.isEnabled ? [{ name: "Humm", uri: "/humm" }] : []),
    ...(brand.features.virtualTours ? [{ name: "Virtual tours", uri: "/virtual-tour" }] : []),
    ...footer.flatMap((group) => group.links.map((link) => ({ name: link.title, uri: link.uri }))),
  ];
  return (
    <>
      <PageHeader>
        <h1>Site map</h1>
        <Lead>Every page of the shop in one place.</Lead>
      </PageHeader>
      <Columns>
        <LinkGroup title="Shop" links={shop} />
        <LinkGroup
          title="Categories"
          links={categories.map((category) => ({
            name: category.name,
            uri: category.uri,
            children: category.subCategories.map((sub) => ({ name: sub.name, uri: sub.uri })),
          }))}
        />
        <LinkGroup title="Ideas and events" links={ideas} />
        <LinkGroup
          title="Help and information"
          links={help.filter((link, index) => help.findIndex((other) => other.uri === link.uri) === index)}
        />
        <LinkGroup title="Current promotions" links={promotions.map((promotion) => ({ name: promotion.title, uri: promotion.uri }))} />
        <LinkGroup title="Stores" links={stores.map((store) => ({ name: store.name, uri: store.uri }))} />
        <LinkGroup title="Brands" links={brands.map((item) => ({ name: item.name, uri: item.uri }))} />
      </Columns>
    </>
  );
}

export default function SiteMapRoute() {
  return (
    <CataloguePage>
      <SiteMap />
    </CataloguePage>
  );
}
