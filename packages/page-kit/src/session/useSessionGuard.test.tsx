import { screen, waitFor } from "@testing-library/react";
import { Outlet } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, renderWithProviders, resetSession, signIn, staffInfo } from "../testing";
import { endExpiredSession } from "./end-session";
import { useSessionStore } from "./session-store";
import { SessionGuard } from "./useSessionGuard";

// The expiry path ends in a full page load, which jsdom cannot do.
vi.mock("./end-session", () => ({ endExpiredSession: vi.fn() }));

const routes = [
  {
    path: "/",
    element: (
      <>
        <SessionGuard />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <p>Home</p> },
      { path: "customer/checkout", element: <p>Checkout</p> },
      { path: "account/login", element: <p>Login page</p> },
    ],
  },
];

beforeEach(() => {
  resetSession();
  vi.mocked(endExpiredSession).mockClear();
});

describe("the session guard (spec 3 §4, §8)", () => {
  it("reads no account info for a signed-out visitor", async () => {
    const api = fakeFetch({ "GET /api/account": staffInfo });
    renderWithProviders(routes, { fetch: api.fetch });
    await screen.findByText("Home");
    expect(api.calls).not.toContain("GET /api/account");
  });

  it("goes to the login route when account info fails, clearing a session the API refused", async () => {
    signIn();
    const api = fakeFetch({ "GET /api/account": Response.json({ message: "Unauthorized" }, { status: 401 }) });
    const { router } = renderWithProviders(routes, { fetch: api.fetch });
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?returnUrl=%2F");
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: false, accessToken: null, savedPath: "/" });
  });

  it("keeps the session but saves the page when account info fails otherwise", async () => {
    signIn();
    const api = fakeFetch({ "GET /api/account": Response.json({ message: "down" }, { status: 500 }) });
    const { router } = renderWithProviders(routes, { path: "/customer/checkout", fetch: api.fetch });
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?returnUrl=%2Fcustomer%2Fcheckout");
    expect(useSessionStore.getState()).toMatchObject({ isLoggedIn: true, savedPath: "/customer/checkout" });
  });

  it("ends a session whose token has expired without asking for account info", async () => {
    signIn("user-riley", Math.floor(Date.now() / 1000) - 60);
    const api = fakeFetch({ "GET /api/account": staffInfo });
    renderWithProviders(routes, { path: "/customer/checkout?step=2", fetch: api.fetch });
    await waitFor(() => expect(endExpiredSession).toHaveBeenCalledWith({ returnUrl: "/customer/checkout?step=2" }));
    await screen.findByText("Checkout");
    expect(api.calls).not.toContain("GET /api/account");
  });

  it("leaves the sign-in pages alone", async () => {
    signIn("user-riley", Math.floor(Date.now() / 1000) - 60);
    renderWithProviders(routes, { path: "/account/login" });
    await screen.findByText("Login page");
    expect(endExpiredSession).not.toHaveBeenCalled();
  });
});
