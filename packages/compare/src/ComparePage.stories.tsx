import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { COMPARE_STORAGE_KEY } from "./compare-storage";
import { useCompareTrayStore } from "./tray-store";
import { ComparePage } from "./ComparePage";

const meta = {
  title: "Compare/ComparePage",
  component: ComparePage,
  tags: ["!autodocs"],
  // The shop answers GET /api/compare/products?SkuList=… from the fixtures.
  parameters: { route: { path: "/compare?sku=NRD-FD680~HLV-SBS620", pattern: "/compare" } },
  beforeEach: () => {
    localStorage.removeItem(COMPARE_STORAGE_KEY);
    useCompareTrayStore.setState({ tooManyOpen: false });
  },
} satisfies Meta<typeof ComparePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two fridges side by side; 'Highlight differences' marks only the rows whose values differ. */
export const TwoProducts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: "Nordlys ComfortLine 680L French Door Fridge" })).toBeVisible();
    const capacity = canvas.getByRole("rowheader", { name: "Total capacity" }).closest("tr");
    const energy = canvas.getByRole("rowheader", { name: "Energy rating" }).closest("tr");
    await expect(capacity).not.toHaveAttribute("data-different");

    await userEvent.click(canvas.getByRole("checkbox", { name: "Highlight differences" }));
    await expect(capacity).toHaveAttribute("data-different", "true");
    await expect(energy).not.toHaveAttribute("data-different");
  },
};
