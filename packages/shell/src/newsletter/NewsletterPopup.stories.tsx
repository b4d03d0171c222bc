import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NEWSLETTER_INVALID_FORM_MESSAGE, newsletterMessages } from "@storefront/validation/newsletter";
import { NEWSLETTER_EXPIRY_KEY, NEWSLETTER_SUBSCRIPTION_KEY } from "./newsletter-machine";
import { NewsletterPopup } from "./NewsletterPopup";
import { newsletterTexts } from "./newsletter-texts";

/** A shopper who has neither signed up nor dismissed the popup lately (spec 1 §4). */
function forgetNewsletter() {
  localStorage.removeItem(NEWSLETTER_SUBSCRIPTION_KEY);
  localStorage.removeItem(NEWSLETTER_EXPIRY_KEY);
}

const meta = {
  title: "Shell/NewsletterPopup",
  component: NewsletterPopup,
  tags: ["!autodocs"],
  parameters: {
    layout: "fullscreen",
    // Desktop widths only, and not on excluded pages: the home page shows it.
    route: { path: "/", handle: { pageType: "homepage" } },
    docs: { story: { inline: false, height: "640px" } },
  },
  beforeEach: () => {
    forgetNewsletter();
    return forgetNewsletter;
  },
} satisfies Meta<typeof NewsletterPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Expanded from its tab, then 'Sign up' with nothing filled in: the form error and each field's message. */
export const ExpandedWithValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: newsletterTexts.tab }));
    const dialog = within(await canvas.findByRole("dialog", { name: newsletterTexts.heading }));
    await userEvent.click(await dialog.findByRole("button", { name: "Sign up" }));
    await expect(await dialog.findByText(NEWSLETTER_INVALID_FORM_MESSAGE)).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Name/ })).toHaveAttribute("aria-invalid", "true");
    // The summary and each field's message, each an alert.
    await expect(dialog.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      NEWSLETTER_INVALID_FORM_MESSAGE,
      newsletterMessages.name,
      newsletterMessages.email,
      newsletterMessages.postcode,
    ]);
  },
};
