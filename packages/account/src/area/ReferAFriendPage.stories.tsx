import type { Meta, StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, within } from "storybook/test";
import { useSessionStore } from "@storefront/page-kit/session";
import { signIn } from "@storefront/page-kit/testing";
import { ReferAFriendPage } from "./ReferAFriendPage";
import { areaTexts } from "./area-texts";

const PATH = "/refer-a-friend";
const ON = { referralConfig: JSON.stringify({ enabled: true, rewardAmount: 50 }), BuyapowaEnabled: "true" };
const status = {
  enabled: true,
  code: "AB12CD34EF",
  linkPath: "/r/AB12CD34EF?campaign=wa-refer-a-friend",
  rewardAmount: 50,
  currency: "AUD",
  campaign: "wa-refer-a-friend",
  referredOrders: 0,
  rewardsEarned: 0,
};

/**
 * /refer-a-friend (issue 45 item 2): seeded on for wa and hc, so shown in the wa theme and, from
 * the toolbar, every other. The signed-in customer's link with the campaign's reward.
 */
const meta = {
  title: "Account/ReferAFriendPage",
  component: ReferAFriendPage,
  tags: ["!autodocs"],
  parameters: {
    route: { path: PATH, pattern: PATH, settings: ON },
    msw: { handlers: { referral: [http.get("/api/account/referral", () => Response.json(status))] } },
  },
  beforeEach: () => {
    signIn("user-riley");
    return () => useSessionStore.getState().signOut();
  },
} satisfies Meta<typeof ReferAFriendPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No friend has ordered yet: the link, 'Copy link' and 'Share by email'. */
export const ShareLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(areaTexts.referAFriend.linkLabel)).toHaveValue(
      `${window.location.origin}/r/AB12CD34EF?campaign=wa-refer-a-friend`,
    );
    await expect(canvas.getByRole("link", { name: areaTexts.referAFriend.email })).toBeVisible();
  },
};

/** Two friends' first orders earned $60 on hc's $30 campaign. */
export const Earned: Story = {
  globals: { theme: "hc" },
  parameters: {
    msw: {
      handlers: {
        referral: [
          http.get("/api/account/referral", () => Response.json({ ...status, rewardAmount: 30, referredOrders: 2, rewardsEarned: 60 })),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/you have earned \$60/)).toBeVisible();
  },
};

/** A storefront without referrals (BuyapowaEnabled off): nothing to share. */
export const NotOffered: Story = {
  parameters: { route: { path: PATH, pattern: PATH, settings: { ...ON, BuyapowaEnabled: "false" } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Refer a friend is not offered on this site.")).toBeVisible();
  },
};
