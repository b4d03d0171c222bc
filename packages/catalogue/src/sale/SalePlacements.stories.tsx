import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { ProductSummary } from "@storefront/api-client/product";
import { ThemeProvider } from "@storefront/ui-kit/theme-provider";
import { themeNames, themes } from "@storefront/ui-kit/themes";
import { ProductGrid } from "../listing/ProductGrid";
import { SaleCategoryBadge } from "./SalePlacements";

const meta = {
  title: "Catalogue/SalePlacements",
  component: SaleCategoryBadge,
  tags: ["!autodocs"],
  // The storybook shop answers GET /api/promotion/sale with a running 'Summer Sale'.
} satisfies Meta<typeof SaleCategoryBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product the sale marks (its 'sale' ribbon). */
const saleProduct: ProductSummary = {
  productId: 901,
  sku: "IRB-OV60",
  slug: "ironbark-60cm-oven-irb-ov60",
  uri: "/p/ironbark-60cm-oven-irb-ov60",
  title: "Ironbark 60cm Pyrolytic Oven",
  brand: "Ironbark",
  category: "Ovens",
  categoryPath: "kitchen/ovens",
  currency: "AUD",
  price: 899,
  rrp: 1199,
  discountOffRrp: 300,
  percentageDiscountOffRrp: 25,
  ribbons: [{ type: "sale", text: "Sale" }],
  stockStatus: "inStock",
  priceSource: "winning",
  condition: null,
  missingParts: null,
  rating: 4.2,
  reviewCount: 0,
  image: "/api/images/product/IRB-OV60/1.svg",
  images: [],
};

/** The category badge (spec 3 §3) beside a category heading: a link to the sale. */
export const CategoryBadge: Story = {
  render: () => (
    <header>
      <h1>Kitchen</h1>
      <SaleCategoryBadge />
    </header>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("link", { name: "Summer Sale: shop the sale" })).toHaveAttribute("href", "/sale");
  },
};

/** The price tag (spec 3 §3) under the price of a product the sale marks. */
export const PriceTag: Story = {
  render: () => <ProductGrid products={[saleProduct]} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("img", { name: "Summer Sale price" })).toHaveAttribute(
      "src",
      "/api/images/sale/price-tag.svg",
    );
  },
};

/** The badge and the price tag in every theme, one under another. */
export const EveryTheme: Story = {
  render: () => (
    <>
      {themeNames.map((name) =>
        themes[name] ? (
          <ThemeProvider key={name} theme={themes[name]} global={false}>
            <section aria-label={themes[name]?.displayName ?? name}>
              <SaleCategoryBadge />
              <ProductGrid products={[saleProduct]} label={`${themes[name]?.displayName ?? name} products`} />
            </section>
          </ThemeProvider>
        ) : null,
      )}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole("link", { name: "Summer Sale: shop the sale" })).toHaveLength(themeNames.length);
    await expect(await canvas.findAllByRole("img", { name: "Summer Sale price" })).toHaveLength(themeNames.length);
  },
};
