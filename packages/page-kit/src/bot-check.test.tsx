import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BotCheckBox, botCheckFailureMessage, useBotCheck, type BotCheckWidget } from "./bot-check";
import { FAILED_TO_LOAD_SCRIPT } from "./script-load";
import { fakeFetch, renderWithProviders } from "./testing";

/** The widget events (POST /api/analytics/widget bodies) a fake API was sent. */
const widgetEvents = (api: ReturnType<typeof fakeFetch>) =>
  api.sent.filter((entry) => entry.call === "POST /api/analytics/widget").map((entry) => entry.body);

// Each test its own address: a script, once loaded, is kept per address (script-load.ts).
let SCRIPT = "";
let tests = 0;
beforeEach(() => {
  SCRIPT = `http://127.0.0.1:4010/recaptcha/api.js?test=${++tests}`;
});
const KEYS = { RecaptchaSiteKey: "box-key", RecaptchaV3SiteKey: "score-key" };

/** The widget script's element the page added, for the test to say whether it loaded. */
const scriptElement = () => document.head.querySelector<HTMLScriptElement>(`script[src^="${SCRIPT}&"]`);

function fakeWidget(): BotCheckWidget & { execute: ReturnType<typeof vi.fn>; render: ReturnType<typeof vi.fn> } {
  return {
    ready: (callback) => callback(),
    execute: vi.fn(async (siteKey: string, { action }: { action: string }) => `token-of-${siteKey}-${action}`),
    render: vi.fn((container: HTMLElement, params: { callback?: (token: string) => void }) => {
      const box = document.createElement("input");
      box.type = "checkbox";
      box.setAttribute("aria-label", "I'm not a robot");
      box.addEventListener("change", () => params.callback?.("box-token"));
      container.appendChild(box);
      return 0;
    }),
  };
}

function Submitter() {
  const check = useBotCheck();
  const [said, setSaid] = useState("");
  const submit = () =>
    check.scoreToken("newsletter").then(
      (token) => setSaid(token ?? "no check"),
      (error: unknown) => setSaid(botCheckFailureMessage(error)),
    );
  return (
    <button type="button" onClick={() => void submit()}>
      {check.enabled ? "checked" : "unchecked"} {said}
    </button>
  );
}

afterEach(() => {
  scriptElement()?.remove();
  delete window.grecaptcha;
});

describe("useBotCheck (issue 45 item 7)", () => {
  it("is off without the API's site keys (no check configured): no script, no token", async () => {
    renderWithProviders([{ path: "/", element: <Submitter /> }], { settings: {}, rootData: { botCheckScriptUrl: SCRIPT } });
    fireEvent.click(await screen.findByRole("button", { name: /^unchecked/ }));
    expect(await screen.findByRole("button", { name: "unchecked no check" })).toBeTruthy();
    expect(scriptElement()).toBeNull();
  });

  it("is off without a configured script, even with site keys", async () => {
    renderWithProviders([{ path: "/", element: <Submitter /> }], { settings: KEYS });
    expect(await screen.findByRole("button", { name: /^unchecked/ })).toBeTruthy();
  });

  it("on, loads the widget at submit and answers its token for the form's action, tracking the widget used (spec 3 §9)", async () => {
    const api = fakeFetch({ "POST /api/analytics/widget": true });
    renderWithProviders([{ path: "/", element: <Submitter /> }], {
      fetch: api.fetch,
      settings: KEYS,
      rootData: { botCheckScriptUrl: SCRIPT },
    });
    fireEvent.click(await screen.findByRole("button", { name: /^checked/ }));
    await waitFor(() => expect(scriptElement()?.src).toBe(`${SCRIPT}&render=score-key`));
    window.grecaptcha = fakeWidget();
    act(() => void scriptElement()?.dispatchEvent(new Event("load")));
    expect(await screen.findByRole("button", { name: "checked token-of-score-key-newsletter" })).toBeTruthy();
    expect(widgetEvents(api)).toEqual([{ widget: "recaptcha", action: "used", url: "/" }]);
  });

  it("says 'Failed to load script' when the widget does not load, tracking the widget failed", async () => {
    const api = fakeFetch({ "POST /api/analytics/widget": true });
    renderWithProviders([{ path: "/", element: <Submitter /> }], {
      fetch: api.fetch,
      settings: KEYS,
      rootData: { botCheckScriptUrl: SCRIPT },
    });
    fireEvent.click(await screen.findByRole("button", { name: /^checked/ }));
    await waitFor(() => expect(scriptElement()).not.toBeNull());
    act(() => void scriptElement()?.dispatchEvent(new Event("error")));
    expect(await screen.findByRole("button", { name: `checked ${FAILED_TO_LOAD_SCRIPT}` })).toBeTruthy();
    expect(widgetEvents(api)).toEqual([{ widget: "recaptcha", action: "failed", url: "/" }]);
  });
});

describe("BotCheckBox", () => {
  it("draws the provider's box and passes on its token", async () => {
    const onToken = vi.fn();
    window.grecaptcha = fakeWidget();
    renderWithProviders([{ path: "/", element: <BotCheckBox onToken={onToken} /> }], {
      settings: KEYS,
      rootData: { botCheckScriptUrl: SCRIPT },
    });
    await waitFor(() => expect(scriptElement()).not.toBeNull());
    act(() => void scriptElement()?.dispatchEvent(new Event("load")));
    fireEvent.click(await screen.findByRole("checkbox", { name: "I'm not a robot" }));
    expect(onToken).toHaveBeenCalledWith("box-token");
  });

  it("tracks the ticked box as the widget used (spec 3 §9)", async () => {
    const api = fakeFetch({ "POST /api/analytics/widget": true });
    window.grecaptcha = fakeWidget();
    renderWithProviders([{ path: "/", element: <BotCheckBox /> }], {
      fetch: api.fetch,
      settings: KEYS,
      rootData: { botCheckScriptUrl: SCRIPT },
    });
    await waitFor(() => expect(scriptElement()).not.toBeNull());
    act(() => void scriptElement()?.dispatchEvent(new Event("load")));
    fireEvent.click(await screen.findByRole("checkbox", { name: "I'm not a robot" }));
    await waitFor(() => expect(widgetEvents(api)).toEqual([{ widget: "recaptcha", action: "used", url: "/" }]));
  });

  it("shows 'Failed to load script' as an alert when the widget does not load, and nothing when no check is on", async () => {
    const { unmount } = renderWithProviders([{ path: "/", element: <BotCheckBox /> }], {
      settings: KEYS,
      rootData: { botCheckScriptUrl: SCRIPT },
    });
    await waitFor(() => expect(scriptElement()).not.toBeNull());
    act(() => void scriptElement()?.dispatchEvent(new Event("error")));
    expect((await screen.findByRole("alert")).textContent).toBe(FAILED_TO_LOAD_SCRIPT);
    unmount();
    const { container } = renderWithProviders([{ path: "/", element: <BotCheckBox /> }], { settings: {} });
    await waitFor(() => expect(container.querySelector("[data-bot-check-box]")).toBeNull());
  });
});
