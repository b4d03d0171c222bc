import { string } from "yup";
import { emailSchema } from "@storefront/validation/email";
import { freeTextString, type TextOptions } from "@storefront/validation/free-text";
import { phoneSchema, type PhoneCountry } from "@storefront/validation/phone";

/**
 * The rules of the catalogue's forms, on the spec's rules from @storefront/validation. This module
 * imports yup: only the lazily loaded form modules may import it (issue 7 item 8).
 */

export const formMessages = {
  name: "Please enter your Name",
  firstName: "Please enter your first name",
  lastName: "Please enter your last name",
  email: "Please enter a valid Email",
  postcode: "Please enter a valid Postcode",
  message: "Please tell us how we can help",
  tooLong: (max: number) => `Please use ${max} characters or fewer`,
} as const;

/**
 * Free text the commerce API accepts: the one free-text rule of @storefront/validation, trimmed, at
 * most `max` characters; on one line unless `multiLine` (a message).
 */
export function safeText(required: string | null, max: number, options: TextOptions = {}) {
  const base = freeTextString(options).trim().max(max, formMessages.tooLong(max));
  return required ? base.required(required) : base;
}

export const emailRule = () => emailSchema(formMessages.email);

export const phoneRule = (country: PhoneCountry, required = false) => phoneSchema({ country, required });

/** spec 1 §5: a postcode is 3 or 4 digits (optional where the form says so). */
export function postcodeRule(required: boolean) {
  const base = string()
    .trim()
    .matches(/^\d{3,4}$/, { message: formMessages.postcode, excludeEmptyString: true });
  return required ? base.required(formMessages.postcode) : base;
}
