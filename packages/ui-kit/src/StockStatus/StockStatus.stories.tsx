import type { Meta, StoryObj } from "@storybook/react-vite";
import { STOCK_STATUSES, StockStatus } from "./StockStatus";

const meta = {
  title: "Commerce/StockStatus",
  component: StockStatus,
  args: { status: "inStock" },
  argTypes: { status: { control: "select", options: STOCK_STATUSES } },
} satisfies Meta<typeof StockStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const BackOrder: Story = { args: { status: "backOrder" } };
export const NoStock: Story = { args: { status: "noStock" } };
export const SupersededAndNoStock: Story = { args: { status: "supersededAndNoStock" } };
export const Indeterminate: Story = { args: { status: "indeterminate" } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8 }}>
      {STOCK_STATUSES.map((status) => (
        <StockStatus key={status} status={status} />
      ))}
    </div>
  ),
};
