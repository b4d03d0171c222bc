import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signInCodeMessages } from "@storefront/validation/login";
import { useSessionStore } from "@storefront/page-kit/session";
import { fakeFetch, renderWithProviders, resetSession } from "@storefront/page-kit/testing";
import { LoginPage } from "./LoginPage";
import { NONCE_COOKIE } from "./login-rules";

const routes = [{ path: "/account/login", element: <LoginPage /> }];

let submit: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSession();
  document.cookie = `${NONCE_COOKIE}=; Max-Age=0; Path=/`;
  // jsdom cannot navigate: the post itself is the API's and the end-to-end suite's.
  submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

const hiddenFields = () =>
  Object.fromEntries(new FormData(screen.getByTestId("login-post") as HTMLFormElement).entries()) as Record<string, string>;

describe("log in with a code by email (issue 45 item 5)", () => {
  it("is not offered where OTPEnabled is off", () => {
    renderWithProviders(routes, { path: "/account/login", settings: { OTPEnabled: "false" } });
    expect(screen.queryByRole("heading", { name: "Or log in with a code by email" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Email me a code" })).toBeNull();
  });

  it("mails a code, says so without telling whether the email has an account, and posts the code with a fresh nonce", async () => {
    const api = fakeFetch({ "POST /api/account/signin-code": { success: true } });
    renderWithProviders(routes, {
      path: "/account/login?returnUrl=%2Faccount%2Forders",
      settings: { OTPEnabled: "true" },
      fetch: api.fetch,
    });
    await userEvent.type(screen.getByRole("textbox", { name: "Email for the code" }), " olive@example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Email me a code" }));
    expect(await screen.findByRole("status")).toHaveTextContent(signInCodeMessages.sent("olive@example.com"));
    expect(api.sent).toContainEqual({ call: "POST /api/account/signin-code", body: { email: "olive@example.com" } });

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.change(screen.getByRole("textbox", { name: "6-digit code" }), { target: { value: " 012345 " } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Log in with code" }));
    });
    const nonce = useSessionStore.getState().nonce;
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByTestId("login-post")).toHaveAttribute("action", "http://shop.test/api/account/login-code");
    expect(hiddenFields()).toEqual({
      email: "olive@example.com",
      code: "012345",
      returnUrl: "/account/orders",
      origin: window.location.origin,
      nonce,
    });
    act(() => vi.advanceTimersByTime(10));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain(`${NONCE_COOKIE}=${nonce}`);
  });

  it("asks for six digits before posting anything", async () => {
    const api = fakeFetch({ "POST /api/account/signin-code": { success: true } });
    renderWithProviders(routes, { path: "/account/login", settings: { OTPEnabled: "true" }, fetch: api.fetch });
    await userEvent.type(screen.getByRole("textbox", { name: "Email for the code" }), "olive@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Email me a code" }));
    await userEvent.type(await screen.findByRole("textbox", { name: "6-digit code" }), "12a");
    await userEvent.click(screen.getByRole("button", { name: "Log in with code" }));
    expect(await screen.findByText(signInCodeMessages.code)).toBeInTheDocument();
    expect(screen.queryByTestId("login-post")).toBeNull();
  });

  it("shows the API's refusal of the mail (limits) as an alert", async () => {
    const api = fakeFetch({
      "POST /api/account/signin-code": () =>
        Response.json({ success: false, errors: ["Too many requests. Please try again in 5 minutes."] }, { status: 429 }),
    });
    renderWithProviders(routes, { path: "/account/login", settings: { OTPEnabled: "true" }, fetch: api.fetch });
    await userEvent.type(screen.getByRole("textbox", { name: "Email for the code" }), "olive@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Email me a code" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Too many requests. Please try again in 5 minutes."));
    expect(screen.queryByRole("textbox", { name: "6-digit code" })).toBeNull();
  });

  it("after a wrong code, asks for the code again with its email rather than for a new code", async () => {
    renderWithProviders(routes, { path: "/account/login?error=code", settings: { OTPEnabled: "true" } });
    const form = screen.getByRole("form", { name: "Log in with the emailed code" });
    await userEvent.type(within(form).getByRole("textbox", { name: /^Email the code was sent to/ }), "olive@example.com");
    await userEvent.type(within(form).getByRole("textbox", { name: /^6-digit code/ }), "654321");
    await userEvent.click(within(form).getByRole("button", { name: "Log in with code" }));
    await waitFor(() => expect(hiddenFields()).toMatchObject({ email: "olive@example.com", code: "654321" }));
  });

  it("says why the API sent the visitor back: a wrong code, or one used up or out of time", () => {
    const { unmount } = renderWithProviders(routes, { path: "/account/login?error=code", settings: { OTPEnabled: "true" } });
    expect(screen.getByRole("alert")).toHaveTextContent(signInCodeMessages.wrong);
    unmount();
    renderWithProviders(routes, { path: "/account/login?error=code-expired", settings: { OTPEnabled: "true" } });
    expect(screen.getByRole("alert")).toHaveTextContent(signInCodeMessages.expired);
  });
});
