import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import { catalogueQueries } from "@storefront/api-client/catalogue";
import { useApiClient } from "@storefront/api-client/react";
import { errorMessage } from "@storefront/api-client/http";
import { useChatBlocker } from "@storefront/page-kit/chat-blocker";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { Pagination } from "@storefront/ui-kit/pagination";
import { EmptyState } from "../page/EmptyState";
import { ActiveFilters, activeFilters } from "./ActiveFilters";
import { FacetPanel, FOLD_TOGGLE_ATTRIBUTE } from "./FacetPanel";
import { Filters, Layout, Pager, Problem, Results, Top } from "./listing-layout";
import { ListingForm } from "./ListingForm";
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

/** The filter panel's id: the toolbar's toggle links to it (`#filters`), so `:target` opens it without JavaScript. */
export const FILTERS_ID = "filters";

/** Without JavaScript every facet value shows and the fold buttons, which need it, do not. */
const NO_SCRIPT_RULES = `#${FILTERS_ID} li[hidden]{display:block}[${FOLD_TOGGLE_ATTRIBUTE}]{display:none}`;

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
 *
 * HTML first (issue 40 items 2 and 3): the sort and the facets are one GET form (ListingForm), the
 * filter chips, 'Clear all filters' and the pages are links, each to the address the hydrated page
 * navigates to; a choice made before the page hydrated is applied as it hydrates.
 */
export function ListingView({ scope, categoryTitle = "Categories", categoryNames, notice }: ListingViewProps) {
  const api = useApiClient();
  const [address, setSearchParams] = useSearchParams();
  const { pathname, key } = useLocation();
  // The address the form last went to, shown from the shopper's change on, until the router's
  // navigation there has rendered (a new location). The router renders it as a transition, and
  // until then React held the boxes and the sort at the old address: a second tick in between (a
  // slow phone) was made on the old state and lost the first.
  const [asked, setAsked] = useState<{ search: string; from: string } | null>(null);
  const searchParams = asked && asked.from === key ? new URLSearchParams(asked.search) : address;
  const state = readListingState(searchParams, scope);
  const query = toListingQuery(scope, state);
  const listing = useQuery({ ...catalogueQueries.listing(api, query), placeholderData: keepPreviousData });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  // spec 3 §2: the filter panel (opened by the toolbar's Filters button on small screens) hides the chat widget.
  useChatBlocker("filter-panel", filtersOpen);
  // The toggle followed before the page hydrated opened the panel by its address (`#filters`).
  useEffect(() => {
    if (window.location.hash === `#${FILTERS_ID}`) setFiltersOpen(true);
  }, []);
  const toggleFilters = () => {
    // Closing: the address's `#filters` would keep the panel open.
    if (filtersOpen && window.location.hash === `#${FILTERS_ID}`) {
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    }
    setFiltersOpen(!filtersOpen);
  };
  const searchTerm = scope.type === "search" ? scope.searchTerm : undefined;
  const shown = listing.isPlaceholderData ? undefined : listing.data;
  const resultSkus = useMemo(() => shown?.products.map((product) => product.sku), [shown]);
  useSearchEvent(searchTerm, resultSkus);

  /** The address of this listing in another state, other parameters kept. */
  const hrefOf = (next: ListingState) => {
    const search = writeListingState(next, searchParams).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const navigate = (search: URLSearchParams) => {
    setAsked({ search: search.toString(), from: key });
    setSearchParams(search, { preventScrollReset: true });
  };
  const withoutFilter = (group: FilterGroup, value: string) => hrefOf(toggleFilter(state, group, value));
  const withoutFilters = hrefOf(clearFilters(state));

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
  // A chosen value with no box of its own still belongs to the form's submission.
  const boxes = new Set(
    data.facets
      .filter((facet) => facet.key !== "category" || scope.type === "all")
      .flatMap((facet) => facet.values.map((value) => `${facet.key}:${value.value}`)),
  );
  const keptFilters = active.filter(({ group, value }) => !boxes.has(`${group}:${value}`));

  return (
    <Layout>
      <Top ref={topRef}>
        <ListingForm id={formId} scope={scope} state={state} keptFilters={keptFilters} onNavigate={navigate} />
        <noscript>
          <style>{NO_SCRIPT_RULES}</style>
        </noscript>
        {notice?.(data)}
        <ListingToolbar
          totalCount={data.totalCount}
          sort={state.sort}
          form={formId}
          filtersOpen={filtersOpen}
          activeFilterCount={active.length}
          filtersId={FILTERS_ID}
          onToggleFilters={toggleFilters}
        />
        {hasFilters(state) ? (
          <ActiveFilters active={active} labels={labels} withoutFilter={withoutFilter} withoutFilters={withoutFilters} />
        ) : null}
      </Top>
      <Filters id={FILTERS_ID} $open={filtersOpen} aria-label="Filters">
        <FacetPanel facets={data.facets} state={state} form={formId} categoryTitle={categoryTitle} categoryFilter={scope.type === "all"} />
      </Filters>
      <Results aria-busy={updating || undefined}>
        {data.products.length === 0 ? (
          <EmptyState
            title={NO_MATCHES_TEXT}
            action={
              hasFilters(state) ? (
                <Button href={withoutFilters}>Clear filters</Button>
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
            hrefOf={(page) => hrefOf({ ...state, page })}
            onPageChange={() => topRef.current?.scrollIntoView?.({ block: "start" })}
          />
        </Pager>
      </Results>
    </Layout>
  );
}
