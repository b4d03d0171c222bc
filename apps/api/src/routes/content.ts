import { errorAnswers, StringEnum, Type } from "@storefront/api-contract/common";
import { CONTENT_LIST_KINDS, ContentEntry, ContentListQuery, ContentPage, type ContentListKind } from "@storefront/api-contract/content";
import { Slug } from "@storefront/api-contract/patterns";
import { editorialReads } from "../content/editorial-reads";
import type { AppContext } from "../context";
import { found } from "../http/errors";
import { documented, type TypedApp } from "../http/schemas";

const ListKind = StringEnum(Object.keys(CONTENT_LIST_KINDS) as ContentListKind[]);
const doc = documented("content");

/** Static pages and the editorial lists: recipes, blog posts, catalogues and inspirations (shapes ours, see README). */
export function registerContentRoutes(api: TypedApp, context: AppContext): void {
  const editorial = editorialReads(context);

  api.get(
    "/api/Static/:name",
    doc("Static page by slug", { params: Type.Object({ name: Slug }), response: { 200: ContentEntry, ...errorAnswers } }),
    async ({ storefront, params }) => found(await editorial.entry(storefront, "static", params.name), `No static page '${params.name}'`),
  );

  api.get(
    "/api/content/:kind",
    doc("Recipes, blog posts, catalogues, inspirations, articles or root-level pages, newest first", {
      params: Type.Object({ kind: ListKind }),
      querystring: ContentListQuery,
      response: { 200: ContentPage, ...errorAnswers },
    }),
    ({ storefront, params, query }) => editorial.list(storefront, params.kind, query.page ?? 1, query.pageSize ?? 12),
  );

  api.get(
    "/api/content/:kind/:slug",
    doc("One recipe, blog post, catalogue, inspiration, article or root-level page", {
      params: Type.Object({ kind: ListKind, slug: Slug }),
      response: { 200: ContentEntry, ...errorAnswers },
    }),
    async ({ storefront, params }) => {
      const kind = CONTENT_LIST_KINDS[params.kind];
      return found(await editorial.entry(storefront, kind, params.slug), `No ${kind} '${params.slug}'`);
    },
  );
}
