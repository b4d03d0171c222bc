import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ThemeProvider } from "@storefront/ui-kit/theme-provider";
import { themeNames, themes } from "@storefront/ui-kit/themes";
import { SaleCheckoutBanner } from "./SaleCheckoutBanner";

const meta = {
  title: "Checkout/SaleCheckoutBanner",
  component: SaleCheckoutBanner,
  tags: ["!autodocs"],
  // The storybook shop answers GET /api/promotion/sale with a running 'Summer Sale'.
} satisfies Meta<typeof SaleCheckoutBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = "Summer Sale: Up to 30% off selected products. Ends soon.";

/** The sale's checkout banner (spec 3 §3): the artwork under the heading, saying the sale, not a link. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole("img", { name: NAME });
    await expect(banner).toHaveAttribute("src", "/api/images/sale/checkout-banner.svg");
    await expect(banner.closest("a")).toBeNull();
  },
};

/** The banner in every theme, one under another. */
export const EveryTheme: Story = {
  render: () => (
    <>
      {themeNames.map((name) =>
        themes[name] ? (
          <ThemeProvider key={name} theme={themes[name]} global={false}>
            <section aria-label={themes[name]?.displayName ?? name}>
              <SaleCheckoutBanner />
            </section>
          </ThemeProvider>
        ) : null,
      )}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole("img", { name: NAME })).toHaveLength(themeNames.length);
  },
};
