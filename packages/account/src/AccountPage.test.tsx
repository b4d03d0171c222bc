import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { selectIsLoggedIn, useSessionStore } from "@storefront/page-kit/session";
import { customerInfo, renderWithProviders, resetSession, sessionFor } from "@storefront/page-kit/testing";
import { AccountPage } from "./AccountPage";
import { Logout, LOGOUT_CALL_WAIT_MS } from "./Logout";
import { fakeAccountApi } from "./test-helpers";

const routes = [
  { path: "/", element: <p>Home page</p> },
  { path: "/account", element: <AccountPage /> },
  { path: "/account/login", element: <p>Login page</p> },
  { path: "/account/logout", element: <Logout /> },
  { path: "/stores", element: <p>Stores page</p> },
];

beforeEach(() => resetSession());
afterEach(() => vi.useRealTimers());

describe("AccountPage", () => {
  it("sends a signed-out visitor to the login page, to come back here", async () => {
    const { router } = renderWithProviders(routes, { path: "/account" });
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?returnUrl=%2Faccount");
  });

  it("greets a signed-in visitor by first name, with the email and a Log out link", async () => {
    const session = sessionFor("user-riley");
    useSessionStore.getState().signIn(session);
    const api = fakeAccountApi({ [session.accessToken as string]: customerInfo });
    renderWithProviders(routes, { path: "/account", fetch: api.fetch });

    expect(await screen.findByRole("heading", { level: 1, name: "Hi, Riley" })).toBeInTheDocument();
    expect(screen.getByTestId("account-email")).toHaveTextContent("customer@example.com");
    expect(api.calls[0]).toMatchObject({ method: "GET", path: "/api/account", authorization: `Bearer ${session.accessToken}` });
    expect(screen.getByRole("link", { name: "Log out" })).toHaveAttribute("href", "/account/logout");
  });
});

describe("Logout", () => {
  it("clears the session, tells the API, then goes home", async () => {
    const session = sessionFor("user-riley");
    useSessionStore.getState().signIn(session);
    const api = fakeAccountApi({ [session.accessToken as string]: customerInfo });
    renderWithProviders(routes, { path: "/account", fetch: api.fetch });
    await userEvent.click(await screen.findByRole("link", { name: "Log out" }));

    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
    expect(api.calls.at(-1)).toMatchObject({ method: "POST", path: "/api/account/logout", body: { userId: "user-riley", clientId: "wa" } });
    // The account info is forgotten, and never asked for again without a token.
    expect(api.calls.filter((call) => call.path === "/api/account")).toHaveLength(1);
  });

  it("goes to the returnUrl, even when the logout call fails", async () => {
    useSessionStore.getState().signIn(sessionFor());
    const failing = async () => new Response("down", { status: 502 });
    const { router } = renderWithProviders(routes, { path: "/account/logout?returnUrl=%2Fstores", fetch: failing });
    expect(await screen.findByText("Stores page")).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
    await waitFor(() => expect(useSessionStore.getState().accessToken).toBeNull());
  });

  it("waits at most 3 s for an API that does not answer", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    useSessionStore.getState().signIn(sessionFor());
    const hanging = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", reject));
    renderWithProviders(routes, { path: "/account/logout", fetch: hanging });
    expect(useSessionStore.getState().accessToken).toBeNull();

    await act(async () => vi.advanceTimersByTime(LOGOUT_CALL_WAIT_MS - 1));
    expect(screen.queryByText("Home page")).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText("Home page")).toBeInTheDocument();
  });
});
