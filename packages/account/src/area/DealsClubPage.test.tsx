import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { resetSession } from "@storefront/page-kit/testing";
import { type AreaCall, renderArea } from "./area-test-helpers";

const ON = { dealsClubEnabled: "true" };
const notMember = { enabled: true, member: false, joinedAt: null };
const member = { enabled: true, member: true, joinedAt: "2026-11-02T00:00:00.000Z" };

beforeEach(() => resetSession());

describe("DealsClubPage (/account/deals-club, issue 45 item 3)", () => {
  it("lets a customer join, says so, and then offers to leave", async () => {
    const user = userEvent.setup();
    let joined = false;
    const { calls } = renderArea(
      "/account/deals-club",
      {
        "GET /api/account/deals-club": () => (joined ? member : notMember),
        "POST /api/account/deals-club": () => ((joined = true), member),
      },
      { settings: ON },
    );
    await user.click(await screen.findByRole("button", { name: "Join the deals club" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Welcome to the deals club. Member prices now apply in your cart.");
    expect(await screen.findByText(/You are a member since 2 November 2026/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave the deals club" })).toBeInTheDocument();
    expect(calls.filter((call: AreaCall) => call.method === "POST").map((call) => call.url)).toEqual(["/api/account/deals-club"]);
  });

  it("lets a member leave", async () => {
    const user = userEvent.setup();
    const { calls } = renderArea(
      "/account/deals-club",
      { "GET /api/account/deals-club": member, "DELETE /api/account/deals-club": notMember },
      { settings: ON },
    );
    await user.click(await screen.findByRole("button", { name: "Leave the deals club" }));
    expect(await screen.findByRole("status")).toHaveTextContent("You have left the deals club.");
    expect(calls.some((call) => call.method === "DELETE" && call.url === "/api/account/deals-club")).toBe(true);
  });

  it("shows the API's refusal in an alert", async () => {
    const user = userEvent.setup();
    renderArea(
      "/account/deals-club",
      {
        "GET /api/account/deals-club": notMember,
        "POST /api/account/deals-club": Response.json({ message: "The deals club is not offered on this site." }, { status: 404 }),
      },
      { settings: ON },
    );
    await user.click(await screen.findByRole("button", { name: "Join the deals club" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The deals club is not offered on this site.");
  });

  it("is listed among the account pages where dealsClubEnabled is on, and not offered where it is off", async () => {
    const { unmount } = renderArea("/account", {}, { settings: ON });
    const nav = (await screen.findAllByRole("navigation", { name: "Your account" }))[0] as HTMLElement;
    expect(within(nav).getByRole("link", { name: "Deals club" })).toHaveAttribute("href", "/account/deals-club");
    unmount();
    const { calls } = renderArea("/account/deals-club", {}, { settings: { dealsClubEnabled: "false" } });
    expect(await screen.findByText("The deals club is not offered on this site.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Deals club" })).toBeNull();
    expect(calls.some((call) => call.url === "/api/account/deals-club")).toBe(false);
  });
});
