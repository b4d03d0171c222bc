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

/* ------------------------------------------------------------------------------------------------
 * Sign-in by a mailed one-time passcode (issue 45 item 5, where OTPEnabled; spec 3 §3 names only
 * the flag, so the texts and limits are ours): six digits, ten minutes, five tries, used once.
 * --------------------------------------------------------------------------------------------- */

/** Digits in a sign-in code. */
export const SIGN_IN_CODE_LENGTH = 6;
/** How long a mailed sign-in code works. */
export const SIGN_IN_CODE_MINUTES = 10;
/** Wrong tries before a sign-in code stops working. */
export const SIGN_IN_CODE_ATTEMPTS = 5;

export const signInCodeMessages = {
  code: `Please enter the ${SIGN_IN_CODE_LENGTH}-digit code from the email`,
  wrong: "That code is not right. Please check the email and try again.",
  expired: "That code has expired or was tried too many times. Please ask for a new one.",
  notOffered: "Signing in with an emailed code is not offered on this site.",
  /** Whether or not the email has an account: the answer never tells. */
  sent: (email: string) =>
    `If ${email} has an account, we have emailed it a ${SIGN_IN_CODE_LENGTH}-digit code. It works once, for ${SIGN_IN_CODE_MINUTES} minutes.`,
} as const;

/** Six digits, spaces around them ignored (as typed from the mail). */
export function isValidSignInCode(value: string | null | undefined): boolean {
  return typeof value === "string" && new RegExp(`^[0-9]{${SIGN_IN_CODE_LENGTH}}$`).test(value.trim());
}

/** The code form: the email the code was sent to and the code, for formik and the API's form body. */
export const signInCodeSchema = object({
  email: string()
    .default("")
    .test("login-email", loginMessages.email, (value) => isValidLoginEmail(value)),
  code: string()
    .default("")
    .test("sign-in-code", signInCodeMessages.code, (value) => isValidSignInCode(value)),
});

/** The first step: the email to mail a code to. */
export const signInCodeRequestSchema = object({
  email: string()
    .default("")
    .test("login-email", loginMessages.email, (value) => isValidLoginEmail(value)),
});
