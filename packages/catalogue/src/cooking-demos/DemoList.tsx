import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useLocation, useSearchParams } from "react-router";
import styled from "styled-components";
import { Alert } from "@storefront/ui-kit/alert";
import { catalogueQueries } from "@storefront/api-client/catalogue";
import { cookingDemoQueries, COOKING_DEMO_PAGE_SIZE, type LoadStatus } from "@storefront/api-client/cooking-demos";
import { storeQueries } from "@storefront/api-client/stores";
import { useApiClient } from "@storefront/api-client/react";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { Pagination } from "@storefront/ui-kit/pagination";
import { up } from "@storefront/ui-kit/theme";
import { EmptyState } from "../page/EmptyState";
import { plural } from "../page/format";
import { CardGrid } from "../page/layout";
import { CardSkeletons } from "../page/Skeletons";
import { DemoCard } from "./DemoCard";
import {
  changeDemoFilter,
  DEMO_SORT_OPTIONS,
  DEMO_TYPE_OPTIONS,
  emptyDemoFilter,
  hasDemoFilters,
  readDemoFilter,
  SUB_EVENT_TYPES,
  toCookingDemoFilter,
  writeDemoFilter,
  type DemoFilterState,
} from "./demo-filter";
import { filterForm } from "../page/filter-controls";

const Form = styled.form`
  ${filterForm}

  ${up("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${up("lg")} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const Results = styled.div`
  position: relative;
`;

const Failure = styled(Alert)`
  p {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  button {
    margin-top: ${({ theme }) => theme.space[3]}px;
  }
`;

const Pager = styled.div`
  margin-top: ${({ theme }) => theme.space[6]}px;
`;

/** spec 1 §3 load state of the list, from the query: a failed fetch is retried once before Failure (spec 1 §4). */
export function demoListStatus(query: {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  isSuccess: boolean;
}): LoadStatus {
  if (query.isError) return "Failure";
  if (query.isPending || query.isPlaceholderData) return "Loading";
  return query.isSuccess ? "Success" : "Initial";
}

export const DEMOS_FAILED_TEXT = "We couldn't load the cooking demos.";

/**
 * The cooking demo list (issue 7 item 6, spec 1 §3 and §4): filter by store, brand, type,
 * sub-event type and dates, sort, 12 per page; loading, success, or failure after one retry with
 * a way to try again.
 */
export function DemoList() {
  const api = useApiClient();
  const brand = useBrand();
  const ids = { store: useId(), brand: useId(), type: useId(), sub: useId(), from: useId(), to: useId(), sort: useId() };
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = readDemoFilter(searchParams);
  const demos = useQuery({ ...cookingDemoQueries.list(api, toCookingDemoFilter(state)), placeholderData: keepPreviousData });
  const stores = useQuery(storeQueries.list(api)).data?.items ?? [];
  const brands = useQuery(catalogueQueries.manufacturers(api)).data?.items ?? [];
  const status = demoListStatus(demos);

  const update = (next: DemoFilterState) => setSearchParams(writeDemoFilter(next), { preventScrollReset: true });
  const change = (patch: Partial<Omit<DemoFilterState, "pageNo">>) => update(changeDemoFilter(state, patch));

  return (
    <>
      <Form role="search" aria-label="Filter cooking demos" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.store}>
          Store
          <select id={ids.store} value={state.storeUri} onChange={(event) => change({ storeUri: event.target.value })}>
            <option value="">All stores</option>
            {stores.map((store) => (
              <option key={store.storeUri} value={store.storeUri}>
                {store.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.brand}>
          Brand
          <select id={ids.brand} value={state.brand} onChange={(event) => change({ brand: event.target.value })}>
            <option value="">All brands</option>
            {brands.map((item) => (
              <option key={item.slug} value={item.slug}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.type}>
          Type
          <select
            id={ids.type}
            value={String(state.cookingDemoType)}
            onChange={(event) => change({ cookingDemoType: event.target.value === "" ? "" : (Number(event.target.value) as 0 | 1 | 2) })}
          >
            {DEMO_TYPE_OPTIONS.map((option) => (
              <option key={option.label} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.sub}>
          Event
          <select
            id={ids.sub}
            value={state.cookingDemoSubEventType}
            onChange={(event) => change({ cookingDemoSubEventType: event.target.value })}
          >
            <option value="">All events</option>
            {SUB_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.from}>
          From
          <input id={ids.from} type="date" value={state.startDate} onChange={(event) => change({ startDate: event.target.value })} />
        </label>
        <label htmlFor={ids.to}>
          To
          <input
            id={ids.to}
            type="date"
            value={state.endDate}
            min={state.startDate || undefined}
            onChange={(event) => change({ endDate: event.target.value })}
          />
        </label>
        <label htmlFor={ids.sort}>
          Sort
          <select
            id={ids.sort}
            value={String(state.sortDirection)}
            onChange={(event) => change({ sortDirection: Number(event.target.value) as 0 | 1 | 2 })}
          >
            {DEMO_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </Form>
      <Results data-status={status} aria-busy={status === "Loading" || undefined}>
        {status === "Failure" ? (
          <Failure>
            <p>{DEMOS_FAILED_TEXT}</p>
            <Button variant="secondary" onClick={() => void demos.refetch()}>
              Try again
            </Button>
          </Failure>
        ) : !demos.data ? (
          <>
            <Loader label="Loading cooking demos" />
            <CardSkeletons count={6} />
          </>
        ) : (
          <>
            <Bar>
              <p aria-live="polite">
                {demos.data.totalCount} {plural(demos.data.totalCount, "demo")}
              </p>
              {hasDemoFilters(state) ? (
                <Button variant="secondary" size="small" onClick={() => update(emptyDemoFilter)}>
                  Clear filters
                </Button>
              ) : null}
            </Bar>
            {demos.data.items.length === 0 ? (
              <EmptyState
                title="No cooking demos match these filters"
                action={hasDemoFilters(state) ? <Button onClick={() => update(emptyDemoFilter)}>Clear filters</Button> : undefined}
              >
                {hasDemoFilters(state)
                  ? "Try another store, brand or date."
                  : `New demos are added every week at ${brand.displayName} stores.`}
              </EmptyState>
            ) : (
              <CardGrid $min={260} aria-label="Cooking demos">
                {demos.data.items.map((demo) => (
                  <li key={demo.id}>
                    <DemoCard demo={demo} />
                  </li>
                ))}
              </CardGrid>
            )}
            {status === "Loading" ? <Loader overlay label="Updating cooking demos" /> : null}
            <Pager>
              <Pagination
                id="cooking-demos"
                label="Cooking demo pages"
                totalItems={demos.data.totalCount}
                itemsPerPage={COOKING_DEMO_PAGE_SIZE}
                page={state.pageNo}
                // Links (issue 40): they page before hydration and without JavaScript.
                hrefOf={(pageNo) => [pathname, writeDemoFilter({ ...state, pageNo }).toString()].filter(Boolean).join("?")}
              />
            </Pager>
          </>
        )}
      </Results>
    </>
  );
}
