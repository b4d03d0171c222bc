import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, renderWithProviders, testApiClient } from "../test-helpers";
import { NEWSLETTER_EXPIRY_KEY, NEWSLETTER_RECHECK_MS, NEWSLETTER_SUBSCRIPTION_KEY, NEWSLETTER_THANKS_MS } from "./newsletter-machine";
import { NewsletterPopup } from "./NewsletterPopup";

function desktop(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function render(answers: Parameters<typeof fakeFetch>[0] = {}, pageType = "homepage") {
  const api = fakeFetch(answers);
  renderWithProviders([{ path: "/", element: <NewsletterPopup />, handle: { pageType } }], {
    api: testApiClient(api.fetch),
  });
  return api;
}

async function flush(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

// The view and the form are lazy; load them once so their imports settle under fake timers.
beforeAll(async () => {
  await import("./NewsletterPopupView");
  await import("./NewsletterForm");
});

beforeEach(() => {
  localStorage.clear();
  desktop(true);
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

async function openForm() {
  fireEvent.click(screen.getByRole("button", { name: "Join the Kitchen Club" }));
  // The form is loaded lazily when the popup expands.
  for (let i = 0; i < 20 && !screen.queryByRole("form", { name: "Newsletter signup" }); i++) await flush(50);
  return screen.getByRole("form", { name: "Newsletter signup" });
}

describe("newsletter popup", () => {
  it("shows minimised on desktop and not on mobile widths", async () => {
    render();
    for (let i = 0; i < 20 && !screen.queryByRole("button", { name: "Join the Kitchen Club" }); i++) await flush(50);
    expect(screen.getByRole("button", { name: "Join the Kitchen Club" })).toBeInTheDocument();
  });

  it("stays hidden on mobile widths", async () => {
    desktop(false);
    render();
    await flush(200);
    expect(screen.queryByRole("complementary", { name: "Newsletter" })).toBeNull();
  });

  it("validates with the spec's messages before sending anything", async () => {
    const api = render();
    await flush();
    const form = await openForm();
    fireEvent.submit(form);
    // The summary and each field's message, each an alert.
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "There has been an error. Please check below to see what fields are invalid.",
      "Please enter your Name",
      "Please enter a valid Email",
      "Please enter a valid Postcode",
    ]);
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("ignores a second submit in flight, thanks for 4 s, then hides and remembers the subscription", async () => {
    let answer: (value: Response) => void = () => undefined;
    const api = render({ "POST /api/kitchenclub/newsletter": () => new Promise<Response>((resolve) => (answer = resolve)) });
    await flush();
    const form = await openForm();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Casey" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "casey@example.com" } });
    fireEvent.change(screen.getByLabelText("Postcode"), { target: { value: "2000" } });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await flush();
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(1);
    answer(
      new Response(JSON.stringify({ success: true, message: "ok" }), { status: 201, headers: { "content-type": "application/json" } }),
    );
    await flush();
    expect(screen.getByRole("status")).toHaveTextContent("Thanks");
    expect(localStorage.getItem(NEWSLETTER_SUBSCRIPTION_KEY)).toBe("true");
    await flush(NEWSLETTER_THANKS_MS - 1);
    expect(screen.getByRole("status")).toBeInTheDocument();
    await flush(1);
    expect(screen.queryByRole("complementary", { name: "Newsletter" })).toBeNull();
  });

  it("shows the server's errtext and enables the form again", async () => {
    render({
      "POST /api/kitchenclub/newsletter": () =>
        new Response(JSON.stringify({ success: false, errtext: "This email address is already subscribed to the Kitchen Club." }), {
          status: 409,
          headers: { "content-type": "application/json" },
        }),
    });
    await flush();
    const form = await openForm();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Casey" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "casey@example.com" } });
    fireEvent.change(screen.getByLabelText("Postcode"), { target: { value: "2000" } });
    fireEvent.submit(form);
    await flush(10);
    expect(screen.getByRole("alert")).toHaveTextContent("This email address is already subscribed to the Kitchen Club.");
    expect(screen.getByRole("button", { name: "Sign up" })).toBeEnabled();
  });

  it("rests 7 days after a dismissal and checks again every 24 hours", async () => {
    render();
    await flush();
    fireEvent.click(screen.getByRole("button", { name: "Close newsletter signup" }));
    expect(screen.queryByRole("complementary", { name: "Newsletter" })).toBeNull();
    expect(Number(localStorage.getItem(NEWSLETTER_EXPIRY_KEY))).toBeGreaterThan(Date.now());
    await flush(NEWSLETTER_RECHECK_MS);
    expect(screen.queryByRole("complementary", { name: "Newsletter" })).toBeNull();
    localStorage.setItem(NEWSLETTER_EXPIRY_KEY, String(Date.now() - 1));
    await flush(NEWSLETTER_RECHECK_MS);
    expect(screen.getByRole("button", { name: "Join the Kitchen Club" })).toBeInTheDocument();
  });

  it("shows on the home page while compare products exist", async () => {
    const compared = { "GET /api/compare": { products: [{ sku: "A", productSKU: "A", productName: "A" }] } };
    render(compared);
    await flush();
    expect(screen.getByRole("button", { name: "Join the Kitchen Club" })).toBeInTheDocument();
  });

  it("stays away from other pages while compare products exist (spec 1 §4)", async () => {
    render({ "GET /api/compare": { products: [{ sku: "A", productSKU: "A", productName: "A" }] } }, "generic");
    await flush();
    expect(screen.queryByRole("button", { name: "Join the Kitchen Club" })).toBeNull();
  });
});
