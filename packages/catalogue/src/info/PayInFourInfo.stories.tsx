import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PayInFourInfo } from "./PayInFourInfo";

const meta = {
  title: "Catalogue/PayInFourInfo",
  component: PayInFourInfo,
  tags: ["!autodocs"],
  args: {
    provider: "Klarna",
    signUp: "Pick Klarna as your payment, then sign in or sign up with Klarna in a few steps.",
    fine: "Klarna is available to customers aged 18 and over on eligible orders, subject to approval.",
    range: { minimumAmount: 35, maximumAmount: 2500 },
  },
} satisfies Meta<typeof PayInFourInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Klarna's page: the limits in the lead, four payments of each example order. */
export const WithLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Pay in 4 with Klarna" })).toBeVisible();
    await expect(canvas.getByText(/one every 2 weeks on orders from \$35\.00 to \$2,500\.00\./)).toBeVisible();
    const examples = canvas.getByRole("table");
    await expect(within(examples).getByRole("rowheader", { name: "$600.00" })).toBeVisible();
    await expect(within(examples).getByRole("cell", { name: "$150.00" })).toBeVisible();
  },
};

/** A provider whose limits leave some examples out: only the orders it finances are worked through. */
export const ExamplesWithinTheRange: Story = {
  args: { provider: "Afterpay", range: { minimumAmount: 1, maximumAmount: 500 } },
  play: async ({ canvasElement }) => {
    const examples = within(canvasElement).getByRole("table");
    await expect(
      within(examples)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["$200.00"]);
  },
};
