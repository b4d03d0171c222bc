import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { resetSession, signIn } from "@storefront/page-kit/testing";
import { runCartBuilderAction } from "./cart-builder-action";
import { cartBuilderTexts } from "./cart-builder-texts";
import { CartBuilderPage } from "./CartBuilderPage";

/** The cart builder (spec 3 page type cartBuilder): the storybook shop's cart takes any product. */
const meta = {
  title: "Cart/CartBuilderPage",
  component: CartBuilderPage,
  tags: ["!autodocs"],
  args: { data: { lines: [], brokenLink: false } },
  parameters: { route: { action: runCartBuilderAction, path: "/cart-builder" } },
  beforeEach: () => {
    resetSession();
  },
} satisfies Meta<typeof CartBuilderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Staff type lines by SKU: the customer's link follows them, and 'Add to cart' puts them in this cart. */
export const StaffBuildsACart: Story = {
  // BRANDS.md: staff tooling is on where the staff work.
  parameters: { brandFeatures: { staffTooling: true } },
  beforeEach: () => {
    signIn("staff-morgan");
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sku = await canvas.findByRole("textbox", { name: "SKU, line 1" });
    await userEvent.type(sku, "NRD-FD680");
    await userEvent.click(canvas.getByRole("button", { name: cartBuilderTexts.addLine }));
    await userEvent.type(canvas.getByRole("textbox", { name: "SKU, line 2" }), "KOR-TM410");
    await userEvent.clear(canvas.getByRole("spinbutton", { name: "Quantity, line 2" }));
    await userEvent.type(canvas.getByRole("spinbutton", { name: "Quantity, line 2" }), "3");
    await expect(canvas.getByRole("textbox", { name: cartBuilderTexts.customerLink })).toHaveValue(
      `${window.location.origin}/cart-builder?lines=NRD-FD680*1~KOR-TM410*3`,
    );
    await userEvent.click(canvas.getByRole("button", { name: cartBuilderTexts.addToCart }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Added 2 products to the cart."));
  },
};

/** A customer opens the link: the products picked out for them, one button to add them all. */
export const CustomerOpensTheLink: Story = {
  args: {
    data: {
      brokenLink: false,
      lines: [
        { sku: "NRD-FD680", qty: 2, product: { title: "Korrin 300L Fridge", uri: "/p/korrin-300l", price: 999 } },
        { sku: "GONE-1", qty: 1, product: null },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: cartBuilderTexts.customerTitle })).toBeVisible();
    await expect(canvas.getByText(`GONE-1: ${cartBuilderTexts.unknownProduct}`)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: cartBuilderTexts.addAll }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Added 1 product to the cart."));
  },
};

/** Not staff, no link: the page says who it is for. */
export const NotStaff: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(new RegExp(cartBuilderTexts.staffOnly))).toBeVisible();
  },
};

/** A link cut short: an alert, and the staff-only note. */
export const BrokenLink: Story = {
  args: { data: { lines: [], brokenLink: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(cartBuilderTexts.brokenLink);
  },
};
