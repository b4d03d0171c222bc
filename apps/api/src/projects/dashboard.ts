import {
  DASHBOARD_LIMITS,
  DASHBOARD_MESSAGES,
  type DashboardExportQuery,
  type DashboardRow,
  type DashboardSearchAnswer,
  type DashboardSearchQuery,
  type DashboardSortProperty,
  type QuoteStatus,
} from "@storefront/api-contract/projects";
import { sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { priceColumnsIn } from "../catalogue/prices";
import type { AppContext } from "../context";
import { queryRows, type Database } from "../db/client";
import { BadRequestError } from "../http/errors";
import type { Storefront } from "../storefronts";
import type { RequireStaff } from "./access";
import { quoteIdOf } from "./project-view";

/**
 * The performance dashboard's search (spec 3 §3 Dashboard project row and Search params, §5, §9;
 * issue 16 items 4-5): one row per project, the filters as one WHERE, an order on one key plus
 * the project id (so pages are stable), and the page's rows read with their first folder and
 * quote price after the page is chosen. The export walks the same order in batches by keyset
 * (key, id) > (last key, last id), one short query per batch, so it holds one batch at a time and
 * never keeps the database (PGlite has one connection) for the whole download.
 */

/** The filters of a search, checked and resolved (dates as instants, "only my projects" as a code). */
export interface DashboardFilters {
  from?: Date;
  to?: Date;
  /** True: `to` is exclusive (a whole day was given, or now); false: inclusive (an instant was given). */
  toExclusive: boolean;
  salespersonCode?: string;
  customerName?: string;
  /** Lower case. */
  customerEmail?: string;
  store?: string;
  status?: QuoteStatus;
  brand?: string;
  category?: string;
  sku?: string;
  showCulinaryBookings?: boolean;
}

export interface DashboardOrder {
  property: DashboardSortProperty;
  descending: boolean;
}

/** "text" keys compare byte by byte (collate "C"); "status" is the plain column in its own collation. */
type KeyType = "text" | "status" | "integer" | "timestamptz";

const text = (field: string) => sql.raw(`coalesce(p.quote_data->>'${field}', '')`);
const lowerText = (field: string) => sql.raw(`lower(coalesce(p.quote_data->>'${field}', '')) collate "C"`);

/**
 * Each sortable column's key over `p` (projects): never null (blank is ""), text compared
 * lower-case byte by byte (collate "C", the same on PGlite and any PostgreSQL server). The indexes
 * of migrations 0011 and 0012, (storefront_id, key, id), are on these very expressions.
 */
const SORT_KEYS: Record<DashboardSortProperty, { key: SQL; type: KeyType }> = {
  projectName: { key: sql.raw(`lower(p.name) collate "C"`), type: "text" },
  projectId: { key: sql.raw("p.id"), type: "integer" },
  // Quoted projects (by id, the quote number's order) before the ones not quoted yet.
  quoteId: { key: sql.raw("(case when p.quoted_at is null then 1 else 0 end)"), type: "integer" },
  // Six capitalised words: the same order in every collation, so the plain column and its index serve.
  "status.name": { key: sql.raw("p.quote_status"), type: "status" },
  // The names' copies on the project (kept by migration 0012's triggers), so an index serves the sort.
  "salesperson.name": { key: sql.raw(`lower(coalesce(p.salesperson_name, '')) collate "C"`), type: "text" },
  "store.name": { key: sql.raw(`lower(coalesce(p.store_name, '')) collate "C"`), type: "text" },
  customerName: { key: lowerText("customerName"), type: "text" },
  customerPhone: { key: sql`${text("contactNumber")} collate "C"`, type: "text" },
  customerEmail: { key: lowerText("customerEmail"), type: "text" },
  projectGoal: { key: lowerText("projectGoal"), type: "text" },
  projectStart: { key: sql`${text("projectStart")} collate "C"`, type: "text" },
  created: { key: sql.raw("p.created_at"), type: "timestamptz" },
  dateModified: { key: sql.raw("p.updated_at"), type: "timestamptz" },
  referrer: {
    key: sql.raw(
      `lower(coalesce(nullif(p.quote_data->>'referrerName', ''), nullif(p.quote_data->>'referrerBusinessName', ''), p.quote_data->>'referrerCode', '')) collate "C"`,
    ),
    type: "text",
  },
};

/** The joins of a row's salesperson and store names. */
const JOINS = sql.raw("left join salespeople sp on sp.code = p.salesperson_code left join stores st on st.store_uri = p.store_uri");

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD or ISO date-time the schema let through, as an instant; 400 when it names no real date or time. */
function parseDate(value: string): { at: Date; dateOnly: boolean } {
  const day = value.slice(0, 10);
  const midnight = new Date(`${day}T00:00:00Z`);
  // Date rolls 2026-02-31 over to March: a day of no calendar is refused, not moved.
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day)
    throw new BadRequestError([DASHBOARD_MESSAGES.badDate]);
  const dateOnly = DATE_ONLY.test(value);
  const at = dateOnly ? midnight : new Date(value);
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1900 || at.getUTCFullYear() > 9999)
    throw new BadRequestError([DASHBOARD_MESSAGES.badDate]);
  return { at, dateOnly };
}

type FilterQuery = Pick<
  DashboardSearchQuery,
  | "fromDate"
  | "toDate"
  | "allTime"
  | "onlyMyProjects"
  | "salespersonCode"
  | "customerName"
  | "customerEmail"
  | "store"
  | "status"
  | "brand"
  | "category"
  | "sku"
  | "showCulinaryBookings"
>;

/**
 * The query's filters (spec 3 §5): allTime is 2016-01-01 to now whatever the dates; a whole-day
 * toDate includes that day; onlyMyProjects without a code is the caller's own code (400 when they
 * have none). Blank text filters are no filter.
 */
export function filtersOf(query: FilterQuery, callerCode: string | null, now: Date): DashboardFilters {
  const filters: DashboardFilters = { toExclusive: true };
  if (query.allTime) {
    filters.from = new Date(`${DASHBOARD_LIMITS.allTimeStart}T00:00:00Z`);
    filters.to = now;
    filters.toExclusive = false;
  } else {
    if (query.fromDate) filters.from = parseDate(query.fromDate).at;
    if (query.toDate) {
      const to = parseDate(query.toDate);
      filters.to = to.dateOnly ? new Date(to.at.getTime() + DAY_MS) : to.at;
      filters.toExclusive = to.dateOnly;
    }
    const { from, to } = filters;
    if (from && to && (filters.toExclusive ? from.getTime() >= to.getTime() : from.getTime() > to.getTime()))
      throw new BadRequestError([DASHBOARD_MESSAGES.fromAfterTo]);
  }
  const code = query.salespersonCode?.trim() || (query.onlyMyProjects ? callerCode : null);
  if (query.onlyMyProjects && !code) throw new BadRequestError([DASHBOARD_MESSAGES.noSalespersonCode]);
  if (code) filters.salespersonCode = code;
  const trimmed = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  filters.customerName = trimmed(query.customerName);
  filters.customerEmail = trimmed(query.customerEmail)?.toLowerCase();
  filters.store = query.store;
  filters.status = query.status;
  filters.brand = trimmed(query.brand);
  filters.category = query.category;
  filters.sku = query.sku;
  filters.showCulinaryBookings = query.showCulinaryBookings;
  return filters;
}

/** The order of a query: None (or no property) is created, newest first. */
export function orderOf(query: Pick<DashboardSearchQuery, "sortProperty" | "sortDirection">): DashboardOrder {
  if (!query.sortProperty || !query.sortDirection || query.sortDirection === "None") return { property: "created", descending: true };
  return { property: query.sortProperty, descending: query.sortDirection === "Descending" };
}

const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of a search over `p`, for one storefront. */
function whereOf(storefront: Storefront, filters: DashboardFilters): SQL {
  const parts: SQL[] = [sql`p.storefront_id = ${storefront.id}`];
  if (filters.from) parts.push(sql`p.created_at >= ${filters.from.toISOString()}::timestamptz`);
  if (filters.to)
    parts.push(
      filters.toExclusive
        ? sql`p.created_at < ${filters.to.toISOString()}::timestamptz`
        : sql`p.created_at <= ${filters.to.toISOString()}::timestamptz`,
    );
  if (filters.salespersonCode) parts.push(sql`p.salesperson_code = ${filters.salespersonCode}`);
  if (filters.store) parts.push(sql`p.store_uri = ${filters.store}`);
  if (filters.status) parts.push(sql`p.quote_status = ${filters.status}`);
  if (filters.customerName) parts.push(sql`${SORT_KEYS.customerName.key} like ${`%${likeEscaped(filters.customerName.toLowerCase())}%`}`);
  if (filters.customerEmail)
    parts.push(
      sql`(${SORT_KEYS.customerEmail.key} = ${filters.customerEmail} or ${lowerText("customerEmailSecondary")} = ${filters.customerEmail})`,
    );
  if (filters.showCulinaryBookings !== undefined)
    parts.push(sql`coalesce((p.quote_data->>'showCulinaryBookings')::boolean, false) = ${filters.showCulinaryBookings}`);
  if (filters.sku) parts.push(sql`exists (select 1 from project_products pp where pp.project_id = p.id and pp.sku = ${filters.sku})`);
  if (filters.brand)
    parts.push(sql`exists (select 1 from project_products pp join products pr on pr.sku = pp.sku join manufacturers m on m.id = pr.manufacturer_id
      where pp.project_id = p.id and lower(m.name) = ${filters.brand.toLowerCase()})`);
  if (filters.category)
    parts.push(sql`exists (select 1 from project_products pp join products pr on pr.sku = pp.sku
      where pp.project_id = p.id and (pr.category_path = ${filters.category} or pr.category_path like ${`${likeEscaped(filters.category)}/%`}))`);
  return sql.join(parts, sql` and `);
}

/** The raw row of a page or batch, every value as the two drivers (PGlite, postgres-js) give it alike. */
interface RawRow {
  id: number;
  name: string;
  quote_status: QuoteStatus;
  quoted: boolean;
  salesperson_code: string | null;
  salesperson_name: string | null;
  store_uri: string | null;
  store_name: string | null;
  customer_name: string | null;
  contact_number: string | null;
  customer_email: string | null;
  secondary_phone: string | null;
  secondary_email: string | null;
  project_address: string | null;
  suburb: string | null;
  state: string | null;
  post_code: string | null;
  project_goal: string | null;
  project_start: string | null;
  referrer_name: string | null;
  referrer_business_name: string | null;
  referrer_code: string | null;
  culinary: string | null;
  created_ms: number | string;
  modified_ms: number | string;
  folder_id: number | null;
  folder_title: string | null;
  quote_price: number | string;
}

/**
 * The dashboard rows of the projects chosen by `page` (a query answering `id`, `sort_key` and
 * `ord`, in order): the row's fields, the first folder and the quote's total (locked prices while
 * the lock holds, the storefront's price of a product it sells, else 0; as the project page).
 */
async function rowsOf(
  db: Database,
  storefront: Storefront,
  now: Date,
  page: SQL,
): Promise<{ rows: DashboardRow[]; last?: { key: string; id: number } }> {
  const chosen = await queryRows<{ id: number; sort_key: string }>(db, page);
  if (chosen.length === 0) return { rows: [] };
  const { price } = priceColumnsIn(storefront.currency);
  const ids = chosen.map((row) => row.id);
  const raw = await queryRows<RawRow>(
    db,
    sql`select p.id, p.name, p.quote_status, p.quoted_at is not null as quoted,
        p.salesperson_code, sp.name as salesperson_name, p.store_uri, st.name as store_name,
        p.quote_data->>'customerName' as customer_name, p.quote_data->>'contactNumber' as contact_number,
        p.quote_data->>'customerEmail' as customer_email, p.quote_data->>'customerNumberSecondary' as secondary_phone,
        p.quote_data->>'customerEmailSecondary' as secondary_email, p.quote_data->>'projectAddress' as project_address,
        p.quote_data->>'suburb' as suburb, p.quote_data->>'state' as state, p.quote_data->>'postCode' as post_code,
        p.quote_data->>'projectGoal' as project_goal, p.quote_data->>'projectStart' as project_start,
        p.quote_data->>'referrerName' as referrer_name, p.quote_data->>'referrerBusinessName' as referrer_business_name,
        p.quote_data->>'referrerCode' as referrer_code, p.quote_data->>'showCulinaryBookings' as culinary,
        (extract(epoch from p.created_at) * 1000)::float8 as created_ms, (extract(epoch from p.updated_at) * 1000)::float8 as modified_ms,
        f.id as folder_id, f.title as folder_title, coalesce(q.total, 0)::float8 as quote_price
      from projects p
      ${JOINS}
      left join lateral (select pf.id, pf.title from project_folders pf where pf.project_id = p.id order by pf.sort_order, pf.id limit 1) f on true
      left join lateral (
        select sum(pp.quantity * coalesce(case when p.price_lock_expires_at > ${now.toISOString()}::timestamptz then pp.locked_price end, ${price}, 0)) as total
        from project_products pp left join products on products.sku = pp.sku and products.storefronts @> array[${storefront.id}]::text[]
        where pp.project_id = p.id
      ) q on true
      where p.id = any(${`{${ids.join(",")}}`}::int[])`,
  );
  const byId = new Map(raw.map((r) => [Number(r.id), r]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(Number(id));
    return row ? [presentRow(row)] : [];
  });
  const tail = chosen.at(-1);
  return { rows, ...(tail ? { last: { key: tail.sort_key, id: Number(tail.id) } } : {}) };
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

function presentRow(r: RawRow): DashboardRow {
  const place = [r.suburb, r.state, r.post_code].filter((part) => part?.trim()).join(" ");
  return {
    projectName: r.name,
    projectId: r.id,
    folderName: r.folder_title ?? "",
    folderId: r.folder_id,
    quoteId: quoteIdOf({ id: r.id, quotedAt: r.quoted ? new Date(0) : null }),
    status: { name: r.quote_status },
    salesperson: { name: r.salesperson_name ?? "", code: r.salesperson_code },
    store: { name: r.store_name ?? "", storeUri: r.store_uri },
    customerName: r.customer_name ?? "",
    customerPhone: r.contact_number ?? "",
    customerEmail: r.customer_email ?? "",
    secondaryCustomerPhone: r.secondary_phone ?? "",
    secondaryCustomerEmail: r.secondary_email ?? "",
    fullAddress: [r.project_address?.trim(), place].filter(Boolean).join(", "),
    quotePrice: Math.round(Number(r.quote_price) * 100) / 100,
    projectGoal: r.project_goal ?? "",
    projectStart: r.project_start ?? "",
    created: iso(r.created_ms),
    dateModified: iso(r.modified_ms),
    referrer: r.referrer_name || r.referrer_business_name || r.referrer_code || "",
    showCulinaryBookings: r.culinary === "true",
    url: `/project?projectId=${r.id}`,
  };
}

/** `order by key, id` in one direction, and the keyset condition after (key, id). */
function orderParts(order: DashboardOrder) {
  const { key, type } = SORT_KEYS[order.property];
  const direction = sql.raw(order.descending ? "desc" : "asc");
  const orderBy = sql`${key} ${direction}, p.id ${direction}`;
  const after = (last: { key: string; id: number }) => {
    const value = sql`(${last.key}::${sql.raw(type === "status" ? "text" : type)}${sql.raw(type === "text" ? ` collate "C"` : "")})`;
    return order.descending ? sql`(${key}, p.id) < (${value}, ${last.id})` : sql`(${key}, p.id) > (${value}, ${last.id})`;
  };
  return { key, orderBy, after };
}

/** The page query (ids, sort keys and their order) of a search or an export batch. */
function pageQuery(where: SQL, order: DashboardOrder, limit: number, offset: number): SQL {
  const { key, orderBy } = orderParts(order);
  return sql`select p.id, (${key})::text as sort_key
    from projects p where ${where} order by ${orderBy} limit ${limit} offset ${offset}`;
}

export function dashboardSearch({ db, now }: Pick<AppContext, "db" | "now">, requireStaff: RequireStaff) {
  async function resolve(request: FastifyRequest, query: FilterQuery & Pick<DashboardSearchQuery, "sortProperty" | "sortDirection">) {
    const staff = await requireStaff(request);
    const at = now();
    const filters = filtersOf(query, staff.account.salespersonCode ?? null, at);
    return { filters, order: orderOf(query), at, where: whereOf(request.storefront, filters) };
  }

  return {
    /** GET /api/v2/project/search: the page (from 0), the count of every match and tooMany (> 2000). */
    async search(request: FastifyRequest, query: DashboardSearchQuery): Promise<DashboardSearchAnswer> {
      const { order, at, where } = await resolve(request, query);
      const page = query.page ?? 0;
      const limit = query.limit ?? DASHBOARD_LIMITS.pageSize;
      const [counted] = await queryRows<{ count: number | string }>(db, sql`select count(*)::int as count from projects p where ${where}`);
      const totalCount = Number(counted?.count ?? 0);
      const { rows } =
        page * limit < totalCount ? await rowsOf(db, request.storefront, at, pageQuery(where, order, limit, page * limit)) : { rows: [] };
      return { totalCount, tooMany: totalCount > DASHBOARD_LIMITS.tooManyThreshold, page, limit, projects: rows };
    },

    /**
     * The export's rows, batch by batch in the search's order (keyset on the sort key and id):
     * checked (staff, filters) before the first row is asked for, so a refusal is a plain answer.
     */
    async exportRows(request: FastifyRequest, query: DashboardExportQuery, batchSize = 500) {
      const limit = query.limit ?? DASHBOARD_LIMITS.exportAll;
      if (limit === 0) throw new BadRequestError([DASHBOARD_MESSAGES.badExportLimit]);
      const { order, at, where } = await resolve(request, query);
      const { after } = orderParts(order);
      const storefront = request.storefront;
      return async function* batches(): AsyncGenerator<DashboardRow[]> {
        let left = limit < 0 ? Number.POSITIVE_INFINITY : limit;
        let last: { key: string; id: number } | undefined;
        while (left > 0) {
          const size = Math.min(batchSize, left);
          const condition = last ? sql`${where} and ${after(last)}` : where;
          const batch = await rowsOf(db, storefront, at, pageQuery(condition, order, size, 0));
          if (batch.rows.length === 0) return;
          yield batch.rows;
          left -= batch.rows.length;
          if (batch.rows.length < size || !batch.last) return;
          last = batch.last;
        }
      };
    },
  };
}

export type DashboardSearch = ReturnType<typeof dashboardSearch>;
