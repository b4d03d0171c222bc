import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { catalogueQueries, type Category, type Listing } from "@storefront/api-client/catalogue";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { listingDescription, listingImage, prefetchListing } from "../listing/listing-loader";
import { readListingState, writeListingState, type ListingScope } from "../listing/listing-query";
import { ListingView } from "../listing/LazyListingView";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead, PageHeader } from "../page/layout";
import { keepDataOnQueryChange, optional, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { PillLinks } from "../page/PillLinks";

export const handle: PageHandle = { pageType: "filter" };

export const meta = seoMeta("Products");

export const shouldRevalidate = keepDataOnQueryChange;

/** Every product of the shop; `?category=` narrows it to a department or a type (issue 7 item 2). */
const ALL_PRODUCTS: ListingScope = { type: "all" };

function productsDescription(listing: Listing, category: string | undefined): string {
  if (category) return listingDescription(listing.title, listing.totalCount);
  return `Shop all ${listing.totalCount} ${listing.totalCount === 1 ? "product" : "products"}, with delivery and installation available.`;
}

/** The names of every department and type by path, for the chip of the chosen one. */
export function categoryNamesOf(tree: readonly Category[]): Map<string, string> {
  return new Map(tree.flatMap((top) => [[top.path, top.name] as const, ...top.subCategories.map((sub) => [sub.path, sub.name] as const)]));
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    const { category } = readListingState(new URL(args.request.url).searchParams, ALL_PRODUCTS);
    const [listing] = await Promise.all([
      prefetchListing(queryClient, api, args.request, ALL_PRODUCTS),
      // The department links: the page does without them.
      optional(queryClient.fetchQuery(catalogueQueries.categories(api))),
    ]);
    return {
      breadcrumbs: [{ name: "Products", uri: "/products" }],
      ...pageSeo({
        title: "All products",
        description: productsDescription(listing, category),
        type: "product.group",
        image: listingImage(listing),
      }),
    };
  });

function ProductsLanding() {
  const api = useApiClient();
  const [search] = useSearchParams();
  const state = readListingState(search, ALL_PRODUCTS);
  const departments = useQuery(catalogueQueries.categories(api)).data?.items ?? [];
  // A department link narrows to that department and keeps the other filters and the sort.
  const narrowTo = (category: string | undefined) =>
    `/products?${writeListingState({ ...state, category, page: 1 }, search).toString()}`.replace(/\?$/, "");
  const inDepartment = (department: Category) =>
    state.category === department.path || Boolean(state.category?.startsWith(`${department.path}/`));
  return (
    <>
      <PageHeader>
        <h1>All products</h1>
        <Lead>Every product in the shop. Choose a department or a type, then narrow it down by brand, price, rating and features.</Lead>
      </PageHeader>
      {departments.length ? (
        <PillLinks
          label="Departments"
          links={[
            { name: "All departments", to: narrowTo(undefined), current: !state.category },
            ...departments.map((department) => ({
              name: department.name,
              to: narrowTo(department.path),
              current: inDepartment(department),
            })),
          ]}
        />
      ) : null}
      <ListingView scope={ALL_PRODUCTS} categoryTitle="Category" categoryNames={categoryNamesOf(departments)} />
    </>
  );
}

export default function ProductsRoute() {
  return (
    <CataloguePage>
      <ProductsLanding />
    </CataloguePage>
  );
}
