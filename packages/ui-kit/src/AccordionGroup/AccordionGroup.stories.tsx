import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AccordionGroup, type AccordionItem } from "./AccordionGroup";

const items: AccordionItem[] = [
  {
    id: "coupon",
    title: "Have a gift card or coupon?",
    content: <p>Enter your gift card or coupon code at checkout.</p>,
  },
  {
    id: "delivery",
    title: "Delivery and installation",
    content: <p>Our own trucks deliver six days a week. Installation is booked with delivery.</p>,
  },
  { id: "returns", title: "Returns", content: <p>30 days change of mind on unopened products.</p> },
  { id: "finance", title: "Finance (unavailable online)", content: <p>Ask in store.</p>, disabled: true },
];

const meta = {
  title: "Kit/AccordionGroup",
  component: AccordionGroup,
  args: { items, onToggle: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof AccordionGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toggles on click and emits the new state; arrow keys move between headers. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const coupon = canvas.getByRole("button", { name: "Have a gift card or coupon?" });
    await userEvent.click(coupon);
    await expect(coupon).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: "Have a gift card or coupon?" })).toBeVisible();
    await expect(args.onToggle).toHaveBeenLastCalledWith("coupon", true);

    await userEvent.keyboard("{ArrowDown}");
    const delivery = canvas.getByRole("button", { name: "Delivery and installation" });
    await expect(delivery).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(delivery).toHaveAttribute("aria-expanded", "true");
    await expect(coupon).toHaveAttribute("aria-expanded", "false");
    await expect(args.onToggle).toHaveBeenCalledWith("coupon", false);

    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: "Returns" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("button", { name: "Returns" })).toHaveAttribute("aria-expanded", "true");
  },
};

/** Several sections may stay open. */
export const Multiple: Story = {
  args: { multiple: true, defaultOpenIds: ["coupon", "returns"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Delivery and installation" }));
    await expect(canvas.getAllByRole("region")).toHaveLength(3);
  },
};

/** The checkout's coupon accordion: a single section. */
export const Single: Story = { args: { items: items.slice(0, 1) } };
