import { Brand, BrandList, CategoryTree } from "@storefront/api-contract/catalogue";
import { errorAnswers } from "@storefront/api-contract/common";
import { brandReads, categoryTree } from "../catalogue/categories-and-brands";
import type { AppContext } from "../context";
import { found } from "../http/errors";
import { documented, listAnswer, SlugParams, type TypedApp } from "../http/schemas";

const doc = documented("catalogue");

/** The category tree and brand pages of the storefront (catalogue pages; shapes ours, see README). */
export function registerCatalogueRoutes(api: TypedApp, context: AppContext): void {
  const brands = brandReads(context);

  api.get("/api/categories", doc("Category tree of the storefront", { response: { 200: CategoryTree } }), async ({ storefront }) => ({
    items: categoryTree(await context.reference(), storefront),
  }));

  api.get("/api/brands", doc("Brands the storefront sells, A to Z", { response: { 200: BrandList } }), async ({ storefront }) =>
    listAnswer(await brands.all(storefront)),
  );

  api.get(
    "/api/brands/:slug",
    doc("One brand (its products come from /api/listing?type=brand)", { params: SlugParams, response: { 200: Brand, ...errorAnswers } }),
    async ({ storefront, params }) => found(await brands.bySlug(storefront, params.slug), `No brand '${params.slug}'`),
  );
}
