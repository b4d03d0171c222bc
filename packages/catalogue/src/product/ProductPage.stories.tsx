import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ProductPage } from "./ProductPage";
import { PRODUCT_FEATURES_ON } from "./settings-features.fixture";

/**
 * The product page's body, read with the same query its route loader prefetches: here the
 * component fetches GET /api/v2/product/slug/{slug} (and the upsell options) from the shop.
 */
const meta = {
  title: "Catalogue/ProductPage",
  component: ProductPage,
  tags: ["!autodocs"],
  args: { slug: "nordlys-comfortline-680l-french-door-fridge-nrd-fd680" },
  parameters: { route: { path: "/p/nordlys-comfortline-680l-french-door-fridge-nrd-fd680" } },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = (canvasElement: HTMLElement) => within(canvasElement).findByRole("heading", { level: 1 });

/** In stock: expanded price with RRP and saving, promises, warranty and installation choices, Add to Cart. */
export const InStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await title(canvasElement)).toHaveTextContent("Nordlys ComfortLine 680L French Door Fridge");
    await expect(canvas.getByLabelText("Price")).toHaveTextContent("RRP $3,499");
    await expect(canvas.getByText("In stock")).toBeVisible();
    await expect(await canvas.findByRole("radio", { name: /3 year extended warranty/ })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  },
};

/** Out of stock: the cart button says so and cannot be pressed; the notify-me box offers to write when it is back (issue 45). */
export const OutOfStock: Story = {
  args: { slug: "veldt-studio-60cm-freestanding-dishwasher-vld-dw60s" },
  parameters: { route: { path: "/p/veldt-studio-60cm-freestanding-dishwasher-vld-dw60s" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await title(canvasElement)).toHaveTextContent("Veldt Studio 60cm Freestanding Dishwasher");
    await expect(canvas.getByText("Out of stock")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Currently unavailable" })).toBeDisabled();
    await expect(await canvas.findByRole("region", { name: "Notify me when it's back" })).toBeVisible();
  },
};

/** A brand whose prices need a login (the trade app): no price, no cart, a way to log in instead. */
export const LoginForPrice: Story = {
  parameters: { brandFeatures: { pricesNeedLogin: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await title(canvasElement)).toBeVisible();
    // The login links follow the session, known once the page has read it (after the title under CI's load).
    await expect(await canvas.findByRole("link", { name: "LOG IN FOR PRICE" })).toHaveAttribute("href", "/account/login");
    await expect(await canvas.findByRole("link", { name: "Log in to buy" })).toHaveAttribute("href", "/account/login");
    await expect(canvas.queryByRole("button", { name: "Add to Cart" })).not.toBeInTheDocument();
  },
};

/**
 * A brand with every product page flag on (issue 20 item 1): review summary, price match promise,
 * 'Call us now', price history and 'You may also need'.
 */
export const WithSettingsFeatures: Story = {
  parameters: {
    route: {
      path: "/p/nordlys-comfortline-680l-french-door-fridge-nrd-fd680",
      settings: PRODUCT_FEATURES_ON,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await title(canvasElement)).toBeVisible();
    await expect(canvas.getByRole("complementary", { name: "Price match promise" })).toHaveTextContent("another Australian retailer");
    await expect(canvas.getByRole("link", { name: "Call us now: 1300 050 050" })).toHaveAttribute("href", "tel:1300050050");
    await expect(canvas.getByRole("region", { name: "Price history" })).toBeVisible();
  },
};
