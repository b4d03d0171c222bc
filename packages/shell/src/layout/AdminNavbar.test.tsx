import { act, screen, waitFor } from "@testing-library/react";
import { Outlet } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AccountInfo } from "@storefront/api-client/account";
import { sessionFromTokens } from "@storefront/account/session-rules";
import { useSessionStore } from "@storefront/account/session";
import { defineBrand, type FeatureOverrides } from "@storefront/ui-kit/brand";
import { waTheme } from "@storefront/ui-kit/themes";
import { fakeFetch, renderWithProviders, testApiClient } from "../test-helpers";
import { endExpiredSession } from "../session";
import { ShellLayout } from "./ShellLayout";
import { ADMIN_NAVBAR_CLASS, ADMIN_OFFSET_PROPERTY, ADMIN_PANEL_CLASS, adminBarState } from "./staff";

// The expiry path ends in a full page load, which jsdom cannot do.
vi.mock("../session", () => ({ endExpiredSession: vi.fn() }));

const staffInfo: AccountInfo = {
  winningUserId: "WU-1001",
  winningCmsUrl: "https://cms.example.com",
  firstName: "Morgan",
  lastName: "Staff",
  email: "staff@example.com",
  salespersonCode: "S-01",
};
const customerInfo: AccountInfo = { ...staffInfo, winningUserId: null, winningCmsUrl: null, salespersonCode: null, firstName: "Riley", email: "customer@example.com" };

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

function signIn(exp = Math.floor(Date.now() / 1000) + 3600) {
  useSessionStore.getState().signIn(sessionFromTokens({ accessToken: jwt({ sub: "user-1", exp }), idToken: jwt({ sub: "user-1", exp }) }));
}

function brandWith(features: FeatureOverrides) {
  return defineBrand({ id: "wa", displayName: "Wattle & Ash", country: "AU", theme: waTheme, port: 3001, features });
}
const staffBrand = brandWith({ staffTooling: true });

function routes() {
  return [
    {
      path: "/",
      element: (
        <ShellLayout>
          <Outlet />
        </ShellLayout>
      ),
      children: [
        { index: true, element: <p>Home</p>, handle: { pageType: "homepage" } },
        { path: "customer/checkout", element: <p>Checkout</p>, handle: { pageType: "checkout" } },
        { path: "account/login", element: <p>Login page</p>, handle: { pageType: "accounts" } },
      ],
    },
  ];
}

function renderShell(account: AccountInfo | Response, { path = "/", brand = staffBrand } = {}) {
  const api = fakeFetch({ "GET /api/account": account });
  const result = renderWithProviders(routes(), path, { brand, api: testApiClient(api.fetch) });
  return { ...result, calls: api.calls };
}

const adminBar = () => screen.queryByRole("navigation", { name: "Admin navigation" });

beforeEach(() => {
  useSessionStore.getState().signOut();
  document.body.className = "";
  document.body.removeAttribute("style");
  vi.mocked(endExpiredSession).mockClear();
});

describe("adminBarState", () => {
  const base = { features: { staffTooling: true, checkout: { adminBarForSignedIn: false } }, pageType: "homepage" as const, loggedIn: true };

  it("gives staff the navbar and the panel where the brand has staff tooling", () => {
    expect(adminBarState({ ...base, account: staffInfo })).toEqual({ navbar: true, panel: true });
    expect(adminBarState({ ...base, features: { ...base.features, staffTooling: false }, account: staffInfo })).toEqual({ navbar: false, panel: false });
  });

  it("gives customers nothing, and nobody anything before account info arrives", () => {
    expect(adminBarState({ ...base, account: customerInfo })).toEqual({ navbar: false, panel: false });
    expect(adminBarState({ ...base, account: undefined })).toEqual({ navbar: false, panel: false });
    expect(adminBarState({ ...base, loggedIn: false, account: staffInfo })).toEqual({ navbar: false, panel: false });
  });

  it("shows the navbar to any signed-in user in checkout where the brand says so (BRANDS.md: hc)", () => {
    const hc = { ...base, features: { staffTooling: false, checkout: { adminBarForSignedIn: true } } };
    expect(adminBarState({ ...hc, pageType: "checkout", account: customerInfo })).toEqual({ navbar: true, panel: false });
    expect(adminBarState({ ...hc, pageType: "homepage", account: customerInfo })).toEqual({ navbar: false, panel: false });
  });
});

describe("the admin navbar in the shell", () => {
  it("reads no account info for a signed-out visitor", async () => {
    const { calls } = renderShell(staffInfo);
    await screen.findByText("Home");
    expect(calls.some((call) => call.url.pathname === "/api/account")).toBe(false);
    expect(adminBar()).toBeNull();
    expect(document.body).not.toHaveClass(ADMIN_NAVBAR_CLASS);
  });

  it("shows 'Hi, {first name} | Logout' to staff and moves the page down 50 px, until they log out", async () => {
    signIn();
    renderShell(staffInfo);

    const bar = await screen.findByRole("navigation", { name: "Admin navigation" });
    expect(bar).toHaveTextContent(/^Hi, Morgan \| Logout$/);
    expect(screen.getByRole("link", { name: "Logout" })).toHaveAttribute("href", "/account/logout");
    expect(document.body).toHaveClass(ADMIN_NAVBAR_CLASS, ADMIN_PANEL_CLASS);
    expect(document.body.style.getPropertyValue(ADMIN_OFFSET_PROPERTY)).toBe("50px");

    act(() => useSessionStore.getState().signOut());

    await waitFor(() => expect(adminBar()).toBeNull());
    expect(document.body).not.toHaveClass(ADMIN_NAVBAR_CLASS);
    expect(document.body).not.toHaveClass(ADMIN_PANEL_CLASS);
    expect(document.body.style.getPropertyValue(ADMIN_OFFSET_PROPERTY)).toBe("");
  });

  it("shows nothing to a signed-in customer", async () => {
    signIn();
    const { calls } = renderShell(customerInfo);
    await waitFor(() => expect(calls.some((call) => call.url.pathname === "/api/account")).toBe(true));
    await screen.findByText("Home");
    expect(adminBar()).toBeNull();
    expect(document.body).not.toHaveClass(ADMIN_NAVBAR_CLASS);
  });

  it("leaves staff without a bar on a brand without staff tooling", async () => {
    signIn();
    const { calls } = renderShell(staffInfo, { brand: brandWith({}) });
    await waitFor(() => expect(calls.some((call) => call.url.pathname === "/api/account")).toBe(true));
    expect(adminBar()).toBeNull();
    expect(document.body).not.toHaveClass(ADMIN_NAVBAR_CLASS);
  });

  it("shows the navbar to a signed-in customer in checkout on a brand with adminBarForSignedIn", async () => {
    signIn();
    renderShell(customerInfo, { path: "/customer/checkout", brand: brandWith({ checkout: { adminBarForSignedIn: true } }) });
    expect(await screen.findByRole("navigation", { name: "Admin navigation" })).toHaveTextContent("Hi, Riley | Logout");
    expect(document.body).toHaveClass(ADMIN_NAVBAR_CLASS);
    expect(document.body).not.toHaveClass(ADMIN_PANEL_CLASS);
  });

  it("goes to the login route when account info fails, clearing a session the API refused", async () => {
    signIn();
    const refused = new Response(JSON.stringify({ message: "Unauthorized" }), { status: 401, headers: { "content-type": "application/json" } });
    const { router } = renderShell(refused);
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?returnUrl=%2F");
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, accessToken: null, savedPath: "/" });
    expect(document.body).not.toHaveClass(ADMIN_NAVBAR_CLASS);
  });

  it("ends a session whose token has expired without asking for account info", async () => {
    signIn(Math.floor(Date.now() / 1000) - 60);
    const { calls } = renderShell(staffInfo, { path: "/customer/checkout?step=2" });
    await waitFor(() => expect(endExpiredSession).toHaveBeenCalledWith({ returnUrl: "/customer/checkout?step=2" }));
    await screen.findByText("Checkout");
    expect(calls.some((call) => call.url.pathname === "/api/account")).toBe(false);
    expect(adminBar()).toBeNull();
  });
});
