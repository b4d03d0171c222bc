import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { useState } from "react";
import styled from "styled-components";
import { expect, userEvent, within } from "storybook/test";
import { CART_UNKNOWN_ERROR_MESSAGE } from "@storefront/validation/cart";
import { CartBadge, cartButtonLabel, CartPanel, cartTexts, useCartBadgeCount } from "./HeaderCart";

// The header's strip, cart button and dropdown, as layout/Header.tsx lays them out.
const Strip = styled.header`
  position: relative;
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surface.header};
  color: ${({ theme }) => theme.color.surface.headerText};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const CartButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

const Dropdown = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[4]}px;
  top: calc(100% - ${({ theme }) => theme.space[2]}px);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: 300px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

/** The cart button with its count, and the dropdown it opens (CartPanel: lines, total, checkout). */
function HeaderCart() {
  const [open, setOpen] = useState(false);
  const count = useCartBadgeCount(true);
  return (
    <Strip>
      <CartButton type="button" aria-label={cartButtonLabel(count)} aria-expanded={open} onClick={() => setOpen(!open)}>
        {/* The space keeps the visible "Cart 3" inside the name "Cart, 3 items" (axe label-content-name-mismatch). */}
        Cart{" "}
        {count ? <CartBadge>{count}</CartBadge> : null}
      </CartButton>
      {open ? (
        <Dropdown role="region" aria-label={cartTexts.title}>
          <h2>{cartTexts.title}</h2>
          <CartPanel />
        </Dropdown>
      ) : null}
    </Strip>
  );
}

/** The header's cart (GET /api/cart/ from the shop, set by `parameters.shop.cart`), opened from its button. */
const meta = {
  title: "Shell/HeaderCart",
  component: HeaderCart,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen", docs: { story: { inline: false, height: "520px" } } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderCart>;

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
    await expect(lines.getByText("Qty 1 · 3 year extended warranty · Professional installation")).toBeVisible();
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
