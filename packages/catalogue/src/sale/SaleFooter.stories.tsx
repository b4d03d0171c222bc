import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { OffersTile } from "./OffersTile";
import { SaleFooter } from "./SaleFooter";
import { SALE_FOOTER_DISMISSED_KEY } from "./sale-rules";

const meta = {
  title: "Catalogue/SaleFooter",
  component: SaleFooter,
  tags: ["!autodocs"],
  // The storybook shop answers GET /api/promotion/sale with a running 'Summer Sale'.
  beforeEach: () => localStorage.removeItem(SALE_FOOTER_DISMISSED_KEY),
} satisfies Meta<typeof SaleFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The strip in the sale colour, linking to the sale; 'Dismiss sale banner' hides it (for a day). */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = await canvas.findByRole("complementary", { name: "Summer Sale" });
    await expect(within(footer).getByRole("link", { name: /Summer Sale/ })).toHaveAttribute("href", "/sale");
    await userEvent.click(within(footer).getByRole("button", { name: "Dismiss sale banner" }));
    await expect(canvas.queryByRole("complementary")).toBeNull();
    await expect(localStorage.getItem(SALE_FOOTER_DISMISSED_KEY)).toContain("Summer Sale");
  },
};

/** The offers tile's defaults (spec 3 §2), leading to the sale while one is on. */
export const OffersTileDefaults: Story = {
  render: () => <OffersTile />,
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole("region", { name: "Hot Offers" });
    await expect(tile).toHaveTextContent("Check out our daily hot deals");
    // The promotions page until the sale's answer arrives, then the sale.
    await waitFor(() => expect(within(tile).getByRole("link", { name: "Hot Offers" })).toHaveAttribute("href", "/sale"));
  },
};
