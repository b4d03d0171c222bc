import { readCookie } from "@storefront/page-kit/cookies";
import type { DeliveryAddressValues } from "../form/checkout-values";

/**
 * The contact and delivery details a checkout page without JavaScript saved (issue 40 item 4):
 * kept in a cookie, since that page can write no local storage. The checkout's route reads it on
 * the server (the page shows what was entered, the hydrated form starts from it) and the hydrated
 * checkout, once it has taken the details into its own saved session (local storage
 * `checkoutSession`), removes it. Nothing is kept on the server.
 */
export const SAVED_DETAILS_COOKIE = "sf_checkout_details";
/** As long as the checkout session (spec 3 §9: 3, read as days). */
export const SAVED_DETAILS_MAX_AGE_SECONDS = 3 * 24 * 60 * 60;
/** Only the checkout and its confirmation are sent it. */
const COOKIE_PATH = "/customer";

export interface SavedDetails {
  email: string;
  phoneNumber: string;
  deliveryAddress: Omit<DeliveryAddressValues, "country">;
}

/** The address fields, in the order the form asks for them. */
export const SAVED_ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "companyName",
  "address",
  "suburb",
  "state",
  "postcode",
  "deliveryInstructions",
] as const satisfies readonly (keyof SavedDetails["deliveryAddress"])[];

/** The form field of an address part: the hydrated form's own names ('deliveryAddress.suburb'). */
export const addressFieldName = (field: (typeof SAVED_ADDRESS_FIELDS)[number]) => `deliveryAddress.${field}`;

const FIELD_MAX_LENGTH = 200;

const textOf = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, FIELD_MAX_LENGTH) : "");

/** The details a form sent (every field as text, at most 200 characters each). */
export function detailsFromForm(form: FormData): SavedDetails {
  return {
    email: textOf(form.get("email")),
    phoneNumber: textOf(form.get("phoneNumber")),
    deliveryAddress: Object.fromEntries(
      SAVED_ADDRESS_FIELDS.map((field) => [field, textOf(form.get(addressFieldName(field)))]),
    ) as SavedDetails["deliveryAddress"],
  };
}

/**
 * The Set-Cookie line keeping the details (Secure over HTTPS). Not HttpOnly: the hydrated checkout
 * removes it once its own saved session (local storage, which script reads anyway) has the details.
 */
export function savedDetailsCookie(details: SavedDetails, secure: boolean): string {
  return `${SAVED_DETAILS_COOKIE}=${encodeURIComponent(JSON.stringify(details))}; Max-Age=${SAVED_DETAILS_MAX_AGE_SECONDS}; Path=${COOKIE_PATH}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The cookie text that removes the details (the hydrated checkout writes it to document.cookie). */
export const FORGET_SAVED_DETAILS = `${SAVED_DETAILS_COOKIE}=; Max-Age=0; Path=${COOKIE_PATH}; SameSite=Lax`;

/** The saved details of a Cookie header, or null (none, or not in the shape this page writes). */
export function readSavedDetails(cookieHeader: string | null | undefined): SavedDetails | null {
  const raw = readCookie(cookieHeader, SAVED_DETAILS_COOKIE);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== "object" || value === null) return null;
    const { email, phoneNumber, deliveryAddress } = value as Record<string, unknown>;
    const address = typeof deliveryAddress === "object" && deliveryAddress !== null ? (deliveryAddress as Record<string, unknown>) : {};
    return {
      email: textOf(email),
      phoneNumber: textOf(phoneNumber),
      deliveryAddress: Object.fromEntries(
        SAVED_ADDRESS_FIELDS.map((field) => [field, textOf(address[field])]),
      ) as SavedDetails["deliveryAddress"],
    };
  } catch {
    return null;
  }
}
