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
 * a listbox of options, terms first, then products with thumbnail and price (6 of each from the lg
 * width, spec 1 §9); the count is announced; arrows and Enter open an option's page.
 */
export const WithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("combobox", { name: "Search" }), "fri");
    const terms = await canvas.findByRole("group", { name: "Suggestions" }, { timeout: 3000 });
    // The page's plain field became the combobox on focus (SearchBar.tsx), with the text typed.
    const input = canvas.getByRole("combobox", { name: "Search" });
    await expect(input).toHaveValue("fri");
    await expect(
      within(terms)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["fridge", "french door fridge", "fridge freezer"]);
    const products = canvas.getByRole("group", { name: "Products" });
    await expect(within(products).getByRole("option", { name: /Nordlys ComfortLine 680L French Door Fridge/ })).toHaveTextContent("$2,899");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = canvas.getByRole("listbox", { name: "Search suggestions" });
    await expect(input).toHaveAttribute("aria-controls", listbox.id);
    const count = within(listbox).getAllByRole("option").length;
    await expect(canvas.getByText(`${count} results available`)).toHaveAttribute("aria-live", "polite");
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveAttribute("aria-activedescendant", within(terms).getAllByRole("option")[0]!.id);
  },
};
