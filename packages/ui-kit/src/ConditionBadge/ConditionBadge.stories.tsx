import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConditionBadge, MissingParts, PRODUCT_CONDITIONS } from "./ConditionBadge";

const meta = {
  title: "Commerce/ConditionBadge",
  component: ConditionBadge,
  args: { condition: "New Condition", unavailable: false },
  argTypes: { condition: { control: "select", options: PRODUCT_CONDITIONS } },
} satisfies Meta<typeof ConditionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewCondition: Story = {};
export const BrandNewRunout: Story = { args: { condition: "Brand New Runout" } };
export const CosmeticImperfection: Story = { args: { condition: "Cosmetic Imperfection" } };
export const Unavailable: Story = { args: { condition: "Brand New Runout", unavailable: true } };

/** Every label, available and unavailable, with the missing-parts line. */
export const All: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
        {PRODUCT_CONDITIONS.map((condition) => (
          <ConditionBadge key={condition} condition={condition} />
        ))}
      </div>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
        {PRODUCT_CONDITIONS.map((condition) => (
          <ConditionBadge key={condition} condition={condition} unavailable />
        ))}
      </div>
      <MissingParts parts={["oven rack", "grill tray"]} />
    </div>
  ),
};
