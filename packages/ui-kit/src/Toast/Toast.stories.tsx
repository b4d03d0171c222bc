import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button";
import { ToastProvider, useToast } from "./Toast";

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: "flex", gap: 12, flexWrap: "wrap" }}>
      <Button variant="primary" onClick={() => toast.success()}>
        Save changes
      </Button>
      <Button variant="secondary" onClick={() => toast.error()}>
        Fail an update
      </Button>
      <Button variant="secondary" onClick={() => toast.error("Only 2 of this product are available.")}>
        Show a cart message
      </Button>
    </div>
  );
}

const meta = {
  title: "Kit/Toast",
  component: ToastProvider,
  args: { successTimeout: 4000 },
  render: (args) => (
    <ToastProvider {...args}>
      <ToastButtons />
    </ToastProvider>
  ),
  parameters: { docs: { story: { inline: false, height: "320px" } } },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 3 §8: 'Successfully updated!' by default, a status in the page's polite live region; it closes itself. */
export const Success: Story = {
  args: { successTimeout: 600 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "Save changes" }));
    await expect(body.getByRole("status")).toHaveTextContent("Successfully updated!");
    await waitFor(() => expect(body.queryByRole("status")).toBeNull());
  },
};

/** spec 3 §8: 'Update Failed!' by default; an error toast is an alert and stays until its close button is pressed. */
export const ErrorStaysUntilClosed: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "Fail an update" }));
    await userEvent.click(body.getByRole("button", { name: "Show a cart message" }));
    const alerts = body.getAllByRole("alert");
    await expect(alerts).toHaveLength(2);
    await expect(alerts[0]).toHaveTextContent("Update Failed!");
    const close = within(alerts[0]!).getByRole("button", { name: "Close Error Message" });
    close.focus();
    await userEvent.keyboard("{Enter}");
    await expect(body.getAllByRole("alert")).toHaveLength(1);
    await expect(body.getByRole("alert")).toHaveTextContent("Only 2 of this product are available.");
  },
};
