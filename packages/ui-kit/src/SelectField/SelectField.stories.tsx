import type { Meta, StoryObj } from "@storybook/react-vite";
import { object, string } from "yup";
import { withFormik } from "../internal/story-helpers";
import { SelectField } from "./SelectField";

const states = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"].map((value) => ({ value, label: value }));

const meta = {
  title: "Forms/SelectField",
  component: SelectField,
  args: { name: "state", label: "State", placeholder: "Select a state", options: states, required: true },
  argTypes: { options: { control: false } },
  decorators: [withFormik],
  parameters: {
    formik: {
      initialValues: { state: "" },
      schema: object({ state: string().required("Please enter a valid state") }),
    },
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Disabled: Story = { args: { disabled: true, hint: "Set by the chosen suburb." } };
