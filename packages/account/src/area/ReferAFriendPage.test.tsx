import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetSession } from "@storefront/page-kit/testing";
import { renderArea } from "./area-test-helpers";

const ON = { referralConfig: JSON.stringify({ enabled: true, rewardAmount: 50 }), BuyapowaEnabled: "true", companyName: "Wattle & Ash" };
const status = {
  enabled: true,
  code: "AB12CD34EF",
  linkPath: "/r/AB12CD34EF?campaign=wa-refer-a-friend",
  rewardAmount: 50,
  currency: "AUD",
  campaign: "wa-refer-a-friend",
  referredOrders: 2,
  rewardsEarned: 100,
};
const link = `${window.location.origin}/r/AB12CD34EF?campaign=wa-refer-a-friend`;

beforeEach(() => resetSession());
afterEach(() => vi.restoreAllMocks());

describe("ReferAFriendPage (/refer-a-friend, issue 45 item 2)", () => {
  it("shows the customer's link with the campaign's reward, what it earned, and shares it by email", async () => {
    renderArea("/refer-a-friend", { "GET /api/account/referral": status }, { settings: ON });
    expect(await screen.findByLabelText("Your referral link")).toHaveValue(link);
    expect(screen.getByText(/get \$50 for each one/)).toBeInTheDocument();
    expect(screen.getByText("2 friends have placed a first order with your link: you have earned $100.")).toBeInTheDocument();
    const mail = screen.getByRole("link", { name: "Share by email" });
    expect(mail.getAttribute("href")).toMatch(/^mailto:\?subject=Have%20a%20look%20at%20Wattle%20%26%20Ash&body=/);
    expect(decodeURIComponent(mail.getAttribute("href") ?? "")).toContain(link);
  });

  it("copies the link and says so, or says to copy it by hand when the browser refuses", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    renderArea("/refer-a-friend", { "GET /api/account/referral": status }, { settings: ON });
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByRole("status")).toHaveTextContent("Link copied.");
    writeText.mockRejectedValueOnce(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not copy the link. Select it and copy it yourself.");
  });

  it("is listed among the account pages where referrals are offered, and not offered where BuyapowaEnabled is off", async () => {
    const { unmount } = renderArea("/account", {}, { settings: ON });
    const nav = (await screen.findAllByRole("navigation", { name: "Your account" }))[0] as HTMLElement;
    expect(within(nav).getByRole("link", { name: "Refer a friend" })).toHaveAttribute("href", "/refer-a-friend");
    unmount();
    const { calls } = renderArea("/refer-a-friend", {}, { settings: { ...ON, BuyapowaEnabled: "false" } });
    expect(await screen.findByText("Refer a friend is not offered on this site.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Refer a friend" })).toBeNull();
    expect(calls.some((call) => call.url === "/api/account/referral")).toBe(false);
  });
});
