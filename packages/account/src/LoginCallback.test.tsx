import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { identityMessages } from "@storefront/api-client/identity";
import { selectIsLoggedIn, useSessionStore } from "@storefront/page-kit/session";
import { renderWithProviders, resetSession, tokensFor } from "@storefront/page-kit/testing";
import { LoginCallback } from "./LoginCallback";

const routes = [
  { path: "/blank/account/login-callback", element: <LoginCallback /> },
  { path: "/stores", element: <p>Stores page</p> },
  { path: "/account/login", element: <p>Login page</p> },
];

function callbackPath(fields: Record<string, string>) {
  return `/blank/account/login-callback#${new URLSearchParams(fields).toString()}`;
}

const tokens = tokensFor("user-1", { nonce: "nonce-1" });
const fields = { access_token: tokens.accessToken, id_token: tokens.idToken, nonce: "nonce-1", returnUrl: "/stores" };

beforeEach(() => {
  resetSession();
  useSessionStore.getState().startLogin("nonce-1");
});

describe("LoginCallback", () => {
  it("keeps both tokens when the nonce is the stored one, then replaces itself with the returnUrl", async () => {
    const { router } = renderWithProviders(routes, { path: callbackPath(fields) });
    expect(await screen.findByText("Stores page")).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: "/stores", hash: "" });
    expect(router.state.historyAction).toBe("REPLACE");
    expect(useSessionStore.getState()).toMatchObject({
      isLoggedIn: true,
      userId: "user-1",
      accessToken: tokens.accessToken,
      idToken: tokens.idToken,
      nonce: null,
    });
  });

  it("refuses a nonce that is not the stored one, with the identity default and a link back to the login page", async () => {
    renderWithProviders(routes, { path: callbackPath({ ...fields, nonce: "nonce-from-elsewhere" }) });
    expect(await screen.findByRole("alert")).toHaveTextContent(identityMessages.default);
    expect(screen.getByRole("link", { name: "Log in again" })).toHaveAttribute("href", "/account/login");
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
    // The nonce is single-use: replaying the right one afterwards fails too.
    expect(useSessionStore.getState().nonce).toBeNull();
  });

  it("refuses a callback without the id token", async () => {
    const { id_token: _id, ...withoutIdToken } = fields;
    renderWithProviders(routes, { path: callbackPath(withoutIdToken) });
    expect(await screen.findByRole("alert")).toHaveTextContent(identityMessages.default);
    await waitFor(() => expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false));
  });
});
