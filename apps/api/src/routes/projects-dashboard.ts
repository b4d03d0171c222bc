import { Type } from "@storefront/api-contract/common";
import {
  AutocompleteParams,
  BrandSuggestions,
  CategorySuggestions,
  DASHBOARD_LIMITS,
  DASHBOARD_MESSAGES,
  DashboardExportQuery,
  DashboardSearchAnswer,
  DashboardSearchQuery,
  ProductSuggestions,
} from "@storefront/api-contract/projects";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { queryRows } from "../db/client";
import { BadRequestError } from "../http/errors";
import { documented, listAnswer, type TypedApp } from "../http/schemas";
import { CSV_BOM, csvHeader, csvRow, exportColumns } from "../projects/dashboard-csv";
import { dashboardSearch } from "../projects/dashboard";
import type { ProjectServiceSet } from "../projects/services";
import { staffAnswers } from "./projects";

const doc = documented("projects");
const security = [{ bearer: [] }];

/** The autocompletes' text, trimmed and lower-case, as a LIKE pattern part; 400 when blank. */
function autocompleteText(text: string): { prefix: string; anywhere: string } {
  const trimmed = text.trim().toLowerCase();
  if (!trimmed) throw new BadRequestError([DASHBOARD_MESSAGES.blankText]);
  const escaped = trimmed.replace(/[\\%_]/g, (c) => `\\${c}`);
  return { prefix: `${escaped}%`, anywhere: `%${escaped}%` };
}

/**
 * The performance dashboard (issue 16 items 4-5; spec 3 §7 "Projects v2" search and export, "Other
 * staff and product calls" autocompletes): staff only, like every project call (401 anonymous,
 * 403 customer or a storefront without staff tooling), the autocompletes included.
 */
export function registerProjectDashboardRoutes(api: TypedApp, context: AppContext, services: ProjectServiceSet): void {
  const { db } = context;
  const requireStaff = services.core.requireStaff;
  const dashboard = dashboardSearch(context, requireStaff);
  const limit = DASHBOARD_LIMITS.autocompleteResults;

  api.get(
    "/api/v2/project/search",
    doc(
      "The dashboard's projects, a page at a time (page from 0, limit 1-100, default 13): filters on created dates (allTime from 2016-01-01), salesperson (onlyMyProjects), customer name, store, status, brand, category, SKU and the culinary flag; sorted on any sortable column, then by project id; totalCount and tooMany (above 2000)",
      { querystring: DashboardSearchQuery, response: { 200: DashboardSearchAnswer, ...staffAnswers }, security },
    ),
    (request) => dashboard.search(request, request.query),
  );

  api.get(
    "/api/v2/project/export",
    doc(
      "The dashboard's matching projects as CSV (UTF-8 with a BOM), streamed: the search's filters and order, limit -1 (default) for every row, columns=path,path for the shown columns in their order; a header row of the columns' titles; text cells starting with = + - @ get a leading apostrophe",
      {
        querystring: DashboardExportQuery,
        response: {
          200: Type.Any({ description: "text/csv; charset=utf-8, as an attachment named projects-YYYY-MM-DD.csv" }),
          ...staffAnswers,
        },
        security,
      },
    ),
    async (request, reply) => {
      const columns = exportColumns(request.query.columns);
      const batches = await dashboard.exportRows(request, request.query);
      async function* lines() {
        yield CSV_BOM + csvHeader(columns);
        for await (const rows of batches()) yield rows.map((row) => csvRow(row, columns)).join("");
      }
      const stream = Readable.from(lines());
      stream.on("error", (error) => request.log.error({ err: error }, "dashboard export failed while streaming"));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="projects-${context.now().toISOString().slice(0, 10)}.csv"`)
        .header("cache-control", "private, no-store")
        .send(stream);
    },
  );

  const autocomplete = async (request: FastifyRequest) => {
    await requireStaff(request);
  };

  // An empty text leaves the path's last segment out: a 400 with the message, not a 404.
  for (const path of ["/api/brand/autocomplete/", "/api/category/autocomplete/", "/api/product/search/"]) {
    api.get(
      path,
      doc("Without text: 400 (type at least one letter or digit)", { response: { ...staffAnswers }, security }),
      async (request) => {
        await autocomplete(request);
        throw new BadRequestError([DASHBOARD_MESSAGES.blankText]);
      },
    );
  }

  api.get(
    "/api/brand/autocomplete/:text",
    doc("Brands of the storefront's products whose names start with the text, then those containing it (at most 10; staff only)", {
      params: AutocompleteParams,
      response: { 200: BrandSuggestions, ...staffAnswers },
      security,
    }),
    async (request) => {
      await autocomplete(request);
      const { prefix, anywhere } = autocompleteText(request.params.text);
      const rows = await queryRows<{ name: string }>(
        db,
        sql`select m.name from manufacturers m
          where lower(m.name) like ${anywhere}
            and exists (select 1 from products pr where pr.manufacturer_id = m.id and pr.storefronts @> array[${request.storefront.id}]::text[])
          order by lower(m.name) like ${prefix} desc, lower(m.name) collate "C", m.id limit ${limit}`,
      );
      return listAnswer(rows.map((row) => ({ name: row.name })));
    },
  );

  api.get(
    "/api/category/autocomplete/:text",
    doc(
      "Categories of the storefront whose names start with the text, then those containing it, with their paths (at most 10; staff only)",
      {
        params: AutocompleteParams,
        response: { 200: CategorySuggestions, ...staffAnswers },
        security,
      },
    ),
    async (request) => {
      await autocomplete(request);
      const { prefix, anywhere } = autocompleteText(request.params.text);
      const rows = await queryRows<{ name: string; path: string }>(
        db,
        sql`select c.name, c.path from categories c
          where lower(c.name) like ${anywhere} and c.storefronts @> array[${request.storefront.id}]::text[]
          order by lower(c.name) like ${prefix} desc, c.path collate "C" limit ${limit}`,
      );
      return listAnswer(rows.map((row) => ({ name: row.name, path: row.path })));
    },
  );

  api.get(
    "/api/product/search/:text",
    doc(
      "Products of the storefront whose SKU starts with the text, then those whose SKU or title contains it, as {sku, name} (at most 10; staff only)",
      {
        params: AutocompleteParams,
        response: { 200: ProductSuggestions, ...staffAnswers },
        security,
      },
    ),
    async (request) => {
      await autocomplete(request);
      const { prefix, anywhere } = autocompleteText(request.params.text);
      const rows = await queryRows<{ sku: string; title: string }>(
        db,
        sql`select pr.sku, pr.title from products pr
          where pr.storefronts @> array[${request.storefront.id}]::text[] and (lower(pr.sku) like ${anywhere} or lower(pr.title) like ${anywhere})
          order by lower(pr.sku) like ${prefix} desc, pr.sku collate "C" limit ${limit}`,
      );
      return listAnswer(rows.map((row) => ({ sku: row.sku, name: row.title })));
    },
  );
}
