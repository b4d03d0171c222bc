import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, renderWithProviders } from "../test-helpers";
import { EntryPageRoute } from "./EntryPage";

// spec 3 §9: the content service's widget (an entry's body) is tracked as shown, once per page.

function renderEntry(html: string) {
  const api = fakeApi({ "POST /api/analytics/widget": true });
  const page = { title: "Legendary service", html, social: { type: "article" } };
  renderWithProviders([{ path: "/article/legendary-service", element: <EntryPageRoute />, loader: () => ({ page }) }], {
    path: "/article/legendary-service",
    api: api.client,
  });
  return api;
}

describe("a content entry's page", () => {
  it("shows the entry and tracks its content widget as shown", async () => {
    const api = renderEntry("<p>We deliver, install and take the old one away.</p>");
    expect(await screen.findByRole("heading", { level: 1, name: "Legendary service" })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo("/api/analytics/widget").map((call) => call.body)).toEqual([
        { widget: "content", action: "shown", url: "/article/legendary-service" },
      ]),
    );
  });

  it("tracks nothing for an entry without a body", async () => {
    const api = renderEntry("");
    expect(await screen.findByRole("heading", { level: 1, name: "Legendary service" })).toBeInTheDocument();
    expect(api.callsTo("/api/analytics/widget")).toEqual([]);
  });
});
