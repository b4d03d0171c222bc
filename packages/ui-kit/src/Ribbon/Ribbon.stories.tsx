import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RIBBON_TYPES, Ribbon } from "./Ribbon";

const meta = {
  title: "Commerce/Ribbon",
  component: Ribbon,
  args: { type: "sale" },
  argTypes: { type: { control: "select", options: RIBBON_TYPES } },
  // Shown here whatever the theme; the next story shows a brand that hides them.
  parameters: { brandFeatures: { showRibbons: true } },
} satisfies Meta<typeof Ribbon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sale: Story = {};

/** All eight ribbon types of spec 1 §3. */
export const AllTypes: Story = {
  render: () => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
      {RIBBON_TYPES.map((type) => (
        <Ribbon key={type} type={type} />
      ))}
    </div>
  ),
};

export const WithOwnWords: Story = { args: { type: "save", children: "Save $200" } };

/** Brands without ribbons (flag showRibbons off) draw nothing. */
export const HiddenByBrand: Story = {
  parameters: { brandFeatures: { showRibbons: false } },
  render: (args) => (
    <p>
      Ribbon: <Ribbon {...args} />
      (nothing drawn)
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("Sale")).not.toBeInTheDocument();
  },
};
