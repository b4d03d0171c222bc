import type { Meta, StoryObj } from "@storybook/react-vite";
import { buildCheckoutSchema, checkoutMessages } from "@storefront/validation/checkout";
import { newsletterMessages, newsletterSchema } from "@storefront/validation/newsletter";
import { expect, userEvent, within } from "storybook/test";
import { withFormik } from "../internal/story-helpers";
import { TextField } from "./TextField";

const meta = {
  title: "Forms/TextField",
  component: TextField,
  args: { name: "name", label: "Name", required: true },
  decorators: [withFormik],
  parameters: { formik: { initialValues: { name: "", email: "", postcode: "" }, schema: newsletterSchema } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { name: "email", label: "Email", type: "email", hint: "We'll send your order confirmation here." },
};

/** The newsletter's messages (spec 1 §5), shown after a submit. */
export const NewsletterMessages: Story = {
  render: () => (
    <>
      <TextField name="name" label="Name" required />
      <TextField name="email" label="Email" type="email" required />
      <TextField name="postcode" label="Postcode" inputMode="numeric" maxLength={4} required />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Postcode" }), "12");
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(await canvas.findByText(newsletterMessages.name)).toBeVisible();
    await expect(canvas.getByText(newsletterMessages.email)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Postcode" })).toHaveAccessibleDescription(newsletterMessages.postcode);
  },
};

export const Disabled: Story = {
  args: { name: "email", label: "Email", disabled: true, hint: "Locked for this customer." },
};

const checkoutSchema = buildCheckoutSchema({
  country: "AU",
  mieleInCart: false,
  lockedCustomer: false,
  billingSameAsShipping: true,
  paymentMethod: "None",
  lastNameMaxLength: 20,
  purchaseOrderField: false,
});

/** A checkout field with the checkout schema's message (spec 2 §5). */
export const CheckoutMessage: Story = {
  parameters: { formik: { initialValues: { deliveryAddress: { firstName: "" } }, schema: checkoutSchema } },
  args: { name: "deliveryAddress.firstName", label: "First name", autoComplete: "given-name" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(await canvas.findByText(checkoutMessages.firstName(20))).toBeVisible();
  },
};
