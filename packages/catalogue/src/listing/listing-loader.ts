import { redirect } from "react-router";
import type { QueryClient } from "@tanstack/react-query";
import { catalogueQueries, type Listing } from "@storefront/api-client/catalogue";
import { isApiError, type ApiClient } from "@storefront/api-client/http";
import { SHARE_IMAGE_SIZES, sizedImage, type ShareImage } from "@storefront/page-kit/social";
import { notFound, rethrowAsPageError } from "../page/load";
import {
  hasFilters,
  isNormalListingSearch,
  normalListingSearch,
  readListingState,
  toListingQuery,
  type ListingScope,
} from "./listing-query";

/**
 * Prefetches a listing for the address's filters, sort and page. An address whose listing
 * parameters are not written in their one form (a GET form's 'sort=relevance', the sort before the
 * filters, a value the listing cannot use) is sent to that form first: the listing's form submitted
 * without JavaScript ends on the address the hydrated page navigates to (issue 40 item 2). A filter
 * the API refuses (an unknown brand, or on the all-products listing an unknown category, in an old
 * link) sends the shopper to the unfiltered listing; an unknown scope is the not-found page.
 */
export async function prefetchListing(queryClient: QueryClient, api: ApiClient, request: Request, scope: ListingScope): Promise<Listing> {
  const url = new URL(request.url);
  if (!isNormalListingSearch(url.searchParams, scope)) {
    const search = normalListingSearch(url.searchParams, scope).toString();
    throw redirect(search ? `${url.pathname}?${search}` : url.pathname);
  }
  const state = readListingState(url.searchParams, scope);
  try {
    return await queryClient.fetchQuery(catalogueQueries.listing(api, toListingQuery(scope, state)));
  } catch (error) {
    if (isApiError(error) && error.status === 400) {
      if (hasFilters(state) || state.page > 1) throw redirect(url.pathname);
      notFound();
    }
    if (isApiError(error) && error.status === 404 && state.category) throw redirect(url.pathname);
    return rethrowAsPageError(error);
  }
}

/** spec 1 §3: a listing shares as product.group with its first product's medium image (350x380). */
export function listingImage(listing: Listing): ShareImage | undefined {
  const first = listing.products[0];
  const image = first?.image ?? first?.images[0]?.url;
  return image ? { url: sizedImage(image, "medium"), ...SHARE_IMAGE_SIZES.medium } : undefined;
}

export function listingDescription(title: string, totalCount: number): string {
  return `Shop ${totalCount} ${totalCount === 1 ? "product" : "products"} in ${title}, with delivery and installation available.`;
}
