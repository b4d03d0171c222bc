import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { placeholderImage } from "../internal/story-helpers";
import { ProductCard, type ProductCardProduct } from "./ProductCard";

const oven: ProductCardProduct = {
  title: "Westbrook 60cm Pyrolytic Built-in Oven with Air Fry and Steam Assist in Stainless Steel and Black Glass",
  href: "/p/westbrook-60cm-pyrolytic-oven",
  imageUrl: placeholderImage("Oven", "#9aa5b1"),
  imageAlt: "Westbrook 60cm pyrolytic oven, front view",
  brandName: "Westbrook",
  sku: "WBO60PYSS",
  price: 1299,
  rrp: 1599,
  ribbons: [{ type: "sale" }, { type: "save", text: "Save $300" }],
  stockStatus: "inStock",
};

const fridge: ProductCardProduct = {
  title: "Polar 520L French Door Fridge",
  href: "/p/polar-520l-french-door",
  imageUrl: placeholderImage("Fridge", "#b7c4cf"),
  imageAlt: "Polar French door fridge",
  brandName: "Polar",
  price: 2149.95,
  rrp: 2199,
  ribbons: [{ type: "new" }],
  condition: "Cosmetic Imperfection",
  missingParts: ["crisper drawer"],
  stockStatus: "backOrder",
};

const dishwasher: ProductCardProduct = {
  title: "Brightwash 15 Place Dishwasher",
  href: "/p/brightwash-15-place",
  imageUrl: placeholderImage("Dishwasher", "#cbd2d9"),
  imageAlt: "Brightwash dishwasher",
  brandName: "Brightwash",
  price: null,
  condition: "Brand New Runout",
  conditionUnavailable: true,
  stockStatus: "supersededAndNoStock",
};

const meta = {
  title: "Commerce/ProductCard",
  component: ProductCard,
  args: { product: oven, loggedIn: false },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Runout: Story = { args: { product: fridge } };

/** No price: 'Request Price'; a runout that sold out. */
export const Unavailable: Story = { args: { product: dishwasher } };

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="small">Add to cart</Button>
        <Button size="small" variant="secondary">
          Compare
        </Button>
      </>
    ),
  },
};

/** A brand whose prices need login. */
export const LogInForPrice: Story = { parameters: { brandFeatures: { pricesNeedLogin: true } } };

/** A listing grid: side by side on mobile, stacked cards from md. Flip the viewport to compare. */
export const Grid: Story = {
  render: (args) => (
    <ul
      aria-label="Products"
      style={{
        display: "grid",
        gap: 16,
        gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
        listStyle: "none",
        margin: 0,
        padding: 0,
      }}
    >
      {[oven, fridge, dishwasher, { ...oven, href: "/p/westbrook-2", ribbons: [{ type: "cashback" as const }] }].map((product) => (
        <li key={product.href}>
          <ProductCard {...args} product={product} />
        </li>
      ))}
    </ul>
  ),
};
