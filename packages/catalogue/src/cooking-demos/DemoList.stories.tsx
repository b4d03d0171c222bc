import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DemoList } from "./DemoList";

/** The cooking demo list with its filters; the shop answers the demos, stores and brands. */
const meta = {
  title: "Catalogue/DemoList",
  component: DemoList,
  tags: ["!autodocs"],
  parameters: { route: { path: "/cooking-demos" } },
} satisfies Meta<typeof DemoList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: free and paid demos, one full (wait list) and one to book through the store. */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole("list", { name: "Cooking demos" }));
    await expect(list.getAllByRole("listitem")).toHaveLength(4);
    await expect(list.getByRole("link", { name: "Steam oven basics with Alpenhaus" })).toHaveAttribute("href", "/cooking-demos/21");
    await expect(list.getByText("Join the wait list")).toBeVisible();
    // The store filter fills from GET /api/store, which may answer after the demos.
    await expect(await canvas.findByRole("option", { name: "Richmond" })).toBeInTheDocument();
  },
};
