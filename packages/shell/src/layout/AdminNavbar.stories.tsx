import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sessionFromTokens } from "@storefront/account/session-rules";
import { useSessionStore } from "@storefront/account/session";
import { AdminNavbar } from "./AdminNavbar";

/** An unsigned JWT (the storefront reads, never checks, its claims; the API does). */
function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

/** Signs a staff member in; the shop's GET /api/account answers a 'staff…' subject with a winningUserId. */
function signInStaff() {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const token = jwt({ sub: "staff-morgan", exp, given_name: "Morgan" });
  useSessionStore.getState().signIn(sessionFromTokens({ accessToken: token, idToken: token }));
}

const meta = {
  title: "Shell/AdminNavbar",
  component: AdminNavbar,
  tags: ["!autodocs"],
  args: { pageType: "homepage" },
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
