import { string } from "yup";

// spec 2 §5 and §9: email 5 to 254 characters; spec 1 §5: local part, @, dotted domain.
export const EMAIL_MIN_LENGTH = 5;
export const EMAIL_MAX_LENGTH = 254;
/** spec 2 §4, spec 3 §5: a guest email is sent to the cart after 400 ms, once longer than one character. */
export const EMAIL_DEBOUNCE_MS = 400;

/**
 * spec 1 §5 "local part, @, dotted domain": a local part without spaces or @, and a domain of at
 * least two non-empty labels separated by dots ('a@b.c', not 'a@b', 'a@.b' or 'a@b..c'). The
 * source of a regular expression, so the API's JSON Schemas (api-contract) use the same pattern.
 */
export const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$";
const EMAIL = new RegExp(EMAIL_PATTERN);

export function isValidEmail(value: string | null | undefined): boolean {
  if (typeof value !== "string") return false;
  if (value.length < EMAIL_MIN_LENGTH || value.length > EMAIL_MAX_LENGTH) return false;
  return EMAIL.test(value);
}

/** spec 3 §5: email changes are debounced only once the value is longer than one character. */
export function shouldDebounceGuestEmail(value: string): boolean {
  return value.length > 1;
}

/** spec 2 §4: the guest email is sent to the cart only when it is valid. */
export function shouldSendGuestEmail(value: string | null | undefined): boolean {
  return isValidEmail(value);
}

/** A yup string schema for a required email field, with the form's own message. */
export function emailSchema(message: string) {
  return string()
    .default("")
    .test("email", message, (value) => isValidEmail(value?.trim()));
}
