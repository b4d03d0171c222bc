import { useSuspenseQuery } from "@tanstack/react-query";
import styled from "styled-components";
import { catalogueQueries, type Brand } from "@storefront/api-client/catalogue";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { up } from "@storefront/ui-kit/theme";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { EmptyState } from "../page/EmptyState";
import { Card, CardGrid, CardLink, Lead, Muted, PageHeader } from "../page/layout";
import { required, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

export const handle: PageHandle = { pageType: "generic" };

export const meta = seoMeta("Brands");

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    const brands = await required(queryClient.fetchQuery(catalogueQueries.manufacturers(api)));
    return {
      breadcrumbs: [{ name: "Brands", uri: "/brands" }],
      ...pageSeo({ title: "Brands", description: `Shop ${brands.totalCount} brands of appliances and home goods, A to Z.` }),
    };
  });

/** Brands grouped under their first letter (digits and symbols under '#'), A to Z. */
export function brandsByLetter(brands: readonly Brand[]): [letter: string, brands: Brand[]][] {
  const groups = new Map<string, Brand[]>();
  for (const brand of [...brands].sort((a, b) => a.name.localeCompare(b.name))) {
    const first = brand.name.charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : "#";
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b)));
}

const Letters = styled.nav`
  position: sticky;
  top: 0;
  z-index: 1;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[2]}px 0;
  background: ${({ theme }) => theme.color.surface.page};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 36px;
    min-height: 36px;
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.text.default};
  }
`;

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  scroll-margin-top: 80px;

  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]}px;
    padding-bottom: ${({ theme }) => theme.space[2]}px;
    border-bottom: 2px solid ${({ theme }) => theme.color.brand.accent};
  }
`;

const BrandCard = styled(Card)`
  flex-direction: row;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;

  img {
    flex: none;
    width: 80px;
    height: 40px;
  }
  ${up("md")} {
    img {
      width: 100px;
      height: 50px;
    }
  }
`;

function BrandsPage() {
  const api = useApiClient();
  const { data } = useSuspenseQuery(catalogueQueries.manufacturers(api));
  const groups = brandsByLetter(data.items);
  return (
    <>
      <PageHeader>
        <h1>Brands</h1>
        <Lead>Every maker we stock, A to Z.</Lead>
      </PageHeader>
      {groups.length === 0 ? (
        <EmptyState title="No brands to show">Please check back soon.</EmptyState>
      ) : (
        <>
          <Letters aria-label="Brands by letter">
            <ul>
              {groups.map(([letter]) => (
                <li key={letter}>
                  <a href={`#brands-${letter}`}>{letter}</a>
                </li>
              ))}
            </ul>
          </Letters>
          {groups.map(([letter, brands]) => (
            <Group key={letter} id={`brands-${letter}`} aria-labelledby={`brands-${letter}-title`}>
              <h2 id={`brands-${letter}-title`}>{letter}</h2>
              <CardGrid $min={240}>
                {brands.map((brand) => (
                  <li key={brand.slug}>
                    <BrandCard>
                      <img src={brand.image} alt="" width={200} height={100} loading="lazy" decoding="async" />
                      <div>
                        <h3>
                          <CardLink href={brand.uri}>{brand.name}</CardLink>
                        </h3>
                        <Muted>
                          {brand.productCount} {brand.productCount === 1 ? "product" : "products"}
                        </Muted>
                      </div>
                    </BrandCard>
                  </li>
                ))}
              </CardGrid>
            </Group>
          ))}
        </>
      )}
    </>
  );
}

export default function BrandsRoute() {
  return (
    <CataloguePage>
      <BrandsPage />
    </CataloguePage>
  );
}
