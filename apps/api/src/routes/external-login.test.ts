import { describe, expect, it } from "vitest";
import { SANDBOX_ACCOUNTS } from "../seed/accounts";
import { bearer, setupTestApi } from "../test-helpers";

const api = setupTestApi();
const [, customer] = SANDBOX_ACCOUNTS;
const form = { "content-type": "application/x-www-form-urlencoded" };

/** Follows the redirect to the sandbox page and answers the page's hidden state. */
async function consentState(provider: string, returnUrl = "/account/orders"): Promise<string> {
  const start = await api.request({
    url: `/api/account/externallogin/${provider}?nonce=social-nonce-1&origin=http://localhost:3001&returnUrl=${encodeURIComponent(returnUrl)}`,
  });
  expect(start.statusCode).toBe(303);
  const page = await api.request({ url: String(start.headers.location) });
  expect(page.statusCode).toBe(200);
  expect(page.headers["content-type"]).toContain("text/html");
  expect(page.body).toContain("Approve");
  // Its form posts back to its own origin, which the API's default policy (form-action 'none') would block.
  expect(page.headers["content-security-policy"]).toContain("form-action 'self'");
  // and names its origin on that post (no-referrer would make it Origin: null, which the forgery guard refuses).
  expect(page.headers["referrer-policy"]).toBe("same-origin");
  return /name="state" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
}

const answer = (provider: string, fields: Record<string, string>) =>
  api.request({
    method: "POST",
    url: `/api/account/externallogin/${provider}/sandbox`,
    headers: form,
    payload: new URLSearchParams(fields).toString(),
  });

describe("social login through the sandbox identity provider", () => {
  it("approves: a new account signs in, with the nonce and return address on the login callback", async () => {
    const state = await consentState("google");
    const response = await answer("Google", {
      state,
      decision: "approve",
      email: "Social.Shopper@example.com",
      firstName: "Sol",
      lastName: "Shopper",
    });
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/blank\/account\/login-callback#access_token=.+&nonce=social-nonce-1&returnUrl=%2Faccount%2Forders$/);
    const token = new URLSearchParams(location.split("#")[1]).get("access_token") ?? "";
    const info = (await api.request({ url: "/api/account/getprofile", headers: bearer(token) })).json();
    expect(info).toMatchObject({ email: "social.shopper@example.com", firstName: "Sol", emailConfirmed: true });
  });

  it("links an existing account by its email", async () => {
    const state = await consentState("Facebook");
    const response = await answer("Facebook", {
      state,
      decision: "approve",
      email: customer.email,
      firstName: "Riley",
      lastName: "Harper",
    });
    const token = new URLSearchParams(String(response.headers.location).split("#")[1]).get("access_token") ?? "";
    expect((await api.request({ url: "/api/account/getprofile", headers: bearer(token) })).json().userId).toBe(customer.id);
  });

  it("cancels back to the login page, and refuses a forged state or an unknown provider", async () => {
    const state = await consentState("Apple", "/cart");
    expect((await answer("Apple", { state, decision: "cancel" })).headers.location).toBe(
      "/account/login?error=cancelled&returnUrl=%2Fcart",
    );
    expect(
      (await answer("Apple", { state: `${state}x`, decision: "approve", email: "a@example.com", firstName: "A", lastName: "B" })).headers
        .location,
    ).toBe("/account/login?error=invalid&returnUrl=%2Faccount");
    expect(
      (await answer("Google", { state, decision: "approve", email: "a@example.com", firstName: "A", lastName: "B" })).headers.location,
    ).toBe("/account/login?error=invalid&returnUrl=%2Faccount");
    expect((await api.request({ url: "/api/account/externallogin/myspace?nonce=social-nonce-1" })).statusCode).toBe(404);
  });
});
