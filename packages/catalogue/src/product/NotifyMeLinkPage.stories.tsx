import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { runNotifyMeLinkAction } from "./notify-me-link-action";
import { NotifyMeLinkPage, notifyMeLinkTexts } from "./NotifyMeLinkPage";

/** The pages of the notify-me mails' links (issue 45 item 1): nothing changes until the button is pressed. */
const meta = {
  title: "Catalogue/NotifyMeLinkPage",
  component: NotifyMeLinkPage,
  tags: ["!autodocs"],
  args: { action: "confirm" },
  parameters: {
    route: {
      action: runNotifyMeLinkAction,
      path: "/notify-me/confirm?token=AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB",
    },
  },
} satisfies Meta<typeof NotifyMeLinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirm link: pressed, the shopper is on the list, with a link back to the product. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: notifyMeLinkTexts.confirm.submit }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("You're on the list");
    await expect(canvas.getByRole("link", { name: /See Veldt Studio/ })).toBeVisible();
  },
};

/** The unsubscribe link. */
export const Unsubscribe: Story = {
  args: { action: "unsubscribe" },
  parameters: {
    route: {
      action: runNotifyMeLinkAction,
      path: "/notify-me/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: notifyMeLinkTexts.unsubscribe.submit }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("You will not hear from us");
  },
};

/** A link without its token: said at once, with no button. */
export const NoToken: Story = {
  parameters: { route: { path: "/notify-me/confirm" } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent("This link is not valid");
  },
};
