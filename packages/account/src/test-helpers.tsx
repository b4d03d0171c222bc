import type { AccountInfo } from "@storefront/api-client/account";

/**
 * A fake account API: GET /api/account answers the account of the bearer token's session (401
 * without one), POST /api/account/logout answers { succeeded: true }. Every call is recorded.
 */
export function fakeAccountApi(accounts: Record<string, AccountInfo> = {}) {
  const calls: { method: string; path: string; authorization: string | null; body: unknown }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? "GET";
    const authorization = new Headers(init?.headers).get("authorization");
    calls.push({ method, path: url.pathname, authorization, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
    if (method === "GET" && url.pathname === "/api/account") {
      const token = authorization?.replace(/^Bearer /, "");
      const account = token ? accounts[token] : undefined;
      return account ? json(account) : json({ message: "Unauthorized" }, 401);
    }
    if (method === "POST" && url.pathname === "/api/account/logout") return json({ succeeded: true });
    if (url.pathname === "/api/redirect") return json({ doRedirect: false, destinationUri: null });
    return json({ message: "not found" }, 404);
  };
  return { fetch, calls };
}
