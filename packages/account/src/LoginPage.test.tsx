import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loginMessages } from "@storefront/validation/login";
import { useSessionStore } from "@storefront/page-kit/session";
import { renderWithProviders, resetSession } from "@storefront/page-kit/testing";
import { LoginPage } from "./LoginPage";
import { NONCE_COOKIE } from "./login-rules";

const routes = [{ path: "/account/login", element: <LoginPage /> }];

function hiddenFields(): Record<string, string> {
  const form = screen.getByTestId("login-post") as HTMLFormElement;
  return Object.fromEntries(new FormData(form).entries()) as Record<string, string>;
}

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByRole("textbox", { name: "Email" }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
  });
}

let submit: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetSession();
  document.cookie = `${NONCE_COOKIE}=; Max-Age=0; Path=/`;
  // jsdom cannot navigate: the post itself is the API's and the end-to-end suite's.
  submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

describe("LoginPage", () => {
  it("asks for a valid email and a password with the shared messages, and posts nothing", async () => {
    renderWithProviders(routes, { path: "/account/login" });
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText(loginMessages.email)).toBeInTheDocument();
    expect(screen.getByText(loginMessages.password)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByTestId("login-post")).toBeNull();
    expect(useSessionStore.getState().nonce).toBeNull();
  });

  it("says the email or password is incorrect when the API sent the visitor back with error=credentials", () => {
    renderWithProviders(routes, { path: "/account/login?error=credentials&returnUrl=%2Fstores" });
    expect(screen.getByRole("alert")).toHaveTextContent("Your email or password is incorrect.");
  });

  it("says what happened to a social sign-in: a link mailed (a status), a staff account refused (an alert)", () => {
    const { unmount } = renderWithProviders(routes, { path: "/account/login?error=link-sent&provider=Google&returnUrl=%2Faccount" });
    expect(screen.getByRole("status")).toHaveTextContent(
      "You already have an account with this email address, so we have not signed you in with Google.",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    unmount();
    renderWithProviders(routes, { path: "/account/login?error=external-refused&provider=Google" });
    expect(screen.getByRole("alert")).toHaveTextContent("Staff accounts cannot sign in with a social provider.");
  });

  it("says a mailed link connected the provider (?connected=)", () => {
    renderWithProviders(routes, { path: "/account/login?connected=Apple" });
    expect(screen.getByRole("status")).toHaveTextContent("Apple is now connected to your account. Continue with Apple to log in.");
  });

  it("explains a form the API could not read (error=invalid)", () => {
    renderWithProviders(routes, { path: "/account/login?error=invalid" });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "We could not read your sign-in details. Please enter your email address and password again.",
    );
  });

  it("stores a nonce, then 10 ms later sets its cookie and posts the hidden form to login-redir", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderWithProviders(routes, { path: "/account/login?returnUrl=%2Fstores%3Fsort%3Dname" });

    await fillAndSubmit(" staff@example.com ", "Staff-sandbox-1");

    const nonce = useSessionStore.getState().nonce;
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    const form = screen.getByTestId("login-post") as HTMLFormElement;
    expect(form).toHaveAttribute("action", "http://shop.test/api/account/login-redir");
    expect(form.method).toBe("post");
    expect(hiddenFields()).toEqual({
      email: "staff@example.com",
      password: "Staff-sandbox-1",
      returnUrl: "/stores?sort=name",
      origin: window.location.origin,
      nonce,
    });
    expect(screen.getByRole("button", { name: "Log in" })).toBeDisabled();

    act(() => vi.advanceTimersByTime(9));
    expect(submit).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain(NONCE_COOKIE);
    act(() => vi.advanceTimersByTime(1));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain(`${NONCE_COOKIE}=${nonce}`);
  });

  it("returns to the saved path when the address names none, else to /account", async () => {
    useSessionStore.getState().savePath("/c/kitchen");
    const { unmount } = renderWithProviders(routes, { path: "/account/login" });
    await fillAndSubmit("customer@example.com", "Customer-sandbox-1");
    await waitFor(() => expect(hiddenFields().returnUrl).toBe("/c/kitchen"));
    unmount();

    resetSession();
    renderWithProviders(routes, { path: "/account/login" });
    await fillAndSubmit("customer@example.com", "Customer-sandbox-1");
    await waitFor(() => expect(hiddenFields().returnUrl).toBe("/account"));
  });

  it("leaves for a social provider with a fresh nonce, origin and return address, its cookie 10 ms later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderWithProviders(routes, { path: "/account/login?returnUrl=%2Faccount%2Forders" });
    expect(screen.getByRole("heading", { name: "Or log in with" })).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
    });

    const nonce = useSessionStore.getState().nonce;
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    const form = screen.getByTestId("login-post") as HTMLFormElement;
    expect(form).toHaveAttribute("action", "http://shop.test/api/account/externallogin/Google");
    expect(form.method).toBe("get");
    expect(hiddenFields()).toEqual({ nonce, origin: window.location.origin, returnUrl: "/account/orders" });
    for (const provider of ["Google", "Facebook", "Apple"]) {
      expect(screen.getByRole("button", { name: `Continue with ${provider}` })).toBeDisabled();
    }

    act(() => vi.advanceTimersByTime(9));
    expect(submit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain(`${NONCE_COOKIE}=${nonce}`);
  });
});

describe("the bot check's box after a failed sign-in (issue 45 item 7)", () => {
  const BOT_CHECK = { settings: { RecaptchaSiteKey: "box-key", RecaptchaV3SiteKey: "score-key" } };
  const script = (n: number) => ({ botCheckScriptUrl: `http://127.0.0.1:4010/recaptcha/api.js?login=${n}` });

  afterEach(() => {
    delete window.grecaptcha;
    for (const element of document.head.querySelectorAll("script[src*='recaptcha']")) element.remove();
  });

  /** The provider's widget as the sandbox's behaves: a box that gives a token when ticked. */
  function loadWidget() {
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async () => "score-token",
      render: (container, params) => {
        const box = document.createElement("input");
        box.type = "checkbox";
        box.setAttribute("aria-label", "I'm not a robot");
        box.addEventListener("change", () => params.callback?.("box-token"));
        container.appendChild(box);
        return 0;
      },
    };
    act(() => void document.head.querySelector("script[src*='recaptcha']")?.dispatchEvent(new Event("load")));
  }

  it("when the API says the next sign-in needs it (botcheck=1), needs the box ticked and posts its token with the form", async () => {
    renderWithProviders(routes, { path: "/account/login?error=credentials&botcheck=1", ...BOT_CHECK, rootData: script(1) });
    await waitFor(() => expect(document.head.querySelector("script[src*='recaptcha']")).not.toBeNull());
    loadWidget();
    await fillAndSubmit("jane@example.com", "Kettle-boil-7");
    expect(screen.getByText("Please tick 'I'm not a robot' and try again.")).toBeInTheDocument();
    expect(screen.queryByTestId("login-post")).toBeNull();
    fireEvent.click(await screen.findByRole("checkbox", { name: "I'm not a robot" }));
    await fillAndSubmit("jane@example.com", "Kettle-boil-7");
    await waitFor(() => expect(hiddenFields()["g-recaptcha-response"]).toBe("box-token"));
  });

  it("says so when the API sent the visitor back with error=robot", () => {
    renderWithProviders(routes, { path: "/account/login?error=robot", ...BOT_CHECK, rootData: script(2) });
    expect(screen.getAllByRole("alert")[0]).toHaveTextContent("Please tick 'I'm not a robot' and try again.");
  });

  it("shows no box on a first sign-in, nor after a failure the API does not ask it for", async () => {
    renderWithProviders(routes, { path: "/account/login?error=credentials", ...BOT_CHECK, rootData: script(3) });
    await fillAndSubmit("jane@example.com", "Kettle-boil-7");
    expect(document.head.querySelector("script[src*='recaptcha']")).toBeNull();
    await waitFor(() => expect(hiddenFields()["g-recaptcha-response"]).toBeUndefined());
  });

  it("shows no box when no bot check is on (the API handed out no site keys)", async () => {
    renderWithProviders(routes, { path: "/account/login?error=credentials&botcheck=1", rootData: script(4) });
    await fillAndSubmit("jane@example.com", "Kettle-boil-7");
    expect(document.head.querySelector("script[src*='recaptcha']")).toBeNull();
    await waitFor(() => expect(hiddenFields().email).toBe("jane@example.com"));
  });
});
