import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, userEvent, within } from "storybook/test";
import { ThemeProvider } from "@storefront/ui-kit/theme-provider";
import { themeNames, themes } from "@storefront/ui-kit/themes";
import { checkoutTexts } from "../checkout-texts";
import { cartFixture, productSwapFixture } from "../fixtures";
import { ProductSwaps } from "./ProductSwaps";

const texts = checkoutTexts.productSwap;
const HOBART = { suburb: "HOBART", state: "TAS", postcode: "7000" };

/** The checkout's product swap (issue 45 item 6): the storybook shop answers the swap with the cart. */
const meta = {
  title: "Checkout/ProductSwaps",
  component: ProductSwaps,
  tags: ["!autodocs"],
  args: { swaps: [productSwapFixture], address: HOBART },
  parameters: { msw: { handlers: [http.post("/api/cart/swap", () => HttpResponse.json(cartFixture))] } },
} satisfies Meta<typeof ProductSwaps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line its supplier cannot deliver to Hobart, two alternatives; 'Swap for …' swaps one in and says so. */
export const SupplierCannotDeliver: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.supplier(productSwapFixture.title, "HOBART"))).toBeVisible();
    const alternative = productSwapFixture.alternatives[1]!;
    await userEvent.click(canvas.getByRole("button", { name: texts.swapFor(alternative.title) }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(texts.swapped(productSwapFixture.title, alternative.title));
  },
};

/** A line out of stock with nothing similar to offer. */
export const NothingToOffer: Story = {
  args: { swaps: [{ ...productSwapFixture, reason: "stock", alternatives: [] }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.none)).toBeVisible();
  },
};

/** The alternatives in every theme, one under another. */
export const EveryTheme: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16, maxWidth: 720 }}>
      {themeNames.map((name) => {
        const theme = themes[name];
        return theme ? (
          <ThemeProvider key={name} theme={theme} global={false}>
            <section aria-label={theme.displayName ?? name}>
              <ProductSwaps {...args} />
            </section>
          </ThemeProvider>
        ) : null;
      })}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("heading", { name: texts.heading })).toHaveLength(themeNames.length);
  },
};
