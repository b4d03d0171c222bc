import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { runNotifyMeAction } from "./notify-me-action";
import NotifyMeForm, { notifyMeTexts } from "./NotifyMeForm";

/** Notify me (issue 45 item 1) on a product that cannot be bought now; the shop takes the request. */
const meta = {
  title: "Catalogue/NotifyMeForm",
  component: NotifyMeForm,
  tags: ["!autodocs"],
  args: { sku: "VLD-DW60S" },
  parameters: {
    route: {
      action: runNotifyMeAction,
      path: "/p/veldt-studio-60cm-freestanding-dishwasher-vld-dw60s",
      settings: { NotifyMeCallbackExtended: "false" },
    },
  },
} satisfies Meta<typeof NotifyMeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** NotifyMeCallbackExtended off: an email only; sent, the box says to check the inbox. */
export const EmailOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("checkbox", { name: notifyMeTexts.callback })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: /Email/ }), "jane@example.com");
    await userEvent.click(canvas.getByRole("button", { name: notifyMeTexts.submit }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Check your inbox");
  },
};

/** NotifyMeCallbackExtended on: a call too, which asks for a name and a phone number. */
export const WithCallback: Story = {
  parameters: {
    route: {
      action: runNotifyMeAction,
      path: "/p/veldt-studio-60cm-freestanding-dishwasher-vld-dw60s",
      settings: { NotifyMeCallbackExtended: "true" },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: notifyMeTexts.callback }));
    await expect(canvas.getByRole("textbox", { name: /Name/ })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Phone/ })).toBeVisible();
  },
};
