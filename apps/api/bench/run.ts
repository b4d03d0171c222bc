/**
 * Loopback benchmark (issue 3 item 11): product by slug, listings, search suggestions and navbar
 * against a bare Fastify route measured in the same run. Bounded: BENCH_SECONDS per target
 * (default 5) with BENCH_CONNECTIONS connections (default 10), only to 127.0.0.1.
 *   pnpm --filter @storefront/api bench
 */
import autocannon from "autocannon";
import Fastify from "fastify";
import { buildApp } from "../src/app";
import { openDatabase } from "../src/db/client";
import { ephemeralSecrets } from "../src/secrets";
import { seedDatabase } from "../src/seed";

const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 5), 30);
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 10), 100);

async function measure(name: string, url: string) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { "x-storefront-brand": "wa" } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

async function main(): Promise<void> {
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  await seedDatabase(database.db, { demoData: true });
  const api = await buildApp({ db: database.db, secrets: ephemeralSecrets() });
  const apiUrl = await api.listen({ host: "127.0.0.1", port: 0 });
  const bare = Fastify();
  bare.get("/bare", async () => ({ status: "ok" }));
  const bareUrl = await bare.listen({ host: "127.0.0.1", port: 0 });

  const listing = await api.inject({ url: "/api/listing?type=category&uri=kitchen/fridges&pageSize=24" });
  const slug = listing.json<{ products: { slug: string }[] }>().products[0]?.slug;
  const targets: [string, string][] = [
    ["bare Fastify route", `${bareUrl}/bare`],
    ["GET /api/v2/product/slug/{slug}", `${apiUrl}/api/v2/product/slug/${slug}`],
    ["GET /api/listing (category, facets)", `${apiUrl}/api/listing?type=category&uri=kitchen/fridges&pageSize=24`],
    ["GET /api/listing (all products, facets)", `${apiUrl}/api/listing?type=all&pageSize=24`],
    ["GET /api/search/products (suggestions)", `${apiUrl}/api/search/products?searchTerms=oven`],
    ["GET /api/navbar", `${apiUrl}/api/navbar`],
  ];
  const rows = [];
  for (const [name, url] of targets) rows.push(await measure(name, url));

  console.log(`\n${seconds} s per target, ${connections} connections, loopback, PGlite in memory, Node ${process.version}\n`);
  console.log("| target | requests/s | p50 ms | p99 ms |\n| --- | ---: | ---: | ---: |");
  for (const row of rows) console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} |`);

  await api.close();
  await bare.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
