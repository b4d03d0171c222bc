import { object, string } from "yup";
import { isValidEmail } from "./email";
import { freeTextMessages, freeTextProblem } from "./free-text";
import { EMAIL_ADDRESS_MESSAGE } from "./messages";
import { phoneMessage, type PhoneCountry } from "./phone";

/**
 * The registration, password and profile rules (spec 3 §3 identity registration fields: email,
 * password, firstName, lastName, phone, clientId, ABN). spec 3 §5 says the rules are "not shown";
 * these are ours (README, "Designed where the spec says not shown"), one copy for the storefront's
 * forms and the API.
 */

/** Bounds the work a password hash costs per attempt (the API's scrypt). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The profile's name fields, as the account API stores them. */
export const NAME_MAX_LENGTH = 50;

export const registrationMessages = {
  email: EMAIL_ADDRESS_MESSAGE,
  password: `Your password needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with an upper-case letter, a lower-case letter and a number`,
  firstName: "Please enter your first name",
  lastName: "Please enter your last name",
  nameTooLong: `Please use at most ${NAME_MAX_LENGTH} characters`,
  abn: "Please enter a valid 11-digit ABN",
} as const;

export type RegistrationField = "email" | "password" | "firstName" | "lastName" | "phone" | "ABN";

export interface RegistrationValues {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  ABN?: string | null;
}

export interface RegistrationOptions {
  country: PhoneCountry;
  /** The storefront asks trade customers for their ABN (a brand flag): then it is required. */
  abnRequired: boolean;
}

export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** 8–128 characters with an upper-case letter, a lower-case letter and a digit. */
export function isValidPassword(value: string | null | undefined): boolean {
  if (typeof value !== "string") return false;
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return false;
  return /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && /\d/.test(value);
}

/** The message for a password, or undefined when it follows the rule. */
export function passwordMessage(value: string | null | undefined): string | undefined {
  return isValidPassword(value) ? undefined : registrationMessages.password;
}

/** The message for a first or last name (trimmed), or undefined when it is fine. */
export function nameMessage(value: string | null | undefined, field: "firstName" | "lastName"): string | undefined {
  const name = (value ?? "").trim();
  if (!name) return registrationMessages[field];
  if (name.length > NAME_MAX_LENGTH) return registrationMessages.nameTooLong;
  const problem = freeTextProblem(name);
  return problem ? freeTextMessages[problem] : undefined;
}

// The ATO's check: subtract 1 from the first digit, weight the digits, the sum divides by 89.
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The ABN's 11 digits without spaces. */
export function normaliseAbn(value: string): string {
  return value.replace(/\s+/g, "");
}

/** An Australian Business Number: 11 digits (spaces allowed) passing the ATO's checksum. */
export function isValidAbn(value: string | null | undefined): boolean {
  if (typeof value !== "string") return false;
  const digits = normaliseAbn(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, digit, index) => {
    const weight = ABN_WEIGHTS[index] as number;
    return total + (Number(digit) - (index === 0 ? 1 : 0)) * weight;
  }, 0);
  return sum % 89 === 0;
}

/**
 * One message per invalid field; an empty object when the form may be sent. The phone is
 * required; the ABN only where the storefront asks for it, and checked whenever one is given.
 */
export function validateRegistration(values: RegistrationValues, options: RegistrationOptions): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!isValidEmail(values.email?.trim())) errors.email = registrationMessages.email;
  const password = passwordMessage(values.password);
  if (password) errors.password = password;
  const firstName = nameMessage(values.firstName, "firstName");
  if (firstName) errors.firstName = firstName;
  const lastName = nameMessage(values.lastName, "lastName");
  if (lastName) errors.lastName = lastName;
  const phone = phoneMessage(values.phone, { country: options.country });
  if (phone) errors.phone = phone;
  const abn = values.ABN?.trim() ?? "";
  if ((abn || options.abnRequired) && !isValidAbn(abn)) errors.ABN = registrationMessages.abn;
  return errors;
}

/** The same rules as a yup schema, for formik in the browser. */
export function registrationSchema(options: RegistrationOptions) {
  const field = (name: RegistrationField) =>
    string()
      .default("")
      .test(`registration-${name}`, function test() {
        const message = validateRegistration(this.parent as RegistrationValues, options)[name];
        return message ? this.createError({ message }) : true;
      });
  return object({
    email: field("email"),
    password: field("password"),
    firstName: field("firstName"),
    lastName: field("lastName"),
    phone: field("phone"),
    ABN: field("ABN"),
  });
}

/**
 * Changing the sign-in details (ours, issue 41 item 5): a new email, a new password, or both,
 * each only with the account's current password. The profile form and the API's updateprofile and
 * changepassword use the same messages.
 */
export const signInDetailsMessages = {
  currentPassword: "Please enter your current password to change your email or password",
  nothingChanged: "Please enter a new email address or a new password",
} as const;

export type SignInDetailsField = "email" | "newPassword" | "currentPassword";

export interface SignInDetailsValues {
  email?: string | null;
  newPassword?: string | null;
  currentPassword?: string | null;
}

/** The message for the current password when a change needs it, or undefined. */
export function currentPasswordMessage(value: string | null | undefined): string | undefined {
  return typeof value === "string" && value.length > 0 ? undefined : signInDetailsMessages.currentPassword;
}

/**
 * One message per invalid field of the sign-in details form, against the account's email now
 * (`currentEmail`): a changed email must be valid, a new password must follow the password rule,
 * and either needs the current password.
 */
export function validateSignInDetails(values: SignInDetailsValues, currentEmail: string): Partial<Record<SignInDetailsField, string>> {
  const errors: Partial<Record<SignInDetailsField, string>> = {};
  const email = values.email?.trim().toLowerCase() ?? "";
  const emailChanged = email !== "" && email !== currentEmail.trim().toLowerCase();
  const newPassword = values.newPassword ?? "";
  if (!email) errors.email = registrationMessages.email;
  else if (emailChanged && !isValidEmail(email)) errors.email = registrationMessages.email;
  if (newPassword) {
    const problem = passwordMessage(newPassword);
    if (problem) errors.newPassword = problem;
  }
  if ((emailChanged || newPassword) && currentPasswordMessage(values.currentPassword)) {
    errors.currentPassword = signInDetailsMessages.currentPassword;
  }
  return errors;
}

/** The same rules as a yup schema, for formik in the browser. */
export function signInDetailsSchema(currentEmail: string) {
  const field = (name: SignInDetailsField) =>
    string()
      .default("")
      .test(`sign-in-details-${name}`, function test() {
        const message = validateSignInDetails(this.parent as SignInDetailsValues, currentEmail)[name];
        return message ? this.createError({ message }) : true;
      });
  return object({ email: field("email"), newPassword: field("newPassword"), currentPassword: field("currentPassword") });
}
