import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { InEveryTheme, themeRegionName } from "../internal/story-helpers";
import { themeNames } from "../themes";
import { Tabs, type TabItem } from "./Tabs";

const items: TabItem[] = [
  { id: "stock", label: "Stock", panel: <p>Glebe 2, Richmond 5, Subiaco 0.</p> },
  { id: "price", label: "Price", panel: <p>Today $1,499.00, RRP $1,799.00.</p> },
  { id: "competitors", label: "Competitor prices", panel: <p>Two competitors checked this week.</p> },
  { id: "notes", label: "Notes", panel: <p>Customer wants it delivered after the renovation.</p> },
];

const meta = {
  title: "Kit/Tabs",
  component: Tabs,
  args: { label: "Korra fridge", items, onSelect: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click selects a tab and shows its panel; the arrow keys, Home and End move and select. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist", { name: "Korra fridge" })).toBeInTheDocument();
    await expect(canvas.getByRole("tab", { name: "Stock" })).toHaveAttribute("aria-selected", "true");

    await userEvent.click(canvas.getByRole("tab", { name: "Price" }));
    await expect(canvas.getByRole("tabpanel", { name: "Price" })).toHaveTextContent("Today $1,499.00");
    await expect(args.onSelect).toHaveBeenLastCalledWith("price");

    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Competitor prices" })).toHaveFocus();
    await expect(canvas.getByRole("tabpanel", { name: "Competitor prices" })).toBeVisible();
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Notes" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Stock" })).toHaveFocus();
    await userEvent.keyboard("{Home}{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Notes" })).toHaveAttribute("aria-selected", "true");
    await expect(args.onSelect).toHaveBeenLastCalledWith("notes");
    await expect(canvas.getAllByRole("tab").filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  },
};

/** Manual activation: the arrows move the focus only; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { activation: "manual", defaultSelectedId: "price" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole("tab", { name: "Price" });
    await expect(price).toHaveAttribute("aria-selected", "true");
    await userEvent.tab();
    await expect(price).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Stock" })).toHaveFocus();
    await expect(price).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("tabpanel", { name: "Stock" })).toHaveTextContent("Glebe 2");
    await userEvent.keyboard("{End} ");
    await expect(canvas.getByRole("tab", { name: "Notes" })).toHaveAttribute("aria-selected", "true");
  },
};

/** The same tabs in each of the twelve themes, each chosen by pointer and by keyboard. */
export const EveryTheme: Story = {
  parameters: { docs: { story: { inline: false, height: "900px" } } },
  render: (args) => <InEveryTheme>{(theme) => <Tabs {...args} label={`Korra fridge, ${theme.displayName}`} />}</InEveryTheme>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of themeNames) {
      const section = within(canvas.getByRole("region", { name: themeRegionName(name) }));
      await userEvent.click(section.getByRole("tab", { name: "Notes" }));
      await expect(section.getByRole("tabpanel", { name: "Notes" })).toBeVisible();
      await userEvent.keyboard("{ArrowLeft}");
      await expect(section.getByRole("tab", { name: "Competitor prices" })).toHaveFocus();
      await expect(section.getByRole("tab", { name: "Competitor prices" })).toHaveAttribute("aria-selected", "true");
    }
  },
};
