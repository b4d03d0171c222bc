import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { useSessionStore } from "@storefront/page-kit/session";
import { signIn } from "@storefront/page-kit/testing";
import { AdminNavbar } from "./AdminNavbar";

/** Signs a staff member in; the shop's GET /api/account answers a 'staff…' subject with a winningUserId. */
function signInStaff() {
  signIn("staff-morgan");
}

const meta = {
  title: "Staff/AdminNavbar",
  component: AdminNavbar,
  tags: ["!autodocs"],
  parameters: {
    layout: "fullscreen",
    // BRANDS.md: the bar belongs to brands with staff tooling.
    brandFeatures: { staffTooling: true },
    docs: { story: { inline: false, height: "120px" } },
  },
  beforeEach: () => {
    signInStaff();
    return () => useSessionStore.getState().signOut();
  },
} satisfies Meta<typeof AdminNavbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A staff account (spec 3 §2): 50 px, fixed at the top, 'Hi, {first name} | Logout'. */
export const StaffSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole("navigation", { name: "Admin navigation" });
    await expect(bar).toHaveTextContent("Hi, Morgan | Logout");
    await expect(within(bar).getByRole("link", { name: "Logout" })).toHaveAttribute("href", "/account/logout");
    await expect(canvasElement.ownerDocument.body).toHaveClass("has-admin-navbar");
  },
};
