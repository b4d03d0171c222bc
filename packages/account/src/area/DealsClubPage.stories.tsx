import type { Meta, StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { useSessionStore } from "@storefront/page-kit/session";
import { signIn } from "@storefront/page-kit/testing";
import { DealsClubPage } from "./DealsClubPage";
import { areaTexts } from "./area-texts";

const PATH = "/account/deals-club";
const notMember = { enabled: true, member: false, joinedAt: null };
const member = { enabled: true, member: true, joinedAt: "2026-11-02T00:00:00.000Z" };

/**
 * /account/deals-club (issue 45 item 3): seeded on for wa and andoo, so shown in the wa theme
 * and, from the toolbar, every other. A signed-in customer joins or leaves.
 */
const meta = {
  title: "Account/DealsClubPage",
  component: DealsClubPage,
  tags: ["!autodocs"],
  parameters: { route: { path: PATH, pattern: PATH, settings: { dealsClubEnabled: "true" } } },
  beforeEach: () => {
    signIn("user-riley");
    return () => useSessionStore.getState().signOut();
  },
} satisfies Meta<typeof DealsClubPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not a member yet: 'Join the deals club' joins, and the page says member prices now apply. */
export const Join: Story = {
  parameters: {
    msw: {
      handlers: {
        dealsClub: [
          http.get("/api/account/deals-club", () => Response.json(notMember)),
          http.post("/api/account/deals-club", () => Response.json(member)),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: areaTexts.dealsClub.join }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(areaTexts.dealsClub.joined);
  },
};

/** A member since 2 November 2026, who may leave. */
export const Member: Story = {
  globals: { theme: "andoo" },
  parameters: { msw: { handlers: { dealsClub: [http.get("/api/account/deals-club", () => Response.json(member))] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name: areaTexts.dealsClub.leave })).toBeVisible();
  },
};

/** A storefront without the club (dealsClubEnabled off): nothing to join. */
export const NotOffered: Story = {
  parameters: { route: { path: PATH, pattern: PATH, settings: { dealsClubEnabled: "false" } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("The deals club is not offered on this site.")).toBeVisible();
  },
};
