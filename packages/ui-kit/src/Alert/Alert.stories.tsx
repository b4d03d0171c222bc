import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ALERT_TYPES, Alert } from "./Alert";

const meta = {
  title: "Kit/Alert",
  component: Alert,
  args: { type: "error", children: "An error occurred getting stock." },
  argTypes: { type: { control: "inline-radio", options: ALERT_TYPES } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error is read at once (role alert). */
export const ErrorAlert: Story = {
  name: "Error",
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("An error occurred getting stock.");
  },
};

export const Warning: Story = {
  args: { type: "warning", title: "Delivery unavailable", children: "We can't deliver to this postcode yet." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Delivery unavailable");
  },
};

export const Info: Story = {
  args: { type: "info", children: "Prices include GST." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toBeVisible();
  },
};

export const Success: Story = {
  args: { type: "success", children: "Successfully updated!" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Successfully updated!");
  },
};

/** Every type, each with its own close control. */
export const AllTypes: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12, maxWidth: 520 }}>
      {ALERT_TYPES.map((type) => (
        <Alert key={type} type={type} title={`A ${type} message`} onDismiss={() => {}}>
          Text on the {type} surface.
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Close Error Message" })).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: "Close Message" })).toHaveLength(3);
  },
};

function DismissibleDemo({ onDismiss }: { onDismiss: () => void }) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Alert
      onDismiss={() => {
        onDismiss();
        setShown(false);
      }}
    >
      An error occurred sending email.
    </Alert>
  ) : (
    <p>Dismissed.</p>
  );
}

/** spec 3 §8: each error banner closes on its own 'Close Error Message' control. */
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  render: (args) => <DismissibleDemo onDismiss={args.onDismiss ?? (() => {})} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Close Error Message" }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};
