import { and, arrayContains, asc, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import { alertBanners, contentEntries, navigation, promotions, redirects, sales } from "../db/schema";
import { BadRequestError, NotFoundError } from "../http/errors";
import { errorResponses, ISO_DATE_PATTERN, SITE_PATH_PATTERN, slugString } from "../http/schemas";
import { storefrontToday } from "../storefronts";

const str = { type: "string" } as const;
const nullableStr = { type: ["string", "null"] } as const;

const LIST_KINDS = { recipes: "recipe", blog: "blog", catalogues: "catalogue", inspirations: "inspiration" } as const;

const contentSchema = {
  type: "object",
  properties: {
    kind: str,
    slug: str,
    title: str,
    summary: str,
    body: str,
    publishedOn: str,
    uri: str,
    details: { type: "object", additionalProperties: true },
  },
  required: ["kind", "slug", "title", "summary", "body", "publishedOn", "uri", "details"],
} as const;

const CONTENT_URIS: Record<string, (slug: string) => string> = {
  static: (slug) => `/s/${slug}`,
  recipe: (slug) => `/recipes/${slug}`,
  blog: (slug) => `/blog/${slug}`,
  catalogue: (slug) => `/catalogue-details/${slug}`,
  inspiration: (slug) => `/inspiration/${slug}`,
};

const promotionSchema = {
  type: "object",
  properties: { slug: str, title: str, summary: str, terms: str, ribbon: str, startsOn: str, endsOn: str, uri: str, isActive: { type: "boolean" } },
  required: ["slug", "title", "summary", "terms", "ribbon", "startsOn", "endsOn", "uri", "isActive"],
} as const;

function checkRealDate(value: string | undefined, field: string): void {
  if (value === undefined) return;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw new BadRequestError([`${field} must be a real calendar date as YYYY-MM-DD`]);
}

/** Shell and content calls: navbar, alert banner, static pages, editorial lists, redirects, promotions and sale. */
export function registerContentRoutes(app: FastifyInstance, { db, now, catalogue }: AppContext): void {
  app.get(
    "/api/navbar",
    {
      schema: {
        tags: ["shell"],
        summary: "Navigation: mainNav.categories (subcategories and brands), topNav flags, utility and footer links",
        response: {
          200: {
            type: "object",
            properties: {
              mainNav: {
                type: "object",
                properties: {
                  categories: {
                    type: "array",
                    items: {
                      type: "object",
                      properties: {
                        name: str,
                        uri: str,
                        subCategories: { type: "array", items: { type: "object", properties: { name: str, uri: str }, required: ["name", "uri"] } },
                        brands: { type: "array", items: { type: "object", properties: { name: str, uri: str, image: str }, required: ["name", "uri", "image"] } },
                      },
                      required: ["name", "uri", "subCategories", "brands"],
                    },
                  },
                },
                required: ["categories"],
              },
              topNav: {
                type: "object",
                properties: {
                  displayCartIcon: { type: "boolean" },
                  displayProjectIcon: { type: "boolean" },
                  displaySearchIcon: { type: "boolean" },
                  displayContactUsIcon: { type: "boolean" },
                },
                required: ["displayCartIcon", "displayProjectIcon", "displaySearchIcon", "displayContactUsIcon"],
              },
              utilityLinks: { type: "array", items: { type: "object", properties: { title: str, uri: str }, required: ["title", "uri"] } },
              footerNav: {
                type: "array",
                items: {
                  type: "object",
                  properties: { title: str, links: { type: "array", items: { type: "object", properties: { title: str, uri: str }, required: ["title", "uri"] } } },
                  required: ["title", "links"],
                },
              },
              updatedAt: str,
            },
            required: ["mainNav", "topNav", "utilityLinks", "footerNav", "updatedAt"],
          },
        },
      },
    },
    async (request, reply) => {
      const row = await catalogue.scope(`navigation:${request.storefront.id}`, async () => (await db.select().from(navigation).where(eq(navigation.storefrontId, request.storefront.id)).limit(1))[0]);
      if (!row) throw new NotFoundError("No navigation for this storefront");
      // spec 1 §7: the storefront caches navigation for an hour; let shared caches do the same.
      reply.header("cache-control", "public, max-age=3600");
      return { ...(row.document as object), updatedAt: row.updatedAt.toISOString() };
    },
  );

  app.get(
    "/api/alertBanner",
    {
      schema: {
        tags: ["shell"],
        summary: "The running alert banner, or null when there is none",
        response: {
          200: {
            type: ["object", "null"],
            properties: { bannerURL: str, backgroundColor: str, desktopContent: str, mobileContent: str },
            required: ["bannerURL", "backgroundColor", "desktopContent", "mobileContent"],
          },
        },
      },
    },
    async (request) => {
      const today = storefrontToday(request.storefront, now());
      const [banner] = await db
        .select()
        .from(alertBanners)
        .where(and(eq(alertBanners.storefrontId, request.storefront.id), lte(alertBanners.startsOn, today), gte(alertBanners.endsOn, today)))
        .orderBy(desc(alertBanners.startsOn))
        .limit(1);
      if (!banner) return null;
      return { bannerURL: banner.bannerUrl, backgroundColor: banner.backgroundColor, desktopContent: banner.desktopContent, mobileContent: banner.mobileContent };
    },
  );

  const findContent = async (kind: string, slug: string, storefrontId: string) => {
    const [row] = await db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug), arrayContains(contentEntries.storefronts, [storefrontId])) as SQL)
      .limit(1);
    return row;
  };
  const present = (row: typeof contentEntries.$inferSelect) => ({
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    publishedOn: row.publishedOn,
    uri: CONTENT_URIS[row.kind]?.(row.slug) ?? `/${row.slug}`,
    details: row.details,
  });

  app.get<{ Params: { name: string } }>(
    "/api/Static/:name",
    {
      schema: {
        tags: ["content"],
        summary: "Static page by slug",
        params: { type: "object", properties: { name: slugString }, required: ["name"] },
        response: { 200: contentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findContent("static", request.params.name, request.storefront.id);
      if (!row) throw new NotFoundError(`No static page '${request.params.name}'`);
      return present(row);
    },
  );

  const listQuery = {
    type: "object",
    properties: { page: { type: "integer", minimum: 1, maximum: 1000, default: 1 }, pageSize: { type: "integer", minimum: 1, maximum: 48, default: 12 } },
  } as const;

  app.get<{ Params: { kind: keyof typeof LIST_KINDS }; Querystring: { page: number; pageSize: number } }>(
    "/api/content/:kind",
    {
      schema: {
        tags: ["content"],
        summary: "Recipes, blog posts, catalogues or inspirations, newest first",
        params: { type: "object", properties: { kind: { type: "string", enum: Object.keys(LIST_KINDS) } }, required: ["kind"] },
        querystring: listQuery,
        response: {
          200: { type: "object", properties: { items: { type: "array", items: contentSchema }, totalCount: { type: "integer" }, page: { type: "integer" }, pageSize: { type: "integer" } }, required: ["items", "totalCount", "page", "pageSize"] },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const kind = LIST_KINDS[request.params.kind];
      const where = and(eq(contentEntries.kind, kind), arrayContains(contentEntries.storefronts, [request.storefront.id])) as SQL;
      const all = await db.select().from(contentEntries).where(where).orderBy(desc(contentEntries.publishedOn), asc(contentEntries.id));
      const { page, pageSize } = request.query;
      return { items: all.slice((page - 1) * pageSize, page * pageSize).map(present), totalCount: all.length, page, pageSize };
    },
  );

  app.get<{ Params: { kind: keyof typeof LIST_KINDS; slug: string } }>(
    "/api/content/:kind/:slug",
    {
      schema: {
        tags: ["content"],
        summary: "One recipe, blog post, catalogue or inspiration",
        params: { type: "object", properties: { kind: { type: "string", enum: Object.keys(LIST_KINDS) }, slug: slugString }, required: ["kind", "slug"] },
        response: { 200: contentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findContent(LIST_KINDS[request.params.kind], request.params.slug, request.storefront.id);
      if (!row) throw new NotFoundError(`No ${LIST_KINDS[request.params.kind]} '${request.params.slug}'`);
      return present(row);
    },
  );

  const redirectLookup = async (path: string) => {
    const normalised = path.length > 1 ? path.replace(/\/+$/, "").toLowerCase() : path;
    const [row] = await db.select().from(redirects).where(eq(redirects.fromPath, normalised)).limit(1);
    return row?.destinationUri ?? null;
  };

  app.get<{ Querystring: { fromUrl: string } }>(
    "/api/redirect",
    {
      schema: {
        tags: ["shell"],
        summary: "Redirect lookup after a 404: doRedirect and destinationUri (absolute or relative)",
        querystring: { type: "object", properties: { fromUrl: { type: "string", maxLength: 300, pattern: SITE_PATH_PATTERN } }, required: ["fromUrl"] },
        response: { 200: { type: "object", properties: { doRedirect: { type: "boolean" }, destinationUri: nullableStr }, required: ["doRedirect", "destinationUri"] }, ...errorResponses },
      },
    },
    async (request) => {
      const destinationUri = await redirectLookup(request.query.fromUrl);
      return { doRedirect: destinationUri !== null, destinationUri };
    },
  );

  app.get<{ Querystring: { fromUri: string } }>(
    "/api/redirect/getdestination",
    {
      schema: {
        tags: ["shell"],
        summary: "Redirect destination of a path, null when there is none",
        querystring: { type: "object", properties: { fromUri: { type: "string", maxLength: 300, pattern: SITE_PATH_PATTERN } }, required: ["fromUri"] },
        response: { 200: { type: "object", properties: { destinationUri: nullableStr }, required: ["destinationUri"] }, ...errorResponses },
      },
    },
    async (request) => ({ destinationUri: await redirectLookup(request.query.fromUri) }),
  );

  app.get<{ Querystring: { dateOverride?: string } }>(
    "/api/promotion/sale",
    {
      schema: {
        tags: ["promotions"],
        summary: "The running sale strip, or null; dateOverride previews another day",
        querystring: { type: "object", properties: { dateOverride: { type: "string", pattern: ISO_DATE_PATTERN } } },
        response: {
          200: {
            type: ["object", "null"],
            properties: { title: str, message: str, colour: str, url: str, startsOn: str, endsOn: str },
            required: ["title", "message", "colour", "url", "startsOn", "endsOn"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      checkRealDate(request.query.dateOverride, "dateOverride");
      const day = request.query.dateOverride ?? storefrontToday(request.storefront, now());
      const [sale] = await db
        .select()
        .from(sales)
        .where(and(eq(sales.storefrontId, request.storefront.id), lte(sales.startsOn, day), gte(sales.endsOn, day)))
        .limit(1);
      if (!sale) return null;
      return { title: sale.title, message: sale.message, colour: sale.colour, url: sale.url, startsOn: sale.startsOn, endsOn: sale.endsOn };
    },
  );

  const presentPromotion = (row: typeof promotions.$inferSelect, today: string) => ({
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    terms: row.terms,
    ribbon: row.ribbon,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    uri: `/promotion/${row.slug}`,
    isActive: row.startsOn <= today && today <= row.endsOn,
  });

  app.get(
    "/api/promotions",
    {
      schema: {
        tags: ["promotions"],
        summary: "Running promotions, ending soonest first",
        response: { 200: { type: "object", properties: { items: { type: "array", items: promotionSchema }, totalCount: { type: "integer" } }, required: ["items", "totalCount"] } },
      },
    },
    async (request) => {
      const today = storefrontToday(request.storefront, now());
      const rows = await db
        .select()
        .from(promotions)
        .where(and(arrayContains(promotions.storefronts, [request.storefront.id]), lte(promotions.startsOn, today), gte(promotions.endsOn, today)) as SQL)
        .orderBy(asc(promotions.endsOn), asc(promotions.id));
      return { items: rows.map((row) => presentPromotion(row, today)), totalCount: rows.length };
    },
  );

  app.get<{ Params: { slug: string } }>(
    "/api/promotion/:slug",
    {
      schema: {
        tags: ["promotions"],
        summary: "One promotion (its products come from /api/listing?type=promotion)",
        params: { type: "object", properties: { slug: slugString }, required: ["slug"] },
        response: { 200: promotionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.slug, request.params.slug), arrayContains(promotions.storefronts, [request.storefront.id])) as SQL)
        .limit(1);
      if (!row) throw new NotFoundError(`No promotion '${request.params.slug}'`);
      return presentPromotion(row, storefrontToday(request.storefront, now()));
    },
  );
}
