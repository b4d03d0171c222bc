import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button";
import { GlobalMessage, type GlobalMessageData } from "./GlobalMessage";

const meta = {
  title: "Kit/GlobalMessage",
  component: GlobalMessage,
  args: { message: { type: "error", text: "An error has occurred, please try again" }, onClose: fn() },
  parameters: { docs: { story: { inline: false, height: "200px" } }, layout: "fullscreen" },
} satisfies Meta<typeof GlobalMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The red bar across the top; hides after 3 s. */
export const ErrorBar: Story = { name: "Error" };

/** The floating success box. */
export const Success: Story = { args: { message: { type: "success", text: "Successfully updated!" } } };

/** Server cart messages stay until closed. */
export const KeepAlive: Story = {
  args: { message: { type: "error", text: "An unknown error occurred, please try again later", keepAlive: true } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "Close message" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

function MessageDemo({ timeout }: { timeout?: number }) {
  const [message, setMessage] = useState<GlobalMessageData | null>(null);
  return (
    <div style={{ padding: 96, display: "flex", gap: 12, flexWrap: "wrap" }}>
      <Button onClick={() => setMessage({ type: "error", text: "You are not authorised for this action" })}>Show error</Button>
      <Button variant="secondary" onClick={() => setMessage({ type: "success", text: "Successfully sent" })}>
        Show success
      </Button>
      <GlobalMessage message={message} onClose={() => setMessage(null)} timeout={timeout} />
    </div>
  );
}

/** Shows on a message event and hides by itself (a short timeout here, 3 s in the shell). */
export const AutoHide: Story = {
  render: () => <MessageDemo timeout={300} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show success" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Successfully sent");
    await waitFor(() => expect(canvas.queryByRole("status")).not.toBeInTheDocument());
  },
};
