import type { Meta, StoryObj } from "@storybook/react-vite";
import { LIST_SIZES, LIST_STYLES, List } from "./List";

const items = ["Free delivery on orders over $99", "Price match guarantee", "30 day change of mind returns", "Expert installation"];

const meta = {
  title: "Kit/List",
  component: List,
  args: { items, size: "default", listStyle: "tick", "aria-label": "Why shop with us" },
  argTypes: {
    size: { control: "select", options: LIST_SIZES },
    listStyle: { control: "inline-radio", options: LIST_STYLES },
    items: { control: false },
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tick: Story = {};
export const Minus: Story = { args: { listStyle: "minus" } };
export const Numbered: Story = { name: "Number", args: { listStyle: "number", "aria-label": "How to book a demo" } };
export const Decimal: Story = { args: { listStyle: "decimal", "aria-label": "Installation steps" } };

/** Every size from extra-large to extra-small. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      {LIST_SIZES.map((size) => (
        <List key={size} {...args} size={size} aria-label={`${size} list`} items={items.slice(0, 2)} />
      ))}
    </div>
  ),
};
