import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ListingView, NO_MATCHES_TEXT } from "./ListingView";

/**
 * The listing as a category page renders it, without its route loader: the component reads GET
 * /api/listing with the address's filters, which the shop answers from the fixtures (brand and
 * price filters, facets with counts).
 */
const meta = {
  title: "Catalogue/ListingView",
  component: ListingView,
  tags: ["!autodocs"],
  args: { scope: { type: "category", uri: "kitchen" } },
  parameters: { route: { path: "/c/kitchen", pattern: "/c/*" } },
} satisfies Meta<typeof ListingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with price block, ribbons and stock; facets beside them from lg. Ticking a brand narrows the list and adds a chip. */
export const WithFacets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Nordlys ComfortLine 680L French Door Fridge" })).toBeVisible();
    await expect(canvas.getByText("5 products")).toBeVisible();

    await userEvent.click(canvas.getByRole("checkbox", { name: /^Nordlys/ }));
    await expect(await canvas.findByRole("link", { name: "Remove filter Nordlys" })).toBeVisible();
    await waitFor(() => expect(canvas.getByText("1 product")).toBeVisible());
    await expect(canvas.queryByRole("heading", { name: "Halvard Fjord 620L Side by Side Fridge" })).not.toBeInTheDocument();
  },
};

/** Filters nothing matches: the empty state offers to clear them. */
export const NoMatches: Story = {
  parameters: { route: { path: "/c/kitchen?brand=veldt&price=over-2000" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_MATCHES_TEXT)).toBeVisible();
    // A link to the listing without them: it works before the page hydrates (issue 40).
    await expect(canvas.getByRole("link", { name: "Clear filters" })).toHaveAttribute("href", "/c/kitchen");
  },
};
