import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { catalogueQueries } from "@storefront/api-client/catalogue";
import { useApiClient } from "@storefront/api-client/react";
import { errorMessage } from "@storefront/api-client/http";
import { useChatBlocker } from "@storefront/page-kit/chat-blocker";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { Pagination } from "@storefront/ui-kit/pagination";
import { EmptyState } from "../page/EmptyState";
import { ActiveFilters, activeFilters } from "./ActiveFilters";
import { FacetPanel } from "./FacetPanel";
import { Filters, Layout, Pager, Problem, Results, Top } from "./listing-layout";
import {
  clearFilters,
  hasFilters,
  LISTING_PAGE_SIZE,
  readListingState,
  toggleFilter,
  toListingQuery,
  writeListingState,
  type FilterGroup,
  type ListingScope,
  type ListingState,
} from "./listing-query";
import { ListingToolbar } from "./ListingToolbar";
import { ProductGrid } from "./ProductGrid";
import { useSearchEvent } from "./useSearchEvent";

/** spec: the empty state's words (issue 7 item 7). */
export const NO_MATCHES_TEXT = "No products match these filters";

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
  const api = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListingState(searchParams, scope);
  const query = toListingQuery(scope, state);
  const listing = useQuery({ ...catalogueQueries.listing(api, query), placeholderData: keepPreviousData });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const filtersId = useId();
  // spec 3 §2: the filter panel (opened by the toolbar's Filters button on small screens) hides the chat widget.
  useChatBlocker("filter-panel", filtersOpen);
  const searchTerm = scope.type === "search" ? scope.searchTerm : undefined;
  const shown = listing.isPlaceholderData ? undefined : listing.data;
  const resultSkus = useMemo(() => shown?.products.map((product) => product.sku), [shown]);
  useSearchEvent(searchTerm, resultSkus);

  const update = (next: ListingState, scroll = false) => {
    setSearchParams(writeListingState(next, searchParams), { preventScrollReset: true });
    if (scroll) topRef.current?.scrollIntoView?.({ block: "start" });
  };
  const onToggle = (group: FilterGroup, value: string) => update(toggleFilter(state, group, value));
  const clear = () => update(clearFilters(state));

  if (!listing.data) {
    if (listing.isError) {
      return (
        <Problem>
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
        <ListingToolbar
          totalCount={data.totalCount}
          sort={state.sort}
          onSort={(sort) => update({ ...state, sort, page: 1 })}
          filtersOpen={filtersOpen}
          activeFilterCount={active.length}
          filtersId={filtersId}
          onToggleFilters={() => setFiltersOpen(!filtersOpen)}
        />
        {hasFilters(state) ? <ActiveFilters active={active} labels={labels} onRemove={onToggle} onClear={clear} /> : null}
      </Top>
      <Filters id={filtersId} $open={filtersOpen} aria-label="Filters">
        <FacetPanel
          facets={data.facets}
          state={state}
          onToggle={onToggle}
          categoryTitle={categoryTitle}
          categoryFilter={scope.type === "all"}
        />
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
          <ProductGrid products={data.products} label="Products" searchTerm={searchTerm} />
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
