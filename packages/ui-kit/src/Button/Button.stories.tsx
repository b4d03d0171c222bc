import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from "./Button";

const meta = {
  title: "Kit/Button",
  component: Button,
  args: { children: "Add to cart", variant: "primary", size: "default", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: BUTTON_VARIANTS },
    size: { control: "select", options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: "secondary", children: "View Store Details" } };

export const Disabled: Story = { args: { disabled: true, children: "Compare Selected" } };

/** spec 3 §9: every size, in both levels. `smallMobile` is small below md and default above. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      {(["primary", "secondary"] as const).map((variant) => (
        <div key={variant} style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 12 }}>
          {BUTTON_SIZES.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true, children: "Checkout" } };

/** With href it is a link; the anchor emits the click (spec 3 §4). */
export const AsLink: Story = {
  args: { href: "/stores", children: "Change Store" },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Change Store" });
    link.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** An address starting with http or https opens in a new tab. */
export const ExternalLink: Story = {
  args: { href: "https://example.com/warranty", variant: "secondary", children: "Warranty terms" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Warranty terms (opens in a new tab)" });
    await expect(link).toHaveAttribute("target", "_blank");
  },
};

/** No fill until hovered: secondary actions inside panels and dropdowns. */
export const Ghost: Story = {
  args: { variant: "ghost", children: "Clear filters" },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Clear filters" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Reads as a text link but acts as a button, e.g. 'Change delivery location' (spec 1 §2.7). */
export const LinkVariant: Story = {
  name: "Link variant",
  render: (args) => (
    <p>
      Please select your location.{" "}
      <Button {...args} variant="link">
        Change delivery location
      </Button>
    </p>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Change delivery location" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A square icon-only control; its `aria-label` is its name. */
export const Icon: Story = {
  render: (args) => (
    <div style={{ display: "flex", alignItems: "center", gap: 12 }}>
      {(["xs", "small", "default", "large"] as const).map((size) => (
        <Button key={size} {...args} variant="icon" size={size} aria-label={`Close (${size})`}>
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Close (default)" })).toBeVisible();
  },
};
