import type { Meta, StoryObj } from "@storybook/react-vite";
import { object, string } from "yup";
import { withFormik } from "../internal/story-helpers";
import { RadioGroupField } from "./RadioGroupField";

const meta = {
  title: "Forms/RadioGroupField",
  component: RadioGroupField,
  args: {
    name: "delivery",
    legend: "Delivery method",
    required: true,
    options: [
      { value: "home", label: "Home delivery", hint: "Delivered by our own trucks" },
      { value: "pickup", label: "Click & collect", hint: "Ready in 2 hours at Richmond" },
      { value: "express", label: "Express", hint: "Not available for your postcode", disabled: true },
    ],
  },
  argTypes: { options: { control: false } },
  decorators: [withFormik],
  parameters: {
    formik: {
      initialValues: { delivery: "" },
      schema: object({ delivery: string().required("Please choose a delivery method") }),
    },
  },
} satisfies Meta<typeof RadioGroupField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Inline: Story = { args: { inline: true } };
