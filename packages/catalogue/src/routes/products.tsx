import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { catalogueQueries, type Category } from "@storefront/api-client/browsing";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/shell/page";
import { listingDescription, listingImage, prefetchListing } from "../listing/listing-loader";
import { ListingView } from "../listing/ListingView";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { Lead, PageHeader } from "../page/layout";
import { keepDataOnQueryChange, required, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { PillLinks } from "../page/PillLinks";
import { pageSeo, seoMeta } from "../seo/seo";

export const handle: PageHandle = { pageType: "filter" };

export const meta = seoMeta("Products");

export const shouldRevalidate = keepDataOnQueryChange;

/**
 * The products landing lists one department at a time (`?department=kitchen`, the first one by
 * default): the API's listing is scoped to a category, brand, promotion or search, and has no
 * all-products scope.
 */
export function departmentOf(search: URLSearchParams, departments: readonly Pick<Category, "slug" | "path">[]): string | undefined {
  const asked = search.get("department");
  return departments.find((department) => department.slug === asked)?.path ?? departments[0]?.path;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CataloguePageData> => {
    const tree = await required(queryClient.fetchQuery(catalogueQueries.categories(api)));
    const department = departmentOf(new URL(args.request.url).searchParams, tree.items);
    const listing = department ? await prefetchListing(queryClient, api, args.request, { type: "category", uri: department }) : undefined;
    return {
      breadcrumbs: [{ name: "Products", uri: "/products" }],
      ...pageSeo({
        title: "All products",
        description: listing ? listingDescription(listing.title, listing.totalCount) : undefined,
        type: "product.group",
        image: listing ? listingImage(listing) : undefined,
      }),
    };
  });

function ProductsLanding() {
  const api = useApiClient();
  const [search] = useSearchParams();
  const departments = useQuery(catalogueQueries.categories(api)).data?.items ?? [];
  const department = departmentOf(search, departments);
  return (
    <>
      <PageHeader>
        <h1>All products</h1>
        <Lead>Choose a department, then narrow it down by brand, price, rating and features.</Lead>
      </PageHeader>
      <PillLinks
        label="Departments"
        links={departments.map((item) => ({ name: item.name, to: `/products?department=${item.slug}`, current: item.path === department }))}
      />
      {department ? <ListingView scope={{ type: "category", uri: department }} categoryTitle="Shop by type" /> : null}
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
