import type { Meta, StoryObj } from "@storybook/react-vite";
import { checkoutMessages } from "@storefront/validation/checkout";
import { bool, object } from "yup";
import { expect, userEvent, within } from "storybook/test";
import { withFormik } from "../internal/story-helpers";
import { CheckboxField } from "./CheckboxField";

const meta = {
  title: "Forms/CheckboxField",
  component: CheckboxField,
  args: {
    name: "stockFeeAcknowledged",
    label: "I acknowledge that my delivery date selection will incur a daily storage fee.",
    required: true,
  },
  decorators: [withFormik],
  parameters: {
    formik: {
      initialValues: { stockFeeAcknowledged: false },
      schema: object({ stockFeeAcknowledged: bool().oneOf([true], checkoutMessages.stockFee) }),
    },
  },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** spec 2 §5: the stock-fee box must be ticked. */
export const StockFeeMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(await canvas.findByText(checkoutMessages.stockFee)).toBeVisible();
    await userEvent.click(canvas.getByRole("checkbox"));
    await expect(canvas.getByRole("checkbox")).toBeChecked();
  },
};

export const WithHint: Story = {
  args: {
    name: "newsletter",
    label: "Send me offers and cooking demo invitations",
    required: false,
    hint: "Unsubscribe at any time.",
  },
};
