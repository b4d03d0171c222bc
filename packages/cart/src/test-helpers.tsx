import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { Cart, CartProduct } from "@storefront/api-client/cart";
import type { HeaderPartProps } from "@storefront/page-kit/header-parts";
import { EMPTY_CART_ID } from "@storefront/validation/cart";

/** spec 3 §3: the cart answer when the shopper has none (an all-zero id). */
export const emptyCartFixture: Cart = {
  cartId: EMPTY_CART_ID,
  products: [],
  rewards: [],
  productCount: 0,
  orderTotal: 0,
  messages: [],
  errors: [],
};

export function line(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    productCode: "line-1",
    sku: "KOR-FR1115",
    title: "Korrin Series 4 380L Upright Freezer",
    brand: "Korrin",
    category: "Freezers",
    categorization: "kitchen/freezers",
    price: 1999,
    lineDiscount: 0,
    quantity: 2,
    available: true,
    sortOrder: 0,
    showVariation: false,
    ...overrides,
  };
}

/** The parts of the header a header part is given: plain buttons, links and a labelled region. */
export const testHeaderKit: Pick<HeaderPartProps, "ToolButton" | "ToolLink" | "ToolLabel" | "Dropdown"> = {
  ToolButton: (props) => <button {...props} />,
  ToolLink: (props) => <Link {...props} />,
  ToolLabel: ({ children }) => <>{children}</>,
  Dropdown: ({ title, children }: { title: string; children: ReactNode }) => (
    <section aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  ),
};

/** The header cart in a header of its own: its button toggles its dropdown, as the shell's header does. */
export function HeaderHost({ part: Part }: { part: (props: HeaderPartProps) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return <Part {...testHeaderKit} open={open} onToggle={() => setOpen(!open)} />;
}
