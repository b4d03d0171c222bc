import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BotCheckWidget } from "@storefront/page-kit/bot-check";
import { fakeFetch, renderWithProviders, testApiClient } from "../test-helpers";
import { NewsletterPage } from "./NewsletterPage";

describe("the newsletter sign-up page, /newsletter (issue 40)", () => {
  it("is a form posting to the newsletter's action, so it works without JavaScript", () => {
    renderWithProviders([{ path: "/newsletter", element: <NewsletterPage /> }], { path: "/newsletter" });
    const form = screen.getByRole("form", { name: "Newsletter signup" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/newsletter");
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      returnTo: "/newsletter",
      name: "",
      email: "",
      postcode: "",
    });
  });

  it("shows a refused post's messages with the fields as typed", () => {
    const refused = {
      ok: false,
      message: "There has been an error. Please check below to see what fields are invalid.",
      fieldErrors: { email: "Please enter a valid Email" },
      values: { name: "Casey", email: "nope", postcode: "3000" },
    };
    renderWithProviders([{ path: "/newsletter", element: <NewsletterPage refused={refused} /> }], { path: "/newsletter" });
    // The summary and the field's message, each an alert.
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([refused.message, "Please enter a valid Email"]);
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveValue("nope");
    expect(screen.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Casey");
  });

  it("thanks the shopper in place once the hydrated form is taken", async () => {
    const api = fakeFetch({ "POST /api/kitchenclub/newsletter": { success: true } });
    // The page stands at "/" here: the test's router has the newsletter's action at /newsletter.
    renderWithProviders([{ path: "/", element: <NewsletterPage /> }], { api: testApiClient(api.fetch) });
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Casey" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Email/ }), { target: { value: "casey@example.com" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Postcode/ }), { target: { value: "3000" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Thanks for joining! Look out for our next newsletter.");
  });
});

describe("the newsletter's bot check (issue 45 item 7)", () => {
  // Each test its own address: a script, once loaded, is kept per address (page-kit's script-load).
  let SCRIPT = "";
  let tests = 0;
  beforeEach(() => {
    SCRIPT = `http://127.0.0.1:4010/recaptcha/api.js?test=${++tests}`;
  });
  const KEYS = { RecaptchaSiteKey: "box-key", RecaptchaV3SiteKey: "score-key" };
  const scriptElement = () => document.head.querySelector<HTMLScriptElement>(`script[src^="${SCRIPT}&"]`);
  afterEach(() => {
    scriptElement()?.remove();
    delete window.grecaptcha;
  });

  function fillAndSend(api: ReturnType<typeof fakeFetch>) {
    renderWithProviders([{ path: "/", element: <NewsletterPage /> }], {
      api: testApiClient(api.fetch),
      settings: KEYS,
      rootData: { botCheckScriptUrl: SCRIPT },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Casey" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Email/ }), { target: { value: "casey@example.com" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Postcode/ }), { target: { value: "3000" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
  }

  it("asks the widget for the score token at submit and the action sends it to the API", async () => {
    const api = fakeFetch({ "POST /api/kitchenclub/newsletter": { success: true } });
    fillAndSend(api);
    await waitFor(() => expect(scriptElement()).not.toBeNull());
    const widget: BotCheckWidget = {
      ready: (callback) => callback(),
      execute: async (siteKey, { action }) => `token-of-${siteKey}-${action}`,
      render: () => 0,
    };
    window.grecaptcha = widget;
    act(() => void scriptElement()?.dispatchEvent(new Event("load")));
    expect(await screen.findByRole("status")).toHaveTextContent("Thanks for joining! Look out for our next newsletter.");
    expect(api.calls.filter((call) => call.url.pathname === "/api/kitchenclub/newsletter").map((call) => call.body)).toEqual([
      { name: "Casey", email: "casey@example.com", postcode: "3000", source: "Newsletter", botCheckToken: "token-of-score-key-newsletter" },
    ]);
  });

  it("says 'Failed to load script' when the widget does not load, sending nothing", async () => {
    const api = fakeFetch();
    fillAndSend(api);
    await waitFor(() => expect(scriptElement()).not.toBeNull());
    act(() => void scriptElement()?.dispatchEvent(new Event("error")));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load script");
    // Nothing sent but the widget's failure (spec 3 §9 tracking).
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.url.pathname)).toEqual(["/api/analytics/widget"]);
  });
});
