import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { catalogueQueries, type Category } from "@storefront/api-client/catalogue";
import { useApiClient } from "@storefront/api-client/react";
import type { PageHandle } from "@storefront/page-kit/page-types";
import type { Crumb } from "@storefront/page-kit/masthead";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { listingDescription, listingImage, prefetchListing } from "../listing/listing-loader";
import { ListingView } from "../listing/ListingView";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { PageHeader } from "../page/layout";
import { keepDataOnQueryChange, notFound, optional, splatOf, type CatalogueLoaderArgs } from "../page/load";
import type { CataloguePageData } from "../page/page-data";
import { PillLinks } from "../page/PillLinks";
import { usePageData } from "../page/usePageData";
import { isCategoryPath } from "../page/slug";

export const handle: PageHandle = { pageType: "categoryPage" };

export const meta = seoMeta("Category");

export const shouldRevalidate = keepDataOnQueryChange;

/** The trail to a category path through the category tree: Kitchen, then Fridges. */
export function categoryTrail(tree: readonly Category[], path: string, title: string): Crumb[] {
  const top = tree.find((category) => path === category.path || path.startsWith(`${category.path}/`));
  if (!top) return [{ name: title, uri: `/c/${path}` }];
  const sub = top.subCategories.find((category) => category.path === path);
  return sub
    ? [
        { name: top.name, uri: top.uri },
        { name: sub.name, uri: sub.uri },
      ]
    : [{ name: top.name, uri: top.uri }];
}

interface CategoryPageData extends CataloguePageData {
  path: string;
}

export const loader = (args: CatalogueLoaderArgs) =>
  loadCataloguePage(args, async ({ queryClient, api }): Promise<CategoryPageData> => {
    const path = splatOf(args.params).toLowerCase();
    if (!isCategoryPath(path)) notFound();
    const [listing, tree] = await Promise.all([
      prefetchListing(queryClient, api, args.request, { type: "category", uri: path }),
      optional(queryClient.fetchQuery(catalogueQueries.categories(api))),
    ]);
    return {
      path,
      breadcrumbs: categoryTrail(tree?.items ?? [], path, listing.title),
      ...pageSeo({
        title: listing.title,
        description: listingDescription(listing.title, listing.totalCount),
        type: "product.group",
        image: listingImage(listing),
      }),
    };
  });

function CategoryPage({ path }: { path: string }) {
  const api = useApiClient();
  const { title } = usePageData<CategoryPageData>();
  const tree = useQuery(catalogueQueries.categories(api)).data?.items ?? [];
  const top = tree.find((category) => category.path === path);
  return (
    <>
      <PageHeader>
        <h1>{title}</h1>
      </PageHeader>
      {top && top.subCategories.length ? (
        <PillLinks label={`Shop ${title}`} links={top.subCategories.map((sub) => ({ name: sub.name, to: sub.uri }))} />
      ) : null}
      <ListingView scope={{ type: "category", uri: path }} categoryTitle={top ? "Shop by type" : "Related categories"} />
    </>
  );
}

export default function CategoryRoute() {
  const path = splatOf(useParams()).toLowerCase();
  return (
    <CataloguePage>
      <CategoryPage key={path} path={path} />
    </CataloguePage>
  );
}
