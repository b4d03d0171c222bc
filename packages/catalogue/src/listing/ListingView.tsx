import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { catalogueQueries } from "@storefront/api-client/browsing";
import { useApiClient } from "@storefront/api-client/react";
import { errorMessage } from "@storefront/api-client/http";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { Pagination } from "@storefront/ui-kit/pagination";
import { up } from "@storefront/ui-kit/theme";
import { EmptyState } from "../page/EmptyState";
import { formatCount, plural } from "../page/format";
import { FacetPanel } from "./FacetPanel";
import {
  clearFilters,
  hasFilters,
  LISTING_PAGE_SIZE,
  readListingState,
  SORT_OPTIONS,
  toggleFilter,
  toListingQuery,
  writeListingState,
  type FilterGroup,
  type ListingScope,
  type ListingState,
} from "./listing-query";
import { ProductGrid } from "./ProductGrid";
import { filterControl } from "../page/filter-controls";

/** spec: the empty state's words (issue 7 item 7). */
export const NO_MATCHES_TEXT = "No products match these filters";

// Mobile: toolbar, then the filters it opens, then the results. From lg the filters are a column.
const Layout = styled.div`
  display: grid;
  grid-template-areas: "top" "filters" "results";
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[6]}px;

  ${up("lg")} {
    grid-template-areas: "filters top" "filters results";
    grid-template-columns: 260px minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

const Top = styled.div`
  grid-area: top;
  scroll-margin-top: ${({ theme }) => theme.layout.navbarHeight + 16}px;
`;

const Filters = styled.aside<{ $open: boolean }>`
  grid-area: filters;
  display: ${({ $open }) => ($open ? "block" : "none")};
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  ${up("lg")} {
    display: block;
    align-self: start;
    padding: 0;
    border: 0;
    background: none;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const ResultCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const ToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const FilterToggle = styled.div`
  ${up("lg")} {
    display: none;
  }
`;

const SortLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  select {
    ${filterControl}
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.text.default};
  }
`;

const ClearAll = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
`;

const Results = styled.div`
  grid-area: results;
  position: relative;
  min-width: 0;
`;

const Pager = styled.div`
  margin-top: ${({ theme }) => theme.space[6]}px;
`;

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.feedback.errorSurface};
  color: ${({ theme }) => theme.color.feedback.error};
`;

/** The words of an active filter chip. */
function chipLabel(group: FilterGroup, value: string, labels: Map<string, string>): string {
  return labels.get(`${group}:${value}`) ?? (group === "rating" ? `${value} stars and up` : value);
}

function activeFilters(state: ListingState): { group: FilterGroup; value: string }[] {
  return [
    ...(state.category ? [{ group: "category" as const, value: state.category }] : []),
    ...state.brand.map((value) => ({ group: "brand" as const, value })),
    ...state.price.map((value) => ({ group: "price" as const, value })),
    ...(state.rating ? [{ group: "rating" as const, value: String(state.rating) }] : []),
    ...state.feature.map((value) => ({ group: "feature" as const, value })),
  ];
}

export interface ListingViewProps {
  scope: ListingScope;
  /** Heading of the category links (or, listing every product, the category filter) in the filters. */
  categoryTitle?: string;
  /** Names of category paths, for the chip of a chosen category the facet does not list (a department). */
  categoryNames?: ReadonlyMap<string, string>;
  /** Shown above the toolbar (e.g. a search correction). */
  notice?: (listing: { correctedSearchTerm?: string | null }) => ReactNode;
}

/**
 * A server-rendered product listing (issue 7 item 2): facets that update the address as
 * group=value pairs, sort, pagination, product cards, an empty state with a way to clear the
 * filters. The loader prefetches the same query; later changes fetch in the browser and keep the
 * previous results on screen, dimmed, until the new ones arrive.
 */
export function ListingView({ scope, categoryTitle = "Categories", categoryNames, notice }: ListingViewProps) {
  const brand = useBrand();
  const api = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListingState(searchParams, scope);
  const query = toListingQuery(scope, state);
  const listing = useQuery({ ...catalogueQueries.listing(api, query), placeholderData: keepPreviousData });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const filtersId = useId();
  const sortId = useId();

  const update = (next: ListingState, scroll = false) => {
    setSearchParams(writeListingState(next, searchParams), { preventScrollReset: true });
    if (scroll) topRef.current?.scrollIntoView?.({ block: "start" });
  };
  const onToggle = (group: FilterGroup, value: string) => update(toggleFilter(state, group, value));
  const clear = () => update(clearFilters(state));

  if (!listing.data) {
    if (listing.isError) {
      return (
        <Problem role="alert">
          <p>{errorMessage(listing.error)}</p>
          <Button variant="secondary" onClick={() => void listing.refetch()}>
            Try again
          </Button>
        </Problem>
      );
    }
    return <Loader label="Loading products" showLabel />;
  }

  const data = listing.data;
  const labels = new Map([
    ...[...(categoryNames ?? [])].map(([path, name]) => [`category:${path}`, name] as const),
    ...data.facets.flatMap((facet) => facet.values.map((value) => [`${facet.key}:${value.value}`, value.label] as const)),
  ]);
  const active = activeFilters(state);
  const updating = listing.isPlaceholderData;

  return (
    <Layout>
      <Top ref={topRef}>
        {notice?.(data)}
        <Toolbar>
          <ResultCount aria-live="polite">
            {formatCount(data.totalCount, brand)} {plural(data.totalCount, "product")}
          </ResultCount>
          <ToolbarEnd>
            <FilterToggle>
              <Button variant="secondary" size="small" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen(!filtersOpen)}>
                {filtersOpen ? "Hide filters" : "Filters"}
                {active.length ? ` (${active.length})` : ""}
              </Button>
            </FilterToggle>
            <SortLabel htmlFor={sortId}>
              Sort by
              <select id={sortId} value={state.sort} onChange={(event) => update({ ...state, sort: event.target.value as ListingState["sort"], page: 1 })}>
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </SortLabel>
          </ToolbarEnd>
        </Toolbar>
        {hasFilters(state) ? (
          <Chips aria-label="Active filters">
            {active.map(({ group, value }) => (
              <li key={`${group}:${value}`}>
                <Chip type="button" onClick={() => onToggle(group, value)} aria-label={`Remove filter ${chipLabel(group, value, labels)}`}>
                  {chipLabel(group, value, labels)} <span aria-hidden="true">×</span>
                </Chip>
              </li>
            ))}
            <li>
              <ClearAll type="button" onClick={clear}>
                Clear all filters
              </ClearAll>
            </li>
          </Chips>
        ) : null}
      </Top>
      <Filters id={filtersId} $open={filtersOpen} aria-label="Filters">
        <FacetPanel facets={data.facets} state={state} onToggle={onToggle} categoryTitle={categoryTitle} categoryFilter={scope.type === "all"} />
      </Filters>
      <Results aria-busy={updating || undefined}>
        {data.products.length === 0 ? (
          <EmptyState
            title={NO_MATCHES_TEXT}
            action={
              hasFilters(state) ? (
                <Button onClick={clear}>Clear filters</Button>
              ) : (
                <Button href="/products" variant="secondary">
                  Browse all products
                </Button>
              )
            }
          >
            {hasFilters(state) ? "Try removing a filter or two to see more products." : "There is nothing here at the moment."}
          </EmptyState>
        ) : (
          <ProductGrid products={data.products} label="Products" />
        )}
        {updating ? <Loader overlay label="Updating products" /> : null}
        <Pager>
          <Pagination
            id="listing"
            label="Product pages"
            totalItems={Math.min(data.totalCount, 1000 * LISTING_PAGE_SIZE)}
            itemsPerPage={LISTING_PAGE_SIZE}
            page={state.page}
            onPageChange={(page) => update({ ...state, page }, true)}
          />
        </Pager>
      </Results>
    </Layout>
  );
}
