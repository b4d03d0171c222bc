import { object, string } from "yup";
import { isValidEmail } from "./email";
import { INVALID_FORM_MESSAGE } from "./messages";

/** spec 1 §5: the newsletter form's messages, to the character. */
export const newsletterMessages = {
  name: "Please enter your Name",
  email: "Please enter a valid Email",
  postcode: "Please enter a valid Postcode",
} as const;

/** spec 1 §5 and §8: shown when the newsletter form is submitted with invalid fields. */
export const NEWSLETTER_INVALID_FORM_MESSAGE = INVALID_FORM_MESSAGE;

export type NewsletterField = "name" | "email" | "postcode";

export interface NewsletterValues {
  name?: string | null;
  email?: string | null;
  postcode?: string | null;
}

export type NewsletterErrors = Partial<Record<NewsletterField, string>>;

// spec 1 §5: postcode is exactly 3 or 4 digits.
const POSTCODE_PATTERN = /^\d{3,4}$/;

export function isValidNewsletterName(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim().length > 0;
}

export function isValidNewsletterEmail(value: string | null | undefined): boolean {
  return typeof value === "string" && isValidEmail(value.trim());
}

export function isValidNewsletterPostcode(value: string | null | undefined): boolean {
  return typeof value === "string" && POSTCODE_PATTERN.test(value.trim());
}

/** One message per invalid field; an empty object when the form may be sent. */
export function validateNewsletter(values: NewsletterValues): NewsletterErrors {
  const errors: NewsletterErrors = {};
  if (!isValidNewsletterName(values.name)) errors.name = newsletterMessages.name;
  if (!isValidNewsletterEmail(values.email)) errors.email = newsletterMessages.email;
  if (!isValidNewsletterPostcode(values.postcode)) errors.postcode = newsletterMessages.postcode;
  return errors;
}

/** The same rules as a yup schema, for formik in the browser and for the API's request body. */
export const newsletterSchema = object({
  name: string()
    .default("")
    .test("newsletter-name", newsletterMessages.name, (value) => isValidNewsletterName(value)),
  email: string()
    .default("")
    .test("newsletter-email", newsletterMessages.email, (value) => isValidNewsletterEmail(value)),
  postcode: string()
    .default("")
    .test("newsletter-postcode", newsletterMessages.postcode, (value) => isValidNewsletterPostcode(value)),
});
