import { useSuspenseQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
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
import { EmptyState } from "../page/EmptyState";
import { plural } from "../page/format";
import { CardGrid, Lead, PageHeader } from "../page/layout";
import { keepDataOnQueryChange, required, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { filterStores, readStoreFilters, storeStates, writeStoreFilters, type StoreFilterState } from "../stores/store-filters";
import { StoreCard } from "../stores/StoreCard";
import { filterForm } from "../page/filter-controls";

export const handle: PageHandle = { pageType: "generic" };

export const meta = seoMeta("Stores");

export const shouldRevalidate = keepDataOnQueryChange;

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    const stores = await required(queryClient.fetchQuery(storeQueries.list(api)));
    return {
      breadcrumbs: [{ name: "Stores", uri: "/stores" }],
      ...pageSeo({ title: "Stores", description: `Opening hours, directions and phone numbers of our ${stores.totalCount} stores.` }),
    };
  });

const Filters = styled.form`
  ${filterForm}

  ${up("md")} {
    grid-template-columns: minmax(160px, 240px) minmax(0, 1fr);
    align-items: end;
  }
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.text.muted};
`;

/** The store list (issue 7 item 5): filter by state and by name, each store's opening status. */
function StoresPage() {
  const api = useApiClient();
  const brand = useBrand();
  const stateId = useId();
  const nameId = useId();
  const { data } = useSuspenseQuery(storeQueries.list(api));
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<StoreFilterState>(() => readStoreFilters(searchParams));
  const stores = filterStores(data.items, filters);
  const regionWord = brand.country === "NZ" ? "Region" : "State";

  const change = (next: StoreFilterState) => {
    setFilters(next);
    setSearchParams(writeStoreFilters(next), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageHeader>
        <h1>Stores</h1>
        <Lead>Find a store near you: opening hours, directions and how to reach our team.</Lead>
      </PageHeader>
      <Filters role="search" aria-label="Find a store" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={stateId}>
          {regionWord}
          <select id={stateId} value={filters.state} onChange={(event) => change({ ...filters, state: event.target.value })}>
            <option value="">All {brand.country === "NZ" ? "regions" : "states"}</option>
            {storeStates(data.items).map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={nameId}>
          Store name, suburb or postcode
          <input
            id={nameId}
            type="search"
            value={filters.q}
            maxLength={60}
            autoComplete="off"
            onChange={(event) => change({ ...filters, q: event.target.value })}
          />
        </label>
      </Filters>
      <Count aria-live="polite">
        {stores.length} {plural(stores.length, "store")}
      </Count>
      {stores.length === 0 ? (
        <EmptyState
          title="No stores match these filters"
          action={<Button onClick={() => change({ state: "", q: "" })}>Clear filters</Button>}
        >
          Try another {regionWord.toLowerCase()} or a shorter name.
        </EmptyState>
      ) : (
        <CardGrid $min={260} aria-label="Stores">
          {stores.map((store) => (
            <li key={store.storeUri}>
              <StoreCard store={store} showVirtualTour={brand.features.virtualTours} />
            </li>
          ))}
        </CardGrid>
      )}
    </>
  );
}

export default function StoresRoute() {
  return (
    <CataloguePage>
      <StoresPage />
    </CataloguePage>
  );
}
