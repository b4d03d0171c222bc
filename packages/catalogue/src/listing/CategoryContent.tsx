import { useQuery } from "@tanstack/react-query";
import { catalogueQueries } from "@storefront/api-client/catalogue";
import { useApiClient } from "@storefront/api-client/react";
import { PageHeader } from "../page/layout";
import { SaleCategoryBadge } from "../sale/SalePlacements";
import type { CataloguePageData } from "../page/page-data";
import { PillLinks } from "../page/PillLinks";
import { usePageData } from "../page/usePageData";
// Imported as it is, not as a lazy part: this whole content is already the category page's part.
import { ListingView } from "./ListingView";

export interface CategoryPageData extends CataloguePageData {
  path: string;
}

/** A category page's content under the frame: its heading (with the sale's badge while one is on), its sub-categories as pills, its listing. */
export function CategoryContent({ path }: { path: string }) {
  const api = useApiClient();
  const { title } = usePageData<CategoryPageData>();
  const tree = useQuery(catalogueQueries.categories(api)).data?.items ?? [];
  const top = tree.find((category) => category.path === path);
  return (
    <>
      <PageHeader>
        <h1>{title}</h1>
        <SaleCategoryBadge />
      </PageHeader>
      {top && top.subCategories.length ? (
        <PillLinks label={`Shop ${title}`} links={top.subCategories.map((sub) => ({ name: sub.name, to: sub.uri }))} />
      ) : null}
      <ListingView scope={{ type: "category", uri: path }} categoryTitle={top ? "Shop by type" : "Related categories"} />
    </>
  );
}
