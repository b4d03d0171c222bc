import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "../http/client";
import { ApiError } from "../http/errors";
import { json, startTestServer, type TestServer } from "../test-helpers";
import { externalLoginUrl, identityErrorMessage, loginForm, logout, register } from "./api";

let server: TestServer;
let identity: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  identity = createApiClient({ brand: "wa", baseUrl: server.url });
});
beforeEach(() => {
  server.requests.length = 0;
});
afterAll(() => server.close());

describe("identity calls", () => {
  it("registers with the email lowercased", async () => {
    server.on("POST", "/api/account/register", (_request, response) => json(response, 200, { success: true }));
    await register(identity, {
      email: "Jane@Example.COM",
      password: "pw",
      firstName: "Jane",
      lastName: "C",
      phone: "0412345678",
      clientId: "web",
    });
    expect(JSON.parse(server.requests[0]?.body ?? "")).toMatchObject({ email: "jane@example.com" });
  });

  it("gives the login form's action on the identity host", () => {
    const fields = { email: "a@b.co", password: "x", returnUrl: "/account", origin: "http://localhost:3001", nonce: "n1" };
    expect(loginForm(identity, fields)).toEqual({ action: `${server.url}/api/account/login-redir`, method: "POST", fields });
  });

  it("logs out with the user and client ids and reads { succeeded }", async () => {
    server.on("POST", "/api/account/logout", (_request, response) => json(response, 200, { succeeded: true }));
    await expect(logout(identity, { userId: "user-1", clientId: "wa" })).resolves.toEqual({ succeeded: true });
    expect(JSON.parse(server.requests[0]?.body ?? "")).toEqual({ userId: "user-1", clientId: "wa" });
  });

  it("builds the social login address with nonce and origin", () => {
    expect(externalLoginUrl(identity, "Google", "n1", "http://localhost:3001")).toBe(
      `${server.url}/api/account/externallogin/Google?nonce=n1&origin=http%3A%2F%2Flocalhost%3A3001`,
    );
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
