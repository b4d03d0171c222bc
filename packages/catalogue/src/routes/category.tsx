import { useParams } from "react-router";
import { catalogueQueries, type Category } from "@storefront/api-client/catalogue";
import { lazyPart } from "@storefront/page-kit/lazy-part";
import type { PageHandle } from "@storefront/page-kit/page-types";
import type { Crumb } from "@storefront/page-kit/masthead";
import { pageSeo, seoMeta } from "@storefront/page-kit/seo";
import { listingDescription, listingImage, prefetchListing } from "../listing/listing-loader";
import type { CategoryPageData } from "../listing/CategoryContent";
import { loadCataloguePage } from "../page/catalogue-loader";
import { CataloguePage } from "../page/CataloguePage";
import { keepDataOnQueryChange, notFound, optional, splatOf, type CatalogueLoaderArgs } from "../page/load";
import { isCategoryPath } from "../page/slug";

// The page's content (heading, sub-category pills, listing) hydrates after the page, with its own code.
const CategoryContent = lazyPart(() => import("../listing/CategoryContent").then((module) => module.CategoryContent));

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

export default function CategoryRoute() {
  const path = splatOf(useParams()).toLowerCase();
  return (
    <CataloguePage>
      <CategoryContent key={path} path={path} />
    </CataloguePage>
  );
}
