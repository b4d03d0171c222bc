/**
 * The fault run (issue 43 item 5), on a cluster of `pnpm start:cluster` (scripts/start-cluster.mjs):
 * --shoppers simulated shoppers (200) for --seconds (120) through HAProxy, each browsing the home
 * page, a category and a product of a storefront, adding the product to a cart and checking out
 * with the payment sandbox's approving card, again and again, pausing --think seconds (5, on
 * average) between steps as a person reading the page does. Meanwhile: `kill -9` of one API
 * process at 30 s and of one storefront process at 60 s (the cluster's supervisor starts each again
 * 10 s later), then from 80 s a rolling restart: SIGTERM to every API process in turn, the next once
 * the last is back and ready. Then it reconciles, in PostgreSQL and in the sandbox's records:
 *   - every order a shopper saw confirmed exists exactly once;
 *   - no cart has two orders;
 *   - every payment the sandbox authorised belongs to exactly one order;
 *   - no gift card balance and no coupon's use count went below zero.
 * Prints the errors shoppers saw and the page p99 per phase, and exits 1 when a reconciliation
 * fails. Loopback only, bounded in time (the run, then at most a minute for the shoppers to finish)
 * and count (--shoppers); a benchmark, never part of CI.
 *
 *   pnpm --filter @storefront/load fault-run --cluster /tmp/storefront-cluster-XXXX/cluster.json
 *   --shoppers 200  --seconds 120  --think 5 (a shopper's pause between steps, s)  --write (the table into this package's README)
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildCardRequest } from "@storefront/api-contract/card-request";
import { withResults } from "./report.ts";

const { values } = parseArgs({
  options: {
    cluster: { type: "string" },
    shoppers: { type: "string", default: "200" },
    seconds: { type: "string", default: "120" },
    think: { type: "string", default: "5" },
    write: { type: "boolean", default: false },
  },
});
if (!values.cluster) {
  console.error("Usage: fault-run --cluster <the cluster.json that pnpm start:cluster printed> [--shoppers 200] [--seconds 120] [--write]");
  process.exit(2);
}
interface ClusterState {
  databaseUrl: string;
  folder: string;
  apiBalancer: string;
  payments: string;
  api: { name: string; pid: number; port: number }[];
  storefronts: { brand: string; balancer: string; processes: { name: string; pid: number; port: number }[] }[];
}
const clusterFile = values.cluster;
const cluster = (): ClusterState => JSON.parse(readFileSync(clusterFile, "utf8")) as ClusterState;
const shoppers = Number(values.shoppers);
const seconds = Number(values.seconds);
/** A shopper's pause between two steps, on average (uniform from half to one and a half times it): a person reads the page. */
const thinkSeconds = Number(values.think);
const think = () => new Promise((done) => setTimeout(done, thinkSeconds * 1000 * (0.5 + Math.random())));
const APPROVING_CARD = "4111111111111111";
const SYDNEY = { address: "1 Test Street", suburb: "SYDNEY", state: "NSW", postcode: "2000", country: "AU" };
/** Brands whose orders go through a proforma step rather than straight to a paid order (apps/api checkout). */
const PROFORMA = ["Ironbark", "Emberline"];

type Phase = "steady" | "kills" | "rolling restart" | "after";
const started = Date.now();
const elapsed = () => (Date.now() - started) / 1000;
let phase: Phase = "steady";

interface Outcome {
  phase: Phase;
  kind: "page" | "api";
  ms: number;
  /** What the shopper saw go wrong, or null. */
  error: string | null;
}
const outcomes: Outcome[] = [];
const confirmed: string[] = [];
const events: string[] = [];
const log = (line: string) => {
  events.push(`${elapsed().toFixed(1)} s: ${line}`);
  console.log(`[${elapsed().toFixed(1)} s] ${line}`);
};

function psql(query: string): string {
  return execFileSync("psql", [cluster().databaseUrl, "-Atc", query], { encoding: "utf8" }).trim();
}

/** Products to buy: in stock, $400 to $2,000, not of a proforma brand, sold by the brand. */
function productsOf(brand: string): { sku: string; slug: string; category: string }[] {
  const rows = psql(
    `SELECT p.sku || '|' || p.slug || '|' || p.category_path FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id
     WHERE p.stock_status = 'inStock' AND p.price_aud BETWEEN 400 AND 2000 AND m.name NOT IN (${PROFORMA.map((name) => `'${name}'`).join(", ")})
       AND p.storefronts @> ARRAY['${brand}'] ORDER BY p.id LIMIT 300`,
  );
  return rows
    .split("\n")
    .filter(Boolean)
    .map((row) => {
      const [sku, slug, category] = row.split("|") as [string, string, string];
      return { sku, slug, category };
    });
}

/** A refusal's first message (' (No stock left)'), so the table tells a refusal from a fault. */
function refusal(status: number, text: string): string {
  if (status < 400 || status >= 500) return "";
  try {
    // The API's refusals: a list of messages, { messages }, { errors } or { message }.
    const body = JSON.parse(text) as unknown;
    const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    const list = [body, fields.messages, fields.errors].find(Array.isArray) as unknown[] | undefined;
    const first = list?.find((item) => typeof item === "string") ?? fields.message;
    return typeof first === "string" ? ` (${first})` : "";
  } catch {
    return "";
  }
}

/** One shopper's browser: its cookies, on one storefront's origin. */
class Browser {
  private readonly cookies = new Map<string, string>();
  readonly origin: string;
  /** The shopper's own address, as a shopper's browser on another machine would have one. */
  readonly address: string;
  constructor(origin: string, address: string) {
    this.origin = origin;
    this.address = address;
  }

  async request(kind: Outcome["kind"], path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const begun = Date.now();
    const at = phase;
    // HAProxy appends the address it sees (loopback) after this one; the storefront and the API trust
    // loopback (TRUST_PROXY), so each shopper is counted as itself by the per-address rate limits.
    const headers: Record<string, string> = { "x-forwarded-for": this.address, ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (init.body !== undefined) Object.assign(headers, { "content-type": "application/json", origin: this.origin });
    try {
      const answer = await fetch(`${this.origin}${path}`, {
        method: init.method ?? "GET",
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      for (const cookie of answer.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const eq = pair?.indexOf("=") ?? -1;
        if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      const text = await answer.text();
      const ok = answer.status < 400;
      outcomes.push({
        phase: at,
        kind,
        ms: Date.now() - begun,
        error: ok ? null : `${answer.status} ${path.split("?")[0]}${refusal(answer.status, text)}`,
      });
      return { ok, status: answer.status, text };
    } catch (error) {
      outcomes.push({ phase: at, kind, ms: Date.now() - begun, error: `${(error as Error).name} ${path.split("?")[0]}` });
      return { ok: false, status: 0, text: "" };
    }
  }
}

const certificates = new Map<string, string>();

/** One journey: home, category, product, add to cart, check out. Answers the confirmed order number, if any. */
async function journey(
  brand: string,
  origin: string,
  address: string,
  products: { sku: string; slug: string; category: string }[],
): Promise<void> {
  const browser = new Browser(origin, address);
  const product = products[Math.floor(Math.random() * products.length)];
  if (!product) return;
  if (!(await browser.request("page", "/")).ok) return;
  await think();
  if (!(await browser.request("page", `/c/${product.category}`)).ok) return;
  await think();
  if (!(await browser.request("page", `/p/${product.slug}`)).ok) return;
  await think();
  const added = await browser.request("api", "/api/cart/product", { method: "POST", body: { sku: product.sku, qty: 1 } });
  if (!added.ok) return;
  const { cartId } = JSON.parse(added.text) as { cartId: string };
  const form = {
    cartId,
    email: "shopper@example.com",
    phoneNumber: "0412 345 678",
    newsletter: false,
    selectedPaymentOption: 0,
    deliveryAddress: { firstName: "Jane", lastName: "Citizen", companyName: null, deliveryInstructions: null, ...SYDNEY },
    billingAddress: null,
    deliveryServices: [],
  };
  const avail = await browser.request("api", "/api/checkout/avail", {
    method: "POST",
    body: { ...form, cardDetails: null, deliveryDate: null },
  });
  if (!avail.ok) return;
  const calendar = JSON.parse(avail.text) as {
    availability: { date: [number, number, number]; price: number; available: boolean; sameDay: boolean; storageFee: number }[];
    uniqueDeliveryRequirements: { id: string }[];
  };
  // A large product's delivery questions (spec 2 §3), answered as the checkout page asks a shopper to.
  const uniqueDeliveryRequirements = calendar.uniqueDeliveryRequirements.map(({ id }) => ({
    id,
    answer: "Ground floor, no stairs, wide doors.",
  }));
  const day = calendar.availability.find((d) => {
    const weekday = new Date(Date.UTC(d.date[0], d.date[1] - 1, d.date[2])).getUTCDay();
    return d.available && !d.sameDay && d.storageFee === 0 && weekday >= 1 && weekday <= 5;
  });
  const cart = await browser.request("api", "/api/cart");
  if (!day || !cart.ok) return;
  if (!certificates.has(brand)) {
    const view = await browser.request("api", "/api/checkout");
    if (!view.ok) return;
    certificates.set(brand, (JSON.parse(view.text) as { x509EncryptionKeys: Record<string, string> }).x509EncryptionKeys[brand] ?? "");
  }
  await think();
  const card = await buildCardRequest(
    { nameOnCard: "Jane Citizen", cardNo: APPROVING_CARD, expiryDate: "03 / 2031", cvv: "737" },
    { certificate: certificates.get(brand) ?? "", browserInfo: { screenHeight: 900, screenWidth: 1440 } },
  );
  if (!card.ok) throw new Error(card.messages.join(" "));
  const orderTotal = Math.round(((JSON.parse(cart.text) as { orderTotal: number }).orderTotal + day.price) * 100) / 100;
  // The checkout page's retry: the same Idempotency-Key until an answer comes (at most three tries).
  const key = randomUUID();
  for (let attempt = 0; attempt < 3; attempt++) {
    const token = (await (await fetch(`${cluster().payments}/fraud/tokens`, { method: "POST" })).json()) as { token: string };
    const answer = await browser.request("api", "/api/checkout", {
      method: "POST",
      headers: { "idempotency-key": key },
      body: { ...form, deliveryDate: day.date, uniqueDeliveryRequirements, orderTotal, ...card.request, fraudCheckToken: token.token },
    });
    if (answer.status >= 500 || answer.status === 0) continue;
    const result = JSON.parse(answer.text || "{}") as { orderCompleted?: boolean; orderNumber?: string };
    if (result.orderCompleted && result.orderNumber) confirmed.push(result.orderNumber);
    return;
  }
}

const signal = (pid: number, name: NodeJS.Signals) => {
  try {
    process.kill(pid, name);
  } catch (error) {
    log(`${name} to ${pid} failed: ${(error as Error).message}`);
  }
};

async function readyAgain(port: number, previousPid: number, name: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const now = cluster().api.find((api) => api.name === name);
    if (now && now.pid !== previousPid) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`)
        .then((answer) => answer.ok)
        .catch(() => false);
      if (ready) return;
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  log(`${name} was not ready again within 90 s`);
}

/** The faults, on the clock: kill -9 of an API process at 30 s and a storefront process at 60 s, then the rolling restart. */
async function faults(): Promise<void> {
  const at = (second: number) => new Promise((done) => setTimeout(done, Math.max(0, second * 1000 - (Date.now() - started))));
  await at(30);
  phase = "kills";
  const [api] = cluster().api;
  if (api) {
    log(`kill -9 ${api.name} (pid ${api.pid})`);
    signal(api.pid, "SIGKILL");
  }
  await at(60);
  const storefront = cluster().storefronts[0]?.processes[0];
  if (storefront) {
    log(`kill -9 ${storefront.name} (pid ${storefront.pid})`);
    signal(storefront.pid, "SIGKILL");
  }
  await at(80);
  phase = "rolling restart";
  for (const process of cluster().api) {
    log(`SIGTERM ${process.name} (pid ${process.pid})`);
    signal(process.pid, "SIGTERM");
    await readyAgain(process.port, process.pid, process.name);
    log(`${process.name} is back and ready`);
  }
  phase = "after";
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

function reconcile(): { check: string; found: string; ok: boolean }[] {
  const numbers = confirmed.map((number) => `'${number}'`).join(", ") || "''";
  const lost = Number(psql(`SELECT ${confirmed.length} - count(DISTINCT order_number) FROM orders WHERE order_number IN (${numbers})`));
  const doubled = Number(psql(`SELECT count(*) FROM (SELECT order_number FROM orders GROUP BY order_number HAVING count(*) > 1) d`));
  const cartsTwice = Number(psql(`SELECT count(*) FROM (SELECT cart_id FROM orders GROUP BY cart_id HAVING count(*) > 1) d`));
  const paymentsFolder = join(cluster().folder, "payment-sandbox", "card", "payments");
  const authorised = readdirSync(paymentsFolder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(join(paymentsFolder, name), "utf8")) as { pspReference: string; status: string })
    .filter((payment) => payment.status === "Authorised")
    .map((payment) => payment.pspReference);
  const references = authorised.map((reference) => `'${reference}'`).join(", ") || "''";
  const ordersPerPayment = psql(
    `SELECT r.reference || '|' || count(o.id) FROM unnest(ARRAY[${references}]::text[]) r(reference)
       LEFT JOIN payments p ON p.payment_reference = r.reference LEFT JOIN orders o ON o.id = p.order_id GROUP BY r.reference`,
  )
    .split("\n")
    .filter(Boolean)
    .map((row) => Number(row.split("|")[1]));
  const orphans = ordersPerPayment.filter((n) => n === 0).length;
  const paidTwice = ordersPerPayment.filter((n) => n > 1).length;
  const negativeCards = Number(psql("SELECT count(*) FROM gift_cards WHERE balance < 0"));
  const negativeCoupons = Number(
    psql("SELECT count(*) FROM coupons WHERE used_count < 0 OR (max_uses IS NOT NULL AND used_count > max_uses)"),
  );
  return [
    { check: `orders a shopper saw confirmed (${confirmed.length}) missing from PostgreSQL`, found: String(lost), ok: lost === 0 },
    { check: "order numbers stored twice", found: String(doubled), ok: doubled === 0 },
    { check: "carts with two orders", found: String(cartsTwice), ok: cartsTwice === 0 },
    { check: `payments the sandbox authorised (${authorised.length}) with no order`, found: String(orphans), ok: orphans === 0 },
    { check: "payments the sandbox authorised with two orders", found: String(paidTwice), ok: paidTwice === 0 },
    {
      check: "gift cards below zero, coupons used below zero or past their limit",
      found: String(negativeCards + negativeCoupons),
      ok: negativeCards + negativeCoupons === 0,
    },
  ];
}

const state = cluster();
const catalogue = new Map(state.storefronts.map((storefront) => [storefront.brand, productsOf(storefront.brand)]));
log(`${shoppers} shoppers for ${seconds} s on ${state.storefronts.map((s) => `${s.brand} (${s.balancer})`).join(", ")}`);
const end = started + seconds * 1000;
const shopping = Array.from({ length: shoppers }, async (_, n) => {
  const storefront = state.storefronts[n % state.storefronts.length]!;
  // Spread the arrivals over the first five seconds.
  await new Promise((done) => setTimeout(done, Math.random() * 5000));
  const address = `10.43.${n >> 8}.${n & 255}`;
  while (Date.now() < end) await journey(storefront.brand, storefront.balancer, address, catalogue.get(storefront.brand) ?? []);
});
await Promise.all([faults(), ...shopping]);
log("shoppers done; reconciling");

const phases: Phase[] = ["steady", "kills", "rolling restart", "after"];
const phaseRows = phases.map((name) => {
  const of = outcomes.filter((outcome) => outcome.phase === name);
  const errors = of.filter((outcome) => outcome.error);
  const pages = of.filter((outcome) => outcome.kind === "page").map((outcome) => outcome.ms);
  const share = of.length ? (errors.length / of.length) * 100 : 0;
  const kinds = [...new Set(errors.map((error) => error.error))].slice(0, 4).join("; ");
  return `| ${name} | ${of.length} | ${errors.length} (${share.toFixed(2)} %)${kinds ? `: ${kinds}` : ""} | ${percentile(pages, 50)} ms | ${percentile(pages, 99)} ms |`;
});
const checks = reconcile();
const table = [
  `Run ${new Date(started).toISOString().slice(0, 16).replace("T", " ")} UTC: ${shoppers} shoppers (${thinkSeconds} s between steps on average) for ${seconds} s through HAProxy on ${state.storefronts.map((s) => s.brand).join(" and ")}, ${confirmed.length} orders confirmed to shoppers.`,
  "",
  "| phase | requests | errors shoppers saw | page p50 | page p99 |",
  "| --- | ---: | --- | ---: | ---: |",
  ...phaseRows,
  "",
  "| reconciliation | found | holds |",
  "| --- | ---: | --- |",
  ...checks.map(({ check, found, ok }) => `| ${check} | ${found} | ${ok ? "yes" : "**no**"} |`),
  "",
  "Faults:",
  "",
  ...events.filter((line) => /kill|SIGTERM|back|not ready/.test(line)).map((line) => `- ${line}`),
].join("\n");
console.log(`\n${table}\n`);
if (values.write) {
  const readme = fileURLToPath(new URL("../README.md", import.meta.url));
  writeFileSync(readme, withResults(readFileSync(readme, "utf8"), table, ["<!-- fault-run:start -->", "<!-- fault-run:end -->"]));
}
process.exit(checks.every((check) => check.ok) ? 0 : 1);
