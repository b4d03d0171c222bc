import { postNewsletterSignup } from "@storefront/api-client/forms";
import { errorMessage, type ApiClient } from "@storefront/api-client/http";
import { textField, type ActionOutcome } from "@storefront/page-kit/shopper-action";
import { BOT_CHECK_TOKEN_FIELD } from "@storefront/validation/bot-check";
import { NEWSLETTER_INVALID_FORM_MESSAGE, validateNewsletter, type NewsletterField } from "@storefront/validation/newsletter";
import { newsletterTexts } from "./newsletter-texts";

const FIELDS: readonly NewsletterField[] = ["name", "email", "postcode"];

/**
 * The newsletter sign-up's action (spec 1 §2.8, §5, §7, §8; issue 40), for the popup's form and
 * the sign-up page alike: the spec's rules (validation's `validateNewsletter`), then the kitchen
 * club's newsletter signup with source Newsletter. An invalid form is refused with spec 1 §8's
 * message and one message per field, the fields as sent; a refused signup with the server's
 * errtext. The fields as sent come back with every refusal, so the page can show them again.
 * The bot check's score token (issue 45 item 7), which the hydrated page asks the widget for at
 * submit and adds to the fields, goes to the API with it; a post without JavaScript has none, and
 * the API takes it only under its limit on such forms (README, "The newsletter's bot check").
 */
export async function runNewsletterAction({ form, api }: { form: FormData; api: ApiClient }): Promise<ActionOutcome<never>> {
  const values = Object.fromEntries(FIELDS.map((field) => [field, textField(form, field)])) as Record<NewsletterField, string>;
  const fieldErrors = validateNewsletter(values);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, message: NEWSLETTER_INVALID_FORM_MESSAGE, fieldErrors, values };
  try {
    const botCheckToken = textField(form, BOT_CHECK_TOKEN_FIELD);
    await postNewsletterSignup(api, { ...values, source: "Newsletter", ...(botCheckToken ? { botCheckToken } : {}) });
  } catch (error) {
    return { ok: false, message: errorMessage(error), values };
  }
  return { ok: true, message: newsletterTexts.thanks };
}
