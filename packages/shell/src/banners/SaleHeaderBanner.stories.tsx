import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ThemeProvider } from "@storefront/ui-kit/theme-provider";
import { themeNames, themes } from "@storefront/ui-kit/themes";
import { SaleNavLink } from "../navigation/SaleNavLink";
import { SaleHeaderBanner } from "./SaleHeaderBanner";

const meta = {
  title: "Shell/SalePlacements",
  component: SaleHeaderBanner,
  tags: ["!autodocs"],
  parameters: { layout: "fullscreen" },
  // The storybook shop answers GET /api/promotion/sale with a running 'Summer Sale'.
} satisfies Meta<typeof SaleHeaderBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const BANNER = "Summer Sale: Up to 30% off selected products. Ends soon.";

/** The sale's site-wide header banner (spec 3 §3): the whole strip a link to the sale. */
export const HeaderBanner: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("link", { name: BANNER })).toHaveAttribute("href", "/sale");
  },
};

/** The sale's navigation icon (spec 3 §3): the sale by name with its icon, as the navigation lists it. */
export const NavigationIcon: Story = {
  render: () => (
    <nav aria-label="Main">
      <SaleNavLink />
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole("link", { name: "Summer Sale" });
    await expect(link).toHaveAttribute("href", "/sale");
    await expect(link.querySelector("img")).toHaveAttribute("src", "/api/images/sale/nav-icon.svg");
  },
};

/** Both placements in every theme, one under another. */
export const EveryTheme: Story = {
  render: () => (
    <>
      {themeNames.map((name) =>
        themes[name] ? (
          <ThemeProvider key={name} theme={themes[name]} global={false}>
            <section aria-label={themes[name]?.displayName ?? name}>
              <SaleHeaderBanner />
              <SaleNavLink />
            </section>
          </ThemeProvider>
        ) : null,
      )}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole("link", { name: BANNER })).toHaveLength(themeNames.length);
    await expect(canvas.getAllByRole("link", { name: "Summer Sale" })).toHaveLength(themeNames.length);
  },
};
