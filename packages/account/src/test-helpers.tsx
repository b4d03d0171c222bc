import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { AccountInfo } from "@storefront/api-client/account";
import { createApiClient } from "@storefront/api-client/http";
import { ApiClientProvider } from "@storefront/api-client/react";
import { BrandProvider, defineBrand, type BrandConfig, type FeatureOverrides } from "@storefront/ui-kit/brand";
import { waTheme } from "@storefront/ui-kit/themes";
import { sessionFromTokens, type Session } from "./session-rules";
import { SESSION_STORAGE_KEY, useSessionStore } from "./session-store";

export function brandWith(features: FeatureOverrides = {}): BrandConfig {
  return defineBrand({ id: "wa", displayName: "Wattle & Ash", country: "AU", theme: waTheme, port: 3001, features });
}

/** An unsigned JWT with these claims (the storefront never checks signatures; the API does). */
export function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

/** One hour from now, in JWT seconds. */
export const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

export const customerInfo: AccountInfo = {
  winningUserId: null,
  winningCmsUrl: null,
  firstName: "Riley",
  lastName: "Customer",
  email: "customer@example.com",
  salespersonCode: null,
};

/** The tokens a login callback would carry for a user. */
export function tokensFor(sub: string, { nonce, exp = inAnHour() }: { nonce?: string; exp?: number } = {}) {
  return {
    accessToken: jwt({ sub, exp }),
    idToken: jwt({ sub, exp, email: `${sub}@example.com`, given_name: "Riley", family_name: "Customer", ...(nonce ? { nonce } : {}) }),
  };
}

/** A signed-in session for `sub`. */
export function sessionFor(sub = "user-riley"): Session {
  return sessionFromTokens(tokensFor(sub));
}

/** Back to a signed-out store and an empty local storage. */
export function resetSession() {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  const { signOut } = useSessionStore.getState();
  signOut();
  useSessionStore.setState({ savedPath: null, hydrated: true });
}

/**
 * A fake account API: GET /api/account answers the account of the bearer token's session (401
 * without one), POST /api/account/logout answers { succeeded: true }. Every call is recorded.
 */
export function fakeAccountApi(accounts: Record<string, AccountInfo> = {}) {
  const calls: { method: string; path: string; authorization: string | null; body: unknown }[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
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

export function renderAccount(
  routes: RouteObject[],
  { path = "/", brand = brandWith(), fetch = fakeAccountApi().fetch }: { path?: string; brand?: BrandConfig; fetch?: typeof globalThis.fetch } = {},
  wrap?: (children: ReactNode) => ReactNode,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createApiClient({ brand: brand.id, baseUrl: "http://shop.test", fetch, getAccessToken: () => useSessionStore.getState().accessToken });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = <RouterProvider router={router} />;
  const result = render(
    <BrandProvider brand={brand}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{wrap ? wrap(tree) : tree}</ApiClientProvider>
      </QueryClientProvider>
    </BrandProvider>,
  );
  return { ...result, router, queryClient };
}
