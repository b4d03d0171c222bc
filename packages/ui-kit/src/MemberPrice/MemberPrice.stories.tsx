import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ThemeProvider } from "../ThemeProvider";
import { themeNames, themes } from "../themes";
import { MEMBER_PRICE_TEXTS, MemberPrice } from "./MemberPrice";

const meta = {
  title: "Commerce/MemberPrice",
  component: MemberPrice,
  args: { memberPrice: 1149, member: false, joinHref: "/account/deals-club" },
} satisfies Meta<typeof MemberPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who is not a member: the member price and a way to join. */
export const NotAMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MEMBER_PRICE_TEXTS.price)).toBeVisible();
    await expect(canvas.getByRole("link", { name: MEMBER_PRICE_TEXTS.joinLabel })).toHaveAttribute("href", "/account/deals-club");
  },
};

/** A member: the price is theirs, and there is nothing to join. */
export const Member: Story = {
  args: { member: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MEMBER_PRICE_TEXTS.yours)).toBeVisible();
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
  },
};

/** Both, in every theme at once (the toolbar's theme sets the currency). */
export const EveryTheme: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 12 }}>
      {themeNames.map((name) => {
        const theme = themes[name];
        return theme ? (
          <ThemeProvider key={name} theme={theme} global={false}>
            <section aria-label={theme.displayName ?? name}>
              <MemberPrice {...args} />
              <MemberPrice {...args} member />
            </section>
          </ThemeProvider>
        ) : null;
      })}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(MEMBER_PRICE_TEXTS.yours)).toHaveLength(themeNames.length);
  },
};
