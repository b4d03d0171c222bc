import type { Meta, StoryObj } from "@storybook/react-vite";
import { checkoutLimits, checkoutMessages } from "@storefront/validation/checkout";
import { object, string } from "yup";
import { expect, userEvent, within } from "storybook/test";
import { withFormik } from "../internal/story-helpers";
import { TextareaField } from "./TextareaField";

// The delivery-instructions rule as the checkout schema states it (spec 2 §5).
const schema = object({
  deliveryInstructions: string().max(checkoutLimits.deliveryInstructionsMax, checkoutMessages.deliveryInstructions),
});

const meta = {
  title: "Forms/TextareaField",
  component: TextareaField,
  args: {
    name: "deliveryInstructions",
    label: "Delivery instructions",
    hint: "Gate codes, where to leave it, anything the driver should know.",
    characterLimit: checkoutLimits.deliveryInstructionsMax,
  },
  decorators: [withFormik],
  parameters: { formik: { initialValues: { deliveryInstructions: "" }, schema } },
} satisfies Meta<typeof TextareaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounter: Story = {};

/** Past 150 characters the counter turns red and the spec's message shows. */
export const OverTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole("textbox", { name: "Delivery instructions" });
    await userEvent.click(area);
    await userEvent.paste("Please call on arrival. ".repeat(7));
    await userEvent.tab();
    await expect(canvas.getByText("168/150")).toBeVisible();
    await expect(await canvas.findByText("Only 150 characters are aloud in this field")).toBeVisible();
  },
};

export const WithoutCounter: Story = {
  args: { characterLimit: undefined, name: "notes", label: "Notes for the store" },
};
