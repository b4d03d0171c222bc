import { useState, type ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { Link } from "react-router";
import { expect, userEvent, within } from "storybook/test";
import { CART_UNKNOWN_ERROR_MESSAGE } from "@storefront/validation/cart";
import { cartTexts } from "./cart-texts";
import { HeaderCart } from "./HeaderCart";

/** The cart as a header part, with plain stand-ins for the header's look (the shell's header gives its own). */
function InHeader() {
  const [open, setOpen] = useState(false);
  return (
    <HeaderCart
      ToolButton={(props) => <button {...props} />}
      ToolLink={(props) => <Link {...props} />}
      ToolLabel={({ children }) => <>{children}</>}
      Dropdown={({ title, children }: { title: string; children: ReactNode }) => (
        <section aria-label={title} style={{ maxWidth: 320 }}>
          <h2>{title}</h2>
          {children}
        </section>
      )}
      open={open}
      onToggle={() => setOpen(!open)}
    />
  );
}

/** The header's cart (GET /api/cart/ from the shop, set by `parameters.shop.cart`), opened from its button. */
const meta = {
  title: "Cart/HeaderCart",
  component: InHeader,
  tags: ["!autodocs"],
  parameters: { docs: { story: { inline: false, height: "520px" } } },
} satisfies Meta<typeof InHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const openCart = async (canvasElement: HTMLElement, buttonName: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: buttonName }));
  return within(await canvas.findByRole("region", { name: cartTexts.title }));
};

/** No cart yet: no badge, and the dropdown says so. */
export const Empty: Story = {
  parameters: { shop: { cart: "empty" } },
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement, "Cart, 0 items");
    await expect(await cart.findByText(cartTexts.empty)).toBeVisible();
    await expect(cart.queryByRole("link", { name: cartTexts.checkout })).not.toBeInTheDocument();
  },
};

/** Two lines (one with warranty and installation) and a bonus reward; every line but the reward can be removed. */
export const WithLines: Story = {
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement, "Cart, 3 items");
    const lines = within(await cart.findByRole("list", { name: "Cart items" }));
    await expect(lines.getAllByRole("listitem")).toHaveLength(3);
    // A product line's quantity is its own field (the line's form, issue 40); the facts are the options.
    await expect(lines.getByText("3 year extended warranty · Professional installation")).toBeVisible();
    await expect(lines.getAllByRole("spinbutton", { name: /^Quantity/ })).toHaveLength(2);
    await expect(lines.getAllByRole("button", { name: /^Remove / })).toHaveLength(2);
    await expect(cart.getByText(cartTexts.total).parentElement).toHaveTextContent("$6,445");
    await expect(cart.getByRole("link", { name: cartTexts.checkout })).toHaveAttribute("href", "/customer/checkout");
  },
};

/** The cart could not be read: spec 3 §8's message and a way to try again; the button shows no count. */
export const LoadError: Story = {
  parameters: {
    // A failure without a message of its own: the dropdown falls back to the spec's text.
    msw: { handlers: { cart: [http.get("/api/cart/", () => new HttpResponse(null, { status: 503 }))] } },
  },
  play: async ({ canvasElement }) => {
    const cart = await openCart(canvasElement, "Cart");
    await expect(await cart.findByRole("alert")).toHaveTextContent(CART_UNKNOWN_ERROR_MESSAGE);
    await expect(cart.getByRole("button", { name: cartTexts.tryAgain })).toBeEnabled();
  },
};
