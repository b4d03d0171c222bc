import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { useSessionStore } from "@storefront/page-kit/session";
import { signIn } from "@storefront/page-kit/testing";
import { remindersFixture } from "../test-helpers";
import { ReminderPanel } from "./ReminderPanel";

const refusal = "Enter the reminder's date as a real day (YYYY-MM-DD) between 2000 and 2099.";

/** The reminder panel page of the staff side panel (spec 3 §2), at the frame's width (320 px). */
const meta = {
  title: "Staff/Panels/ReminderPanel",
  component: ReminderPanel,
  tags: ["!autodocs"],
  parameters: {
    layout: "fullscreen",
    brandFeatures: { staffTooling: true },
    msw: {
      handlers: [
        http.get("/api/account/reminders", () => HttpResponse.json(remindersFixture)),
        http.post("/api/Reminders", () => HttpResponse.json({ errtext: refusal, message: refusal }, { status: 400 })),
      ],
    },
  },
  beforeEach: () => {
    signIn("staff-morgan");
    return () => useSessionStore.getState().signOut();
  },
} satisfies Meta<typeof ReminderPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create: 'Name', 'Date', 'Notes'; the server's errtext in an alert when it refuses (spec 3 §8). */
export const NewReminderRefused: Story = {
  parameters: { route: { path: "/blank/staff-panel/reminder", pattern: "/blank/staff-panel/reminder" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText("Name"), "Measure the pantry");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(refusal);
  },
};

/** View and edit: the reminder's fields filled in from the staff member's list. */
export const EditReminder: Story = {
  parameters: { route: { path: "/blank/staff-panel/reminder/2", pattern: "/blank/staff-panel/reminder/:id" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText("Name")).toHaveValue("Send the quote");
    await expect(canvas.getByLabelText("Notes")).toHaveValue("Short note");
  },
};
