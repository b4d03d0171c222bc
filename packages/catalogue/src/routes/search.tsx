import { redirect, redirectDocument, useParams } from "react-router";
import styled from "styled-components";
import { getProductSearchUrl, getSiteSearchUrl } from "@storefront/api-client/search";
import { trackSearchTerm } from "@storefront/api-client/tracking";
import { isApiUnreachable, type ApiClient } from "@storefront/api-client/http";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { inAppPath, searchForm } from "@storefront/page-kit/links";
import { Alert } from "@storefront/ui-kit/alert";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { Button } from "@storefront/ui-kit/button";
import { encodeSearchTerm, isSearchable, sanitiseSearchTerm, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "@storefront/validation/search";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { listingImage, prefetchListing } from "../listing/listing-loader";
import { ListingView } from "../listing/LazyListingView";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { EmptyState } from "../page/EmptyState";
import { PageHeader } from "../page/layout";
import { keepDataOnQueryChange, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";

export const handle: PageHandle = { pageType: "search" };

export const meta = seoMeta("Search results");

export const shouldRevalidate = keepDataOnQueryChange;

/** A search term as the shopper typed it: trimmed, sanitised (spec 1 §5) and cut at 100 characters. */
export function cleanSearchTerm(typed: string): string {
  return sanitiseSearchTerm(typed.slice(0, SEARCH_MAX_LENGTH * 2))
    .trim()
    .slice(0, SEARCH_MAX_LENGTH);
}

/** The search term of /search/{term}: decoded, trimmed, sanitised (spec 1 §5) and cut at 100 characters. */
export function searchTermOf(uri: string | undefined): string {
  let decoded = uri ?? "";
  try {
    decoded = decodeURIComponent(decoded.replace(/\+/g, " "));
  } catch {
    // A malformed escape: search for the text as it came.
  }
  return cleanSearchTerm(decoded);
}

/**
 * Where a submitted search goes (spec 1 §4): the destination the search service returns (the
 * furniture search's own call where the brand has it). Should the service fail, the results page
 * for the term, which is where it sends a term it knows nothing special about; an API that cannot
 * be reached is the outage page, as on every page.
 */
export async function searchDestination(api: ApiClient, brand: BrandConfig, term: string): Promise<string> {
  try {
    const { url } = brand.features.searchVariant === "furniture" ? await getProductSearchUrl(api, term) : await getSiteSearchUrl(api, term);
    return url;
  } catch (error) {
    if (isApiUnreachable(error)) throw error;
    return `/search/${encodeSearchTerm(term)}`;
  }
}

/**
 * The answer to the search form's GET (`/search?q=term`, page-kit's `searchForm`): a redirect to
 * the destination. An in-app address stays in the app for a router submission (spec 1 §2.2);
 * anything else is a page load, with JavaScript or without.
 */
function redirectTo(destination: string, request: Request): Response {
  const path = inAppPath(destination, new URL(request.url).host);
  return path !== null ? redirect(path) : redirectDocument(destination);
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api, brand }): Promise<CataloguePageData & { term: string }> => {
    // The search form (issue 40 item 2): /search?q=term goes where the search service says.
    if (args.params.uri === undefined) {
      const submitted = cleanSearchTerm(new URL(args.request.url).searchParams.get(searchForm.termField) ?? "");
      if (isSearchable(submitted)) {
        // spec 1 §7: the search-term call records every term a shopper submits, wherever the
        // search service sends them (a category, a product, the results); never awaited or failing.
        trackSearchTerm(api, submitted).catch(() => undefined);
        throw redirectTo(await searchDestination(api, brand, submitted), args.request);
      }
    }
    const term = searchTermOf(args.params.uri);
    const crumb = { name: "Search results", uri: `/search/${encodeSearchTerm(term)}` };
    if (!isSearchable(term)) {
      return { term, breadcrumbs: [crumb], ...pageSeo({ title: "Search", type: "product.group" }) };
    }
    const listing = await prefetchListing(queryClient, api, args.request, { type: "search", searchTerm: term });
    return {
      term,
      breadcrumbs: [crumb],
      ...pageSeo({
        title: `Search results for '${term}'`,
        description: `${listing.totalCount} ${listing.totalCount === 1 ? "product matches" : "products match"} '${term}'.`,
        type: "product.group",
        image: listingImage(listing),
      }),
    };
  });

const Correction = styled(Alert)`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: inherit;
`;

function SearchPage({ term }: { term: string }) {
  if (!isSearchable(term)) {
    return (
      <>
        <PageHeader>
          <h1>Search</h1>
        </PageHeader>
        <EmptyState title="What are you looking for?" action={<Button href="/products">Browse all products</Button>}>
          Type at least {SEARCH_MIN_LENGTH} letters or numbers into the search bar to find products, brands and categories.
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageHeader>
        <h1>Search results for &lsquo;{term}&rsquo;</h1>
      </PageHeader>
      <ListingView
        scope={{ type: "search", searchTerm: term }}
        categoryTitle="Categories with matches"
        notice={(listing) =>
          listing.correctedSearchTerm ? (
            <Correction type="info">
              No results for &lsquo;{term}&rsquo;. Showing results for <strong>&lsquo;{listing.correctedSearchTerm}&rsquo;</strong> instead.
            </Correction>
          ) : null
        }
      />
    </>
  );
}

export default function SearchRoute() {
  const term = searchTermOf(useParams().uri);
  return (
    <CataloguePage>
      <SearchPage key={term} term={term} />
    </CataloguePage>
  );
}
