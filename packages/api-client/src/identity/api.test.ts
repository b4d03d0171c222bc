import { describe, expect, it } from "vitest";
import { ApiError } from "../http/errors";
import { json, serveForTests } from "../test-helpers";
import { externalLoginForm, identityErrorMessage, loginCodeForm, loginForm, logout, register, requestSignInCode } from "./api";

const api = serveForTests();

describe("api.client calls", () => {
  it("registers with the email lowercased", async () => {
    api.server.on("POST", "/api/account/register", (_request, response) => json(response, 200, { success: true }));
    await register(api.client, {
      email: "Jane@Example.COM",
      password: "pw",
      firstName: "Jane",
      lastName: "C",
      phone: "0412345678",
      clientId: "web",
    });
    expect(JSON.parse(api.server.requests[0]?.body ?? "")).toMatchObject({ email: "jane@example.com" });
  });

  it("gives the login form's action on the api.client host", () => {
    const fields = { email: "a@b.co", password: "x", returnUrl: "/account", origin: "http://localhost:3001", nonce: "n1" };
    expect(loginForm(api.client, fields)).toEqual({ action: `${api.server.url}/api/account/login-redir`, method: "POST", fields });
  });

  it("asks for a sign-in code with the trimmed email, and gives the code form's action (issue 45 item 5)", async () => {
    api.server.on("POST", "/api/account/signin-code", (_request, response) => json(response, 200, { success: true }));
    await expect(requestSignInCode(api.client, { email: " a@b.co " })).resolves.toEqual({ success: true });
    expect(JSON.parse(api.server.requests[0]?.body ?? "")).toEqual({ email: "a@b.co" });
    const fields = { email: "a@b.co", code: "123456", returnUrl: "/account", origin: "http://localhost:3001", nonce: "n1" };
    expect(loginCodeForm(api.client, fields)).toEqual({ action: `${api.server.url}/api/account/login-code`, method: "POST", fields });
  });

  it("logs out with the user and client ids and reads { succeeded }", async () => {
    api.server.on("POST", "/api/account/logout", (_request, response) => json(response, 200, { succeeded: true }));
    await expect(logout(api.client, { userId: "user-1", clientId: "wa" })).resolves.toEqual({ succeeded: true });
    expect(JSON.parse(api.server.requests[0]?.body ?? "")).toEqual({ userId: "user-1", clientId: "wa" });
  });

  it("sends social login to the provider's redirect as a GET form with nonce, origin and return address", () => {
    const fields = { nonce: "n1", origin: "http://localhost:3001", returnUrl: "/account/orders" };
    expect(externalLoginForm(api.client, "Google", fields)).toEqual({
      action: `${api.server.url}/api/account/externallogin/Google`,
      method: "GET",
      fields,
    });
  });
});

describe("identityErrorMessage", () => {
  const failed = (body: unknown) => new ApiError({ status: 400, method: "POST", path: "/api/account/register", body });

  it("joins the errors array with blank lines", () => {
    expect(identityErrorMessage(failed({ errors: ["Email taken", "Weak password"] }))).toBe("Email taken\n\nWeak password");
  });

  it("says the service is unavailable for type 'error'", () => {
    expect(identityErrorMessage(failed({ type: "error" }))).toBe("Service currently unavailable. Please try again later");
  });

  it("falls back to the default", () => {
    expect(identityErrorMessage(failed({}))).toBe("Something has gone wrong, Please try again.");
    expect(identityErrorMessage(new Error("boom"))).toBe("Something has gone wrong, Please try again.");
  });
});
