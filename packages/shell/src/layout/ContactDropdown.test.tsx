import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeFetch, renderWithProviders } from "@storefront/page-kit/testing";
import { ContactLines, webexTexts } from "./ContactDropdown";

const ROOM = "https://storefront.webex.com/meet/wa-experts";

function renderLines(settings: Record<string, string>) {
  const api = fakeFetch({ "POST /api/analytics/widget": true });
  renderWithProviders([{ path: "/", element: <ContactLines supportNumber="1300 050 050" /> }], { fetch: api.fetch, settings });
  return api;
}

describe("the Webex launcher (WebexEnabled, issue 45 item 8)", () => {
  it("offers 'Video call an expert' where the flag is on, opening the brand's Webex room in a new tab, tracked as the webinar widget", async () => {
    const api = renderLines({ WebexEnabled: "true", WebexMeetingUrl: ROOM });
    const launcher = screen.getByRole("link", { name: `${webexTexts.launcher} ${webexTexts.opensNewTab}` });
    expect(launcher).toHaveAttribute("href", ROOM);
    expect(launcher).toHaveAttribute("target", "_blank");
    expect(launcher).toHaveAttribute("rel", "noopener noreferrer");
    // The new tab is the browser's; the page records the launch.
    launcher.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(launcher);
    expect(api.sent.filter((entry) => entry.call === "POST /api/analytics/widget").map((entry) => entry.body)).toEqual([
      { widget: "webinar", action: "opened", url: "/" },
    ]);
  });

  it("offers none where the flag is off, or where the room is not a Webex address", () => {
    renderLines({ WebexEnabled: "false", WebexMeetingUrl: ROOM });
    expect(screen.queryByRole("link", { name: /Video call an expert/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Ask an expert" })).toBeInTheDocument();
  });

  it("offers none for a room on another host", () => {
    renderLines({ WebexEnabled: "true", WebexMeetingUrl: "https://meet.example.com/wa" });
    expect(screen.queryByRole("link", { name: /Video call an expert/ })).toBeNull();
  });
});
