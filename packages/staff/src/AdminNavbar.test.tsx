import { act, screen, waitFor, within } from "@testing-library/react";
import { Link, Outlet } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { AccountInfo } from "@storefront/api-client/account";
import { useSessionStore } from "@storefront/page-kit/session";
import { brandWith, customerInfo, fakeFetch, renderWithProviders, resetSession, signIn, staffInfo } from "@storefront/page-kit/testing";
import { ADMIN_NAVBAR_CLASS, ADMIN_OFFSET_PROPERTY, ADMIN_PANEL_CLASS, adminBarState } from "./admin-bar";
import { AdminNavbar } from "./AdminNavbar";
import { ProjectsLink } from "./ProjectsLink";
import { consoleAnswers } from "./test-helpers";

const staffBrand = brandWith({ staffTooling: true });

function routes() {
  return [
    {
      path: "/",
      element: (
        <>
          <ProjectsLink ToolLink={Link} ToolLabel={({ children }) => <>{children}</>} />
          <Outlet />
          <AdminNavbar />
        </>
      ),
      children: [
        { index: true, element: <p>Home</p>, handle: { pageType: "homepage" } },
        { path: "customer/checkout", element: <p>Checkout</p>, handle: { pageType: "checkout" } },
      ],
    },
  ];
}

function renderBar(account: AccountInfo | Response, { path = "/", brand = staffBrand } = {}) {
  const api = fakeFetch({ "GET /api/account": account, ...consoleAnswers().answers });
  return { ...renderWithProviders(routes(), { path, brand, fetch: api.fetch }), calls: api.calls };
}

const adminBar = () => screen.queryByRole("navigation", { name: "Admin navigation" });

beforeEach(() => {
  resetSession();
  document.body.className = "";
  document.body.removeAttribute("style");
});

describe("adminBarState", () => {
  const base = {
    features: { staffTooling: true, checkout: { adminBarForSignedIn: false } },
    pageType: "homepage" as const,
    loggedIn: true,
  };

  it("gives staff the navbar and the panel where the brand has staff tooling", () => {
    expect(adminBarState({ ...base, account: staffInfo })).toEqual({ navbar: true, panel: true });
    expect(adminBarState({ ...base, features: { ...base.features, staffTooling: false }, account: staffInfo })).toEqual({
      navbar: false,
      panel: false,
    });
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

describe("the admin navbar", () => {
  it("reads no account info for a signed-out visitor", async () => {
    const { calls } = renderBar(staffInfo);
    await screen.findByText("Home");
    expect(calls).not.toContain("GET /api/account");
    expect(adminBar()).toBeNull();
    expect(document.body).not.toHaveClass(ADMIN_NAVBAR_CLASS);
  });

  it("shows 'Hi, {first name} | Logout' to staff and moves the page down 50 px, until they log out", async () => {
    signIn("staff-morgan");
    renderBar(staffInfo);

    const bar = await screen.findByRole("navigation", { name: "Admin navigation" });
    expect(within(bar).getByText(/^Hi, Morgan \|/)).toHaveTextContent(/^Hi, Morgan \| Logout$/);
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
    const { calls } = renderBar(customerInfo);
    await waitFor(() => expect(calls).toContain("GET /api/account"));
    await screen.findByText("Home");
    expect(adminBar()).toBeNull();
    expect(document.body).not.toHaveClass(ADMIN_NAVBAR_CLASS);
  });

  it("leaves staff without a bar on a brand without staff tooling", async () => {
    signIn("staff-morgan");
    const { calls } = renderBar(staffInfo, { brand: brandWith({}) });
    await waitFor(() => expect(calls).toContain("GET /api/account"));
    expect(adminBar()).toBeNull();
    expect(document.body).not.toHaveClass(ADMIN_NAVBAR_CLASS);
  });

  it("shows the navbar to a signed-in customer in checkout on a brand with adminBarForSignedIn", async () => {
    signIn();
    renderBar(customerInfo, { path: "/customer/checkout", brand: brandWith({ checkout: { adminBarForSignedIn: true } }) });
    expect(await screen.findByRole("navigation", { name: "Admin navigation" })).toHaveTextContent("Hi, Riley | Logout");
    expect(document.body).toHaveClass(ADMIN_NAVBAR_CLASS);
    expect(document.body).not.toHaveClass(ADMIN_PANEL_CLASS);
  });
});

describe("the header's Projects link", () => {
  it("is there for signed-in staff on a brand with staff tooling", async () => {
    signIn("staff-morgan");
    renderBar(staffInfo);
    expect(await screen.findByRole("link", { name: "Projects" })).toHaveAttribute("href", "/project");
  });

  it("is not there for a customer", async () => {
    signIn();
    const { calls } = renderBar(customerInfo);
    await waitFor(() => expect(calls).toContain("GET /api/account"));
    expect(screen.queryByRole("link", { name: "Projects" })).toBeNull();
  });
});
