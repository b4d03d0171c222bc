import type { Meta, StoryObj } from "@storybook/react-vite";
import { Loader } from "./Loader";

const meta = {
  title: "Kit/Loader",
  component: Loader,
  args: { label: "Loading", size: "default" },
  argTypes: { size: { control: "inline-radio", options: ["small", "default", "large"] } },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabel: Story = { args: { label: "Loading stores", showLabel: true } };
export const Small: Story = { args: { size: "small" } };
export const Large: Story = { args: { size: "large" } };

/** Covers its container while it loads. */
export const Overlay: Story = {
  args: { overlay: true, label: "Loading cooking demos", showLabel: true },
  render: (args) => (
    <div style={{ position: "relative", minHeight: 200, border: "1px dashed #7b8794", padding: 16 }}>
      <p>Cooking demo list</p>
      <Loader {...args} />
    </div>
  ),
};
