/**
 * Performance dashboard benchmark (issue 16 item 5): 100,000 projects on wa in an in-memory PGlite,
 * written with a few bulk INSERT … SELECT generate_series statements (not the per-project seed);
 * then BENCH_SEARCHES (default 200) searches with varied filters, sorts and pages through the app
 * in process (inject: the API's own time, no network), with p50, p95 and p99; then the export of
 * every row over a real loopback connection, read as a stream, with its time and the growth of the
 * process's resident memory and heap while it runs.
 *   pnpm --filter @storefront/api bench:dashboard
 */
import { performance } from "node:perf_hooks";
import { DASHBOARD_SORT_PROPERTIES, type DashboardSearchAnswer } from "@storefront/api-contract/projects";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { openDatabase, queryRows } from "../src/db/client";
import { ephemeralSecrets } from "../src/secrets";
import { seedDatabase } from "../src/seed";
import { SANDBOX_ACCOUNTS } from "../src/seed/accounts";

const PROJECTS = Math.min(Number(process.env.BENCH_PROJECTS ?? 100_000), 1_000_000);
const SEARCHES = Math.min(Number(process.env.BENCH_SEARCHES ?? 200), 5000);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  // BENCH_DATA_DIR keeps the seeded database in a folder between runs (in memory by default).
  const dataDir = process.env.BENCH_DATA_DIR;
  const database = await openDatabase({ kind: "pglite", ...(dataDir ? { dataDir } : {}) });
  await database.migrate();
  const { db } = database;
  const [existing] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from projects where created_by_name = 'Bench'`);
  const seeded = Number(existing?.n ?? 0) > 0;
  // With the demo data: the searches are the sandbox staff member's.
  if (!seeded) await seedDatabase(db, { demoData: true });

  // 100,000 projects over wa's salespeople (each with their store), six statuses, four years of
  // created dates, made-up customers; one folder each and one to three lines of wa's products.
  const seedStarted = performance.now();
  const step = async (name: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    if (process.env.BENCH_VERBOSE) console.log(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  if (!seeded)
    await step(
      "projects",
      sql`insert into projects (storefront_id, name, quote_status, quoted_at, quote_data, salesperson_code, store_uri, share_id,
      created_by_name, created_at, updated_at)
    select 'wa',
      (array['Anderson','Bui','Campbell','Davies','Evans','Fraser','Gordon','Hughes','Ito','Jones','Khan','Lee'])[1 + g % 12] || ' '
        || (array['kitchen','laundry','renovation','new build','apartment','beach house'])[1 + (g / 12) % 6] || ' ' || g,
      (array['Open','Pending','Quoted','Lost','Won','Partial'])[1 + g % 6],
      case when g % 6 >= 2 then timestamptz '2022-01-01' + (g % 1400) * interval '1 day' + interval '1 day' end,
      jsonb_build_object(
        'customerName', (array['Olivia','Noah','Charlotte','Jack','Amelia','William','Isla','Henry'])[1 + g % 8] || ' '
          || (array['Anderson','Bui','Campbell','Davies','Evans','Fraser','Gordon','Hughes','Ito','Jones','Khan','Lee','Murphy'])[1 + (g / 8) % 13] || ' ' || g,
        'customerEmail', 'customer' || g || '@example.net',
        'contactNumber', '04' || lpad((g * 7919 % 100000000)::text, 8, '0'),
        'projectAddress', (1 + g % 240) || ' King Street', 'suburb', 'Newtown', 'state', 'NSW', 'postCode', '2042',
        'projectGoal', (array['Renovation','New build','Replacement','Investment property'])[1 + g % 4],
        'projectStart', to_char(date '2022-02-01' + (g % 1500), 'YYYY-MM-DD'),
        'referrerName', case when g % 3 = 0 then 'Referrer ' || (g % 50) else '' end,
        'showCulinaryBookings', g % 4 = 0),
      a.codes[1 + g % array_length(a.codes, 1)], a.stores[1 + g % array_length(a.codes, 1)], gen_random_uuid(), 'Bench',
      timestamptz '2022-01-01' + (g % 1400) * interval '1 day' + (g % 36000) * interval '1 second',
      timestamptz '2022-01-01' + (g % 1400) * interval '1 day' + (g % 30) * interval '1 day'
    from (select array_agg(sp.code order by sp.code) as codes, array_agg(sp.store_uri order by sp.code) as stores
          from salespeople sp join stores s on s.store_uri = sp.store_uri where s.country = 'AU') a,
      generate_series(1, ${PROJECTS}) as g`,
    );
  if (!seeded)
    await step(
      "folders",
      sql`insert into project_folders (project_id, title, sort_order) select id, 'Kitchen plan', 1 from projects where created_by_name = 'Bench'`,
    );
  if (!seeded)
    await step(
      "lines",
      sql`insert into project_products (project_id, folder_id, sku, quantity, sort_order)
    select f.project_id, f.id, a.skus[1 + (f.id * 31 + k * 7) % array_length(a.skus, 1)], 1 + (f.id + k) % 3, k
    from (select array_agg(sku order by id) as skus from products where storefronts @> array['wa']::text[] and price_aud > 0) a,
      project_folders f, generate_series(1, 3) as k
    where f.title = 'Kitchen plan' and k <= 1 + f.id % 3`,
    );
  if (!seeded) await step("vacuum", sql`vacuum analyze`);
  const [total] = await queryRows<{ projects: number; lines: number }>(
    db,
    sql`select (select count(*) from projects where storefront_id = 'wa')::int as projects, (select count(*) from project_products)::int as lines`,
  );
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);

  const api = await buildApp({ db, secrets: ephemeralSecrets() });
  const staff = SANDBOX_ACCOUNTS[0];
  const login = await api.inject({
    method: "POST",
    url: "/api/account/login-redir",
    headers: { "content-type": "application/json", "x-storefront-brand": "wa" },
    payload: JSON.stringify({ email: staff.email, password: staff.password, returnUrl: "/account", nonce: "bench-nonce-1234" }),
  });
  const token = new URLSearchParams(String(login.headers.location).split("#")[1] ?? "").get("access_token");
  if (!token) throw new Error(`sign-in failed: ${login.statusCode}`);
  const headers = { "x-storefront-brand": "wa", authorization: `Bearer ${token}` };

  // Varied searches: every sort both ways, pages 0-9, and the form's filters one or two at a time.
  const [store] = await queryRows<{ store_uri: string }>(db, sql`select store_uri from projects where created_by_name = 'Bench' limit 1`);
  const filters = [
    "",
    "allTime=true",
    "fromDate=2024-01-01&toDate=2024-06-30",
    "onlyMyProjects=true",
    "salespersonCode=SP-18",
    `store=${store!.store_uri}`,
    "status=Quoted",
    "status=Won&fromDate=2023-01-01&toDate=2023-12-31",
    "showCulinaryBookings=false",
    "customerName=olivia%20bui",
  ];
  const queries: string[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const property = DASHBOARD_SORT_PROPERTIES[i % DASHBOARD_SORT_PROPERTIES.length]!;
    const direction = (i >> 1) % 2 === 0 ? "Descending" : "Ascending";
    const sort = i % 5 === 4 ? "sortDirection=None" : `sortProperty=${property}&sortDirection=${direction}`;
    queries.push(`/api/v2/project/search?page=${i % 10}&limit=13&${sort}&${filters[i % filters.length]}`);
  }
  const timings: { ms: number; query: string }[] = [];
  for (const query of queries.slice(0, 10)) await api.inject({ url: query, headers }); // warm-up, not counted
  for (const query of queries) {
    const started = performance.now();
    const response = await api.inject({ url: query, headers });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    response.json<DashboardSearchAnswer>();
    timings.push({ ms, query });
  }
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1);
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 3);

  // The export of every row, read as a stream over loopback.
  const url = await api.listen({ host: "127.0.0.1", port: 0 });
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const exportStarted = performance.now();
  const response = await fetch(`${url}/api/v2/project/export?limit=-1`, { headers });
  if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }
  const exportSeconds = ((performance.now() - exportStarted) / 1000).toFixed(1);

  console.log(
    `\nNode ${process.version}, PGlite ${dataDir ? `in ${dataDir}` : "in memory"}, ${total!.projects} projects on wa (${total!.lines} lines), bulk-seeded in ${seedSeconds} s\n`,
  );
  console.log(
    `${timings.length} searches (in process, 13 a page, pages 0-9, every sort both ways and None, ${filters.length} filter sets):`,
  );
  console.log(
    `| p50 ms | p95 ms | p99 ms | max ms |\n| ---: | ---: | ---: | ---: |\n| ${pct(50)} | ${pct(95)} | ${pct(99)} | ${pct(100)} |`,
  );
  console.log(`slowest: ${slowest.map((t) => `${t.ms.toFixed(0)} ms ${t.query.replace("/api/v2/project/search?", "")}`).join("; ")}\n`);
  console.log(`export of every row (limit -1) over loopback: ${lines - 1} rows, ${mb(bytes)} MB in ${exportSeconds} s`);
  console.log(
    `memory while streaming: RSS ${mb(before.rss)} -> peak ${mb(peakRss)} MB (+${mb(peakRss - before.rss)} MB), heap ${mb(before.heapUsed)} -> peak ${mb(peakHeap)} MB (+${mb(peakHeap - before.heapUsed)} MB)`,
  );

  await api.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
