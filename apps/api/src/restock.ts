/**
 * The seed's restock command (issue 45 item 1): `pnpm --filter @storefront/api restock <sku> [status]`
 * sets a product's stock status (inStock by default) through the running API's
 * PUT /api/stock/{sku}, as a staff member, so each shopper who confirmed a notify-me for it gets
 * its one mail. It goes through the API rather than the database because a running API holds
 * its embedded database (one process per PGlite folder) and owns the mail and the catalogue's
 * kept reads. API_URL (http://127.0.0.1:4000); STAFF_EMAIL and STAFF_PASSWORD, else the seed's
 * sandbox staff account (demo data).
 */
import { randomBytes } from "node:crypto";
import { STOCK_STATUSES, type StockStatus } from "@storefront/api-contract/product";
import { SANDBOX_ACCOUNTS } from "./seed/accounts";

export interface RestockOptions {
  apiUrl: string;
  sku: string;
  stockStatus: StockStatus;
  staff: { email: string; password: string };
  /** The storefront whose staff sign in (one with staff tooling). */
  brand?: string;
}

/** Signs the staff member in and changes the stock; answers the API's answer, or throws with its words. */
export async function restock({ apiUrl, sku, stockStatus, staff, brand = "wa" }: RestockOptions): Promise<unknown> {
  const headers = { "content-type": "application/json", "x-storefront-brand": brand };
  const login = await fetch(new URL("/api/account/login-redir", apiUrl), {
    method: "POST",
    headers,
    redirect: "manual",
    body: JSON.stringify({ email: staff.email, password: staff.password, returnUrl: "/account", nonce: randomBytes(12).toString("hex") }),
  });
  const location = login.headers.get("location") ?? "";
  const token = new URLSearchParams(location.split("#")[1] ?? "").get("access_token");
  if (!token) throw new Error(`The staff sign-in of ${staff.email} failed (${login.status} ${location}).`);
  const answer = await fetch(new URL(`/api/stock/${encodeURIComponent(sku)}`, apiUrl), {
    method: "PUT",
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify({ stockStatus }),
  });
  const body = (await answer.json()) as unknown;
  if (!answer.ok) throw new Error(`PUT /api/stock/${sku} answered ${answer.status}: ${JSON.stringify(body)}`);
  return body;
}

async function main(): Promise<void> {
  const [sku, status = "inStock"] = process.argv.slice(2).filter((arg) => arg !== "--");
  if (!sku || !(STOCK_STATUSES as readonly string[]).includes(status)) {
    throw new Error(`Usage: pnpm --filter @storefront/api restock <sku> [${STOCK_STATUSES.join("|")}]`);
  }
  const seeded = SANDBOX_ACCOUNTS[0];
  const staff = process.env.STAFF_EMAIL
    ? { email: process.env.STAFF_EMAIL, password: process.env.STAFF_PASSWORD ?? "" }
    : { email: seeded.email, password: seeded.password };
  const answer = await restock({ apiUrl: process.env.API_URL ?? "http://127.0.0.1:4000", sku, stockStatus: status as StockStatus, staff });
  console.log(JSON.stringify(answer));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
