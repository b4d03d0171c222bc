import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SearchBar } from "./SearchBar";

const meta = {
  title: "Shell/SearchBar",
  component: SearchBar,
  tags: ["!autodocs"],
  decorators: [
    (Story) => (
      <div style={{ display: "flex", alignItems: "flex-start", maxWidth: 640, minHeight: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Suggestions 500 ms after typing stops (spec 1 §4), from the shop's GET /api/v2/sitesearch/f/fri:
 * terms first, then products with thumbnail and price (6 of each from the lg width, spec 1 §9).
 */
export const WithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Search" });
    await userEvent.type(input, "fri");
    const terms = await canvas.findByRole("region", { name: "Suggestions" }, { timeout: 3000 });
    await expect(within(terms).getAllByRole("link").map((link) => link.textContent)).toEqual(["fridge", "french door fridge", "fridge freezer"]);
    const products = canvas.getByRole("region", { name: "Products" });
    await expect(within(products).getByRole("link", { name: /Nordlys ComfortLine 680L French Door Fridge/ })).toHaveTextContent("$2,899");
    await expect(input).toHaveAttribute("aria-expanded", "true");
  },
};
