import type { Meta, StoryObj } from "@storybook/react-vite";
import { newsletterMessages } from "@storefront/validation/newsletter";
import type { FormEvent } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Alert } from "../Alert/Alert";
import { Button } from "../Button/Button";
import { InEveryTheme, themeRegionName } from "../internal/story-helpers";
import { themeNames } from "../themes";
import { FORM_BLOCK_LAYOUTS, FORM_BLOCK_SIZES, FormBlock, FormBlockField } from "./FormBlock";

/** A story's form stays on the page: a real one posts to its route. */
const stay = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

const meta = {
  title: "Forms/FormBlock",
  component: FormBlock,
  args: { layout: "stack", size: "medium", children: null },
  argTypes: {
    layout: { control: "inline-radio", options: FORM_BLOCK_LAYOUTS },
    size: { control: "inline-radio", options: FORM_BLOCK_SIZES },
    children: { control: false },
  },
  render: (args) => (
    <FormBlock {...args} style={{ maxWidth: 480 }}>
      <form aria-label="Gift card balance" onSubmit={stay}>
        <FormBlockField name="giftCardNumber" label="Gift card number" hint="The number on the back of the card." autoComplete="off" />
        <Button type="submit">Check balance</Button>
      </form>
    </FormBlock>
  ),
} satisfies Meta<typeof FormBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label, hint and field one under another, then the button (the gift card balance check). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Gift card number" });
    await expect(field).toHaveAccessibleDescription("The number on the back of the card.");
    await userEvent.type(field, "GC-1234");
    await expect(field).toHaveValue("GC-1234");
  },
};

/** A refused post: the form's summary and each field's message are alerts; a message is also read with its field. */
export const WithMessages: Story = {
  args: { size: "small" },
  render: (args) => (
    <FormBlock {...args} style={{ maxWidth: 480 }}>
      <form aria-label="Newsletter signup" onSubmit={stay}>
        <Alert>There has been an error. Please check below to see what fields are invalid.</Alert>
        <FormBlockField name="name" label="Name" autoComplete="name" error={newsletterMessages.name} />
        <FormBlockField name="email" label="Email" type="email" autoComplete="email" error={newsletterMessages.email} />
        <FormBlockField
          name="postcode"
          label="Postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          defaultValue="12"
          error={newsletterMessages.postcode}
        />
        <Button type="submit">Sign up</Button>
      </form>
    </FormBlock>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("alert")).toHaveLength(4);
    const postcode = canvas.getByRole("textbox", { name: "Postcode" });
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(postcode).toHaveAccessibleDescription(newsletterMessages.postcode);
  },
};

/** Field and button side by side, wrapping on a phone (the store page's postcode search). */
export const Inline: Story = {
  args: { layout: "inline" },
  render: (args) => (
    <FormBlock {...args}>
      <form role="search" aria-label="Change delivery location" onSubmit={stay}>
        <FormBlockField name="postcode" label="Postcode or suburb" placeholder="e.g. 2000 or Sydney" minLength={2} />
        <Button type="submit" size="small" variant="secondary">
          Find
        </Button>
      </form>
    </FormBlock>
  ),
  play: async ({ canvasElement }) => {
    const search = within(within(canvasElement).getByRole("search", { name: "Change delivery location" }));
    await userEvent.type(search.getByRole("textbox", { name: "Postcode or suburb" }), "2000");
    await expect(search.getByRole("button", { name: "Find" })).toBeVisible();
  },
};

/** The same refused form in each of the twelve themes. */
export const EveryTheme: Story = {
  parameters: { docs: { story: { inline: false, height: "900px" } } },
  render: (args) => (
    <InEveryTheme>
      {(theme) => (
        <FormBlock {...args} style={{ maxWidth: 480 }}>
          <form aria-label={`Gift card balance, ${theme.displayName}`} onSubmit={stay}>
            <FormBlockField
              name="giftCardNumber"
              label="Gift card number"
              hint="The number on the back of the card."
              error="Please enter your gift card number."
            />
            <Button type="submit">Check balance</Button>
          </form>
        </FormBlock>
      )}
    </InEveryTheme>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of themeNames) {
      const section = within(canvas.getByRole("region", { name: themeRegionName(name) }));
      const field = section.getByRole("textbox", { name: "Gift card number" });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription("The number on the back of the card. Please enter your gift card number.");
    }
  },
};
