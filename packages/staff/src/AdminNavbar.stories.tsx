import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { ToolbarAction, ToolbarStateBody } from "@storefront/api-client/reminders";
import { useSessionStore } from "@storefront/page-kit/session";
import { signIn } from "@storefront/page-kit/testing";
import { AdminNavbar } from "./AdminNavbar";
import { AdminSidePanel } from "./AdminSidePanel";
import { remindersFixture, resetConsole, toolbarFixture } from "./test-helpers";

/** Signs a staff member in; the shop's GET /api/account answers a 'staff…' subject with a winningUserId. */
function signInStaff() {
  signIn("staff-morgan");
}

/** The toolbar as the API keeps it (POST saves one toggle, answers every action), new for each story. */
let toolbar: ToolbarAction[] = toolbarFixture();

const handlers = [
  http.get("/api/account/toolbar", () => HttpResponse.json(toolbar)),
  http.post("/api/account/toolbar", async ({ request }) => {
    const body = (await request.json()) as ToolbarStateBody;
    toolbar = toolbar.map((action) => (action.id === body.id ? { ...action, isActive: body.isActive } : action));
    return HttpResponse.json(toolbar);
  }),
  http.get("/api/account/reminders", () => HttpResponse.json(remindersFixture)),
  http.post("/api/Reminders/status", () =>
    HttpResponse.json(
      {
        errtext: "An archived reminder cannot be opened or marked done again.",
        message: "An archived reminder cannot be opened or marked done again.",
      },
      { status: 400 },
    ),
  ),
];

/** The bar and the side panel, as the shell's two slots hold them. */
function StaffConsole() {
  return (
    <>
      <AdminNavbar />
      <AdminSidePanel />
    </>
  );
}

const meta = {
  title: "Staff/AdminNavbar",
  component: StaffConsole,
  tags: ["!autodocs"],
  parameters: {
    layout: "fullscreen",
    // BRANDS.md: the bar belongs to brands with staff tooling.
    brandFeatures: { staffTooling: true },
    docs: { story: { inline: false, height: "420px" } },
    msw: { handlers },
  },
  beforeEach: () => {
    toolbar = toolbarFixture();
    resetConsole();
    signInStaff();
    return () => {
      resetConsole();
      useSessionStore.getState().signOut();
    };
  },
} satisfies Meta<typeof StaffConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A staff account (spec 3 §2): 50 px, fixed at the top, the toolbar's toggles, then 'Hi, {first name} | Logout'. */
export const StaffSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole("navigation", { name: "Admin navigation" });
    await expect(bar).toHaveTextContent("Hi, Morgan | Logout");
    await expect(within(bar).getByRole("link", { name: "Logout" })).toHaveAttribute("href", "/account/logout");
    await expect(await within(bar).findByRole("button", { name: "Stats", pressed: false })).toBeInTheDocument();
    await expect(canvasElement.ownerDocument.body).toHaveClass("has-admin-navbar");
  },
};

/** spec 3 §4: a toggle opens its side panel (320 px, 350 px from 768 px), whose address carries both tokens. */
export const SidePanelOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "Stats", pressed: false }));
    const frame = await canvas.findByTitle("Staff panel: Stats");
    await expect(frame.getAttribute("src")).toMatch(/^\/blank\/staff-panel\/stats\?access_token=.+&id_token=.+$/);
    await expect(await canvas.findByRole("button", { name: "Stats", pressed: true })).toBeInTheDocument();
  },
};

/** spec 3 §2, §4, §8, §9: the Reminders dropdown: due states, notes cut to 20 characters plus '...', a refused change's errtext. */
export const RemindersDropdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole("button", { name: "My reminders (3)" }));
    const menu = canvas.getByRole("region", { name: "Your reminders" });
    await expect(menu).toHaveTextContent("Overdue");
    await expect(menu).toHaveTextContent("Ask about the induct...");
    await userEvent.click(within(menu).getByRole("button", { name: "Mark done: Call Alex back" }));
    await waitFor(() =>
      expect(within(menu).getByRole("alert")).toHaveTextContent("An archived reminder cannot be opened or marked done again."),
    );
  },
};
