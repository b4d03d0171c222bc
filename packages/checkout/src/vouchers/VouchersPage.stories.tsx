import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { giftCardBalanceMessages } from "@storefront/validation/coupon-rules";
import { runGiftCardBalanceAction } from "./gift-card-balance-action";
import { VouchersPage } from "./VouchersPage";
import { vouchersTexts } from "./vouchers-texts";

/** The vouchers page (spec 3 page type vouchers): the storybook shop knows one card, GIFT-VALID-100. */
const meta = {
  title: "Checkout/VouchersPage",
  component: VouchersPage,
  tags: ["!autodocs"],
  parameters: { route: { action: runGiftCardBalanceAction, path: "/vouchers" } },
} satisfies Meta<typeof VouchersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const numberField = (canvas: ReturnType<typeof within>) => canvas.getByRole("textbox", { name: new RegExp(vouchersTexts.numberLabel) });

/** A card with money on it: the balance and the last day, as a status. */
export const Balance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(numberField(canvas), "gift-valid-100");
    await userEvent.click(canvas.getByRole("button", { name: vouchersTexts.check }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Gift card GIFT-VALID-100 has $100.00 to spend until 31 December 2099.",
    );
  },
};

/** A number that is no card: the shop's words, as an alert; the number stays as typed. */
export const UnknownNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(numberField(canvas), "NOPE-1234");
    await userEvent.click(canvas.getByRole("button", { name: vouchersTexts.check }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(giftCardBalanceMessages.unknown);
    await expect(numberField(canvas)).toHaveValue("NOPE-1234");
  },
};

/** Nothing typed: the rule's message under the field, and nothing sent. */
export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: vouchersTexts.check }));
    await expect(await canvas.findByText(giftCardBalanceMessages.empty)).toBeVisible();
    await expect(numberField(canvas)).toHaveAttribute("aria-invalid", "true");
  },
};
