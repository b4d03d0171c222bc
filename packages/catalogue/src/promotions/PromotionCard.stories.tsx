import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { Promotion } from "@storefront/api-client/catalogue";
import { ThemeProvider } from "@storefront/ui-kit/theme-provider";
import { themeNames, themes } from "@storefront/ui-kit/themes";
import { PromotionGrid } from "./PromotionCard";
import { NEW_PROMOTION_LABEL } from "./promotion-rules";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const promotions: Promotion[] = [
  {
    slug: "laundry-days",
    title: "Laundry Days",
    summary: "Bonus gifts on washers and dryers.",
    terms: "",
    ribbon: "bonus",
    startsOn: day(-30),
    endsOn: day(10),
    uri: "/promotion/laundry-days",
    isActive: true,
  },
  {
    slug: "kitchen-event",
    title: "Kitchen Event",
    summary: "Cashback on ovens and cooktops.",
    terms: "",
    ribbon: "cashback",
    startsOn: day(-2),
    endsOn: day(20),
    uri: "/promotion/kitchen-event",
    isActive: true,
  },
];

const meta = {
  title: "Catalogue/PromotionGrid",
  component: PromotionGrid,
  tags: ["!autodocs"],
  args: { promotions, min: 240, label: "Current promotions" },
  // NewPromotionsEnabled on (issue 45 item 8): the promotion of this week first, marked.
  parameters: { route: { settings: { NewPromotionsEnabled: "true" } } },
} satisfies Meta<typeof PromotionGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A promotion in its first 7 days comes first, marked 'New this week'. */
export const NewThisWeek: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(within(canvasElement).getByRole("list", { name: "Current promotions" })).getAllByRole("listitem");
    await expect(cards[0]).toHaveTextContent("Kitchen Event");
    await expect(within(cards[0] as HTMLElement).getByText(NEW_PROMOTION_LABEL)).toBeVisible();
  },
};

/** The flag off: the API's order, no mark. */
export const FlagOff: Story = {
  parameters: { route: { settings: { NewPromotionsEnabled: "false" } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(NEW_PROMOTION_LABEL)).toBeNull();
  },
};

/** The mark in every theme, one grid under another. */
export const EveryTheme: Story = {
  render: (args) => (
    <>
      {themeNames.map((name) =>
        themes[name] ? (
          <ThemeProvider key={name} theme={themes[name]} global={false}>
            <PromotionGrid {...args} label={`${themes[name]?.displayName ?? name} promotions`} />
          </ThemeProvider>
        ) : null,
      )}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(NEW_PROMOTION_LABEL)).toHaveLength(themeNames.length);
  },
};
