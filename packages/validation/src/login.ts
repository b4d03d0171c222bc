import { object, string } from "yup";
import { isValidEmail } from "./email";
import { EMAIL_ADDRESS_MESSAGE } from "./messages";

/**
 * The login form (spec 3 §7 POST /api/account/login-redir: email and password). The spec shows no
 * messages for it; these are ours, the email one shared with checkout.
 */
export const loginMessages = {
  email: EMAIL_ADDRESS_MESSAGE,
  password: "Please enter your password",
} as const;

/**
 * A throttled sign-in (ours): the login page's text for the API's `?error=throttled&wait={minutes}`
 * and the API's answer to a throttled renewal or password check; `minutes` at least 1.
 */
export function tooManySignInsMessage(minutes: number): string {
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

export type LoginField = "email" | "password";

export interface LoginValues {
  email?: string | null;
  password?: string | null;
}

export type LoginErrors = Partial<Record<LoginField, string>>;

/** The email is checked trimmed, as it is sent. */
export function isValidLoginEmail(value: string | null | undefined): boolean {
  return typeof value === "string" && isValidEmail(value.trim());
}

/** Any non-empty password: the password rules belong to registration (spec 3 §5: not shown). */
export function isValidLoginPassword(value: string | null | undefined): boolean {
  return typeof value === "string" && value.length > 0;
}

/** One message per invalid field; an empty object when the form may be sent. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!isValidLoginEmail(values.email)) errors.email = loginMessages.email;
  if (!isValidLoginPassword(values.password)) errors.password = loginMessages.password;
  return errors;
}

/** The same rules as a yup schema, for formik in the browser and for the API's form body. */
export const loginSchema = object({
  email: string()
    .default("")
    .test("login-email", loginMessages.email, (value) => isValidLoginEmail(value)),
  password: string()
    .default("")
    .test("login-password", loginMessages.password, (value) => isValidLoginPassword(value)),
});
