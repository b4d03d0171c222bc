import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { brandWith, renderWithProviders, resetSession } from "@storefront/page-kit/testing";
import { registrationMessages } from "@storefront/validation/registration";
import { ForgotPasswordPage } from "./ForgotPasswordPage";
import { ConnectSignInPage } from "./ConnectSignInPage";
import {
  connectSignInTexts,
  emailConfirmedTexts,
  forgotPasswordTexts,
  registerTexts,
  resetPasswordTexts,
  revertEmailTexts,
} from "./identity-texts";
import { LoginPage } from "./LoginPage";
import { SESSION_EXPIRED_MESSAGE } from "./login-rules";
import { RegisterPage } from "./RegisterPage";
import { ResetPasswordPage } from "./ResetPasswordPage";
import { RevertEmailPage } from "./RevertEmailPage";
import AccountRoute from "./routes/account";

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** A fake identity API: each "METHOD /path" answers the status and body given; every call is recorded. */
function identityApi(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? "GET";
    calls.push({ method, path: url.pathname, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
    const answer = answers[`${method} ${url.pathname}`];
    if (!answer) return Response.json({ message: "not found" }, { status: 404 });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  };
  return { fetch, calls };
}

const type = (label: string | RegExp, value: string) => userEvent.type(screen.getByLabelText(label), value);

beforeEach(() => resetSession());

describe("RegisterPage", () => {
  const routes = [{ path: "/account/register", element: <RegisterPage /> }];

  async function fillRegistration() {
    await type(/^Email/, "Jamie.Lee@Example.com");
    await type(/^Password/, "Sandbox-pass-1");
    await type(/^First name/, "Jamie");
    await type(/^Last name/, "Lee");
    await type(/^Phone/, "0412 345 678");
  }

  it("checks every field with the registration rules and sends nothing", async () => {
    const api = identityApi({});
    renderWithProviders(routes, { path: "/account/register", fetch: api.fetch });
    await userEvent.click(screen.getByRole("button", { name: registerTexts.submit }));
    expect(await screen.findByText(registrationMessages.password)).toBeInTheDocument();
    expect(screen.getByText(registrationMessages.email)).toBeInTheDocument();
    expect(screen.getByText(registrationMessages.firstName)).toBeInTheDocument();
    expect(screen.getByText(registrationMessages.lastName)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^ABN/)).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("registers with the brand as client id, says the confirmation mail went out and sends it again on request", async () => {
    const api = identityApi({
      "POST /api/account/register": { body: { success: true } },
      "POST /api/account/resendconfirmemail": { body: { success: true } },
    });
    renderWithProviders(routes, { path: "/account/register", fetch: api.fetch });
    await fillRegistration();
    await userEvent.click(screen.getByRole("button", { name: registerTexts.submit }));

    expect(await screen.findByText(registerTexts.sent("jamie.lee@example.com"))).toBeInTheDocument();
    expect(api.calls[0]).toEqual({
      method: "POST",
      path: "/api/account/register",
      body: {
        email: "jamie.lee@example.com",
        password: "Sandbox-pass-1",
        firstName: "Jamie",
        lastName: "Lee",
        phone: "0412 345 678",
        clientId: "wa",
      },
    });
    await userEvent.click(screen.getByRole("button", { name: registerTexts.resend }));
    expect(await screen.findByText(registerTexts.resent("jamie.lee@example.com"))).toBeInTheDocument();
    expect(api.calls[1]).toEqual({
      method: "POST",
      path: "/api/account/resendconfirmemail",
      body: { clientId: "wa", email: "jamie.lee@example.com" },
    });
  });

  it("asks for a valid ABN where the brand does, and sends it", async () => {
    const api = identityApi({ "POST /api/account/register": { body: { success: true } } });
    renderWithProviders(routes, { path: "/account/register", fetch: api.fetch, brand: brandWith({ abnOnRegistration: true }) });
    await fillRegistration();
    await userEvent.click(screen.getByRole("button", { name: registerTexts.submit }));
    expect(await screen.findByText(registrationMessages.abn)).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await type(/^ABN/, "51 824 753 556");
    await userEvent.click(screen.getByRole("button", { name: registerTexts.submit }));
    await waitFor(() => expect(api.calls[0]?.body).toMatchObject({ ABN: "51 824 753 556" }));
  });

  it("shows the API's errors in an alert (spec 3 §8: joined by blank lines)", async () => {
    const api = identityApi({
      "POST /api/account/register": { status: 400, body: { success: false, errors: ["An account with this email already exists."] } },
    });
    renderWithProviders(routes, { path: "/account/register", fetch: api.fetch });
    await fillRegistration();
    await userEvent.click(screen.getByRole("button", { name: registerTexts.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent("An account with this email already exists.");
  });

  it("says the service is unavailable when the mail server refused (type 'error')", async () => {
    const api = identityApi({ "POST /api/account/register": { status: 503, body: { success: false, errors: [], type: "error" } } });
    renderWithProviders(routes, { path: "/account/register", fetch: api.fetch });
    await fillRegistration();
    await userEvent.click(screen.getByRole("button", { name: registerTexts.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Service currently unavailable. Please try again later");
  });
});

describe("ForgotPasswordPage", () => {
  const routes = [{ path: "/account/forgot-password", element: <ForgotPasswordPage /> }];

  it("checks the email, then asks the API for a reset mail and says so either way", async () => {
    const api = identityApi({ "POST /api/account/forgotpassword": { body: { success: true } } });
    renderWithProviders(routes, { path: "/account/forgot-password", fetch: api.fetch });
    await userEvent.click(screen.getByRole("button", { name: forgotPasswordTexts.submit }));
    expect(await screen.findByText(registrationMessages.email)).toBeInTheDocument();

    await type(/^Email/, " riley@example.com ");
    await userEvent.click(screen.getByRole("button", { name: forgotPasswordTexts.submit }));
    expect(await screen.findByText(forgotPasswordTexts.sent("riley@example.com"))).toBeInTheDocument();
    expect(api.calls).toEqual([
      { method: "POST", path: "/api/account/forgotpassword", body: { clientId: "wa", email: "riley@example.com" } },
    ]);
    expect(screen.getByRole("link", { name: forgotPasswordTexts.backToLogin })).toHaveAttribute("href", "/account/login");
  });
});

describe("RevertEmailPage (issue 41 item 5)", () => {
  const routes = [{ path: "/account/revert-email", element: <RevertEmailPage /> }];

  it("restores the email only when the owner presses the button, then leads on to a new password", async () => {
    const api = identityApi({ "POST /api/account/revertemail": { body: { success: true } } });
    renderWithProviders(routes, { path: "/account/revert-email?token=undo-1", fetch: api.fetch });
    expect(screen.getByRole("heading", { level: 1, name: revertEmailTexts.title })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: revertEmailTexts.submit }));
    expect(await screen.findByText(revertEmailTexts.done)).toBeInTheDocument();
    expect(api.calls).toEqual([{ method: "POST", path: "/api/account/revertemail", body: { token: "undo-1" } }]);
    expect(screen.getByRole("link", { name: revertEmailTexts.resetPassword })).toHaveAttribute("href", "/account/forgot-password");
  });

  it("shows the API's refusal of a used or expired link in an alert, and a link without a token as incomplete", async () => {
    const refusal = "This link is invalid, has expired or was already used.";
    const api = identityApi({ "POST /api/account/revertemail": { status: 400, body: { success: false, errors: [refusal] } } });
    const { unmount } = renderWithProviders(routes, { path: "/account/revert-email?token=used", fetch: api.fetch });
    await userEvent.click(screen.getByRole("button", { name: revertEmailTexts.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    unmount();
    renderWithProviders(routes, { path: "/account/revert-email" });
    expect(screen.getByRole("alert")).toHaveTextContent(revertEmailTexts.noToken);
  });
});

describe("ConnectSignInPage (issue 41 item 1)", () => {
  const routes = [
    { path: "/account/connect-sign-in", element: <ConnectSignInPage /> },
    { path: "/account/login", element: <LoginPage /> },
  ];

  it("connects the provider when the owner presses the button, then the login page says so", async () => {
    const api = identityApi({ "POST /api/account/confirmexternallogin": { body: { success: true } } });
    renderWithProviders(routes, { path: "/account/connect-sign-in?token=link-1&provider=Google", fetch: api.fetch });
    expect(screen.getByText(connectSignInTexts.intro("Google"))).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: connectSignInTexts.submit("Google") }));
    expect(await screen.findByRole("status")).toHaveTextContent("Google is now connected to your account. Continue with Google to log in.");
    expect(api.calls).toEqual([{ method: "POST", path: "/api/account/confirmexternallogin", body: { token: "link-1" } }]);
  });

  it("shows the API's refusal in an alert, and names no provider the API does not offer", async () => {
    const refusal = "This link is invalid or has expired. Please continue with the provider again to get a new one.";
    const api = identityApi({ "POST /api/account/confirmexternallogin": { status: 400, body: { success: false, errors: [refusal] } } });
    renderWithProviders(routes, { path: "/account/connect-sign-in?token=used&provider=Evil", fetch: api.fetch });
    await userEvent.click(screen.getByRole("button", { name: connectSignInTexts.submit("your provider") }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
  });
});

describe("ResetPasswordPage", () => {
  const routes = [{ path: "/account/reset-password", element: <ResetPasswordPage /> }];

  it("sets the new password with the link's token", async () => {
    const api = identityApi({ "POST /api/account/resetpassword": { body: { success: true } } });
    renderWithProviders(routes, {
      path: "/account/reset-password?token=tok-1",
      fetch: api.fetch,
      brand: brandWith({ loginRoute: "/account/internal/login" }),
    });
    await type(/^New password/, "short");
    await userEvent.click(screen.getByRole("button", { name: resetPasswordTexts.submit }));
    expect(await screen.findByText(registrationMessages.password)).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/^New password/));
    await type(/^New password/, "New-sandbox-2");
    await userEvent.click(screen.getByRole("button", { name: resetPasswordTexts.submit }));
    expect(await screen.findByText(resetPasswordTexts.done)).toBeInTheDocument();
    expect(api.calls).toEqual([
      { method: "POST", path: "/api/account/resetpassword", body: { token: "tok-1", password: "New-sandbox-2" } },
    ]);
    expect(screen.getByRole("link", { name: resetPasswordTexts.logIn })).toHaveAttribute("href", "/account/internal/login");
  });

  it("shows the API's refusal of a used or expired link in an alert", async () => {
    const refusal = "This password reset link is invalid or has expired. Please ask for a new one.";
    const api = identityApi({ "POST /api/account/resetpassword": { status: 400, body: { success: false, errors: [refusal] } } });
    renderWithProviders(routes, { path: "/account/reset-password?token=used", fetch: api.fetch });
    await type(/^New password/, "New-sandbox-2");
    await userEvent.click(screen.getByRole("button", { name: resetPasswordTexts.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.getByRole("link", { name: resetPasswordTexts.askAgain })).toHaveAttribute("href", "/account/forgot-password");
  });

  it("says a link without a token is incomplete", () => {
    renderWithProviders(routes, { path: "/account/reset-password" });
    expect(screen.getByRole("alert")).toHaveTextContent(resetPasswordTexts.noToken);
    expect(screen.queryByRole("button", { name: resetPasswordTexts.submit })).toBeNull();
  });
});

describe("the email confirmation's outcome on /account", () => {
  const routes = [
    { path: "/account", element: <AccountRoute /> },
    { path: "/account/login", element: <p>Login page</p> },
  ];

  it("says the email is confirmed, with a way to log in", async () => {
    renderWithProviders(routes, { path: "/account?emailConfirmed=true" });
    expect(await screen.findByRole("status")).toHaveTextContent(emailConfirmedTexts.confirmed);
    expect(screen.getByRole("link", { name: registerTexts.logIn })).toHaveAttribute("href", "/account/login");
  });

  it("says a failed confirmation in an alert", async () => {
    renderWithProviders(routes, { path: "/account?emailConfirmed=false" });
    expect(await screen.findByRole("alert")).toHaveTextContent(emailConfirmedTexts.failed);
  });
});

describe("the login page", () => {
  it("says why after an expired session (exp=true), and links registration and the forgotten password", () => {
    renderWithProviders([{ path: "/account/login", element: <LoginPage /> }], { path: "/account/login?exp=true" });
    expect(screen.getByRole("status")).toHaveTextContent(SESSION_EXPIRED_MESSAGE);
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/account/register");
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/account/forgot-password");
  });
});
