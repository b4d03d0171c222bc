import { isValidEmail } from "./email";
import { EMAIL_ADDRESS_MESSAGE } from "./messages";
import { phoneMessage, type PhoneCountry } from "./phone";

/**
 * Notify me (issue 45 item 1, ours: spec 3 §3 names NotifyMeCallbackExtended and no more): a
 * shopper leaves an email on an out-of-stock or back-order product and hears once when it is back.
 * With the extended callback (the flag on) the shopper may also ask for a phone call, with a name
 * and a phone number. The browser and the API run these same rules.
 */
export const notifyMeMessages = {
  email: EMAIL_ADDRESS_MESSAGE,
  name: "Please enter your name so we know who to ask for",
  phone: "Please enter a phone number we can call",
  callbackOff: "Phone call-backs are not offered here: leave your email and we will write.",
  notOutOfStock: "This product is in stock: add it to your cart.",
  cannotNotify: "We cannot tell you about this product.",
  sent: "Check your inbox: we sent you a link to confirm.",
  confirmed: "You're on the list. We'll email you once, when it's back in stock.",
  backInStock: "Good news: it's back in stock now.",
  unsubscribed: "You will not hear from us about this product.",
  linkInvalid: "This link is not valid. Ask again from the product page.",
} as const;

/** The stock statuses a shopper may ask to hear about (spec 1 §3's names): no stock now, or on back order. */
export const NOTIFY_ME_STOCK_STATUSES = ["noStock", "backOrder"] as const;

/** Whether the product page offers "Notify me" for a product of this stock status. */
export function offersNotifyMe(stockStatus: string): boolean {
  return (NOTIFY_ME_STOCK_STATUSES as readonly string[]).includes(stockStatus);
}

export const NOTIFY_ME_NAME_MAX_LENGTH = 60;

export interface NotifyMeValues {
  email?: string | null;
  /** Extended callback only: the shopper asks for a call as well. */
  callback?: boolean | null;
  name?: string | null;
  phone?: string | null;
}

export interface NotifyMeOptions {
  /** The NotifyMeCallbackExtended setting. */
  callbackExtended: boolean;
  country: PhoneCountry;
}

export type NotifyMeErrors = Partial<Record<"email" | "name" | "phone" | "callback", string>>;

/** One message per invalid field; an empty object when the request may be sent. */
export function validateNotifyMe(values: NotifyMeValues, options: NotifyMeOptions): NotifyMeErrors {
  const errors: NotifyMeErrors = {};
  if (!isValidEmail(values.email?.trim())) errors.email = notifyMeMessages.email;
  if (!values.callback) return errors;
  if (!options.callbackExtended) {
    errors.callback = notifyMeMessages.callbackOff;
    return errors;
  }
  const name = values.name?.trim() ?? "";
  if (name.length === 0 || name.length > NOTIFY_ME_NAME_MAX_LENGTH) errors.name = notifyMeMessages.name;
  if (!values.phone?.trim()) errors.phone = notifyMeMessages.phone;
  else {
    const message = phoneMessage(values.phone, { country: options.country });
    if (message) errors.phone = message;
  }
  return errors;
}

/** The storefront pages the notify-me mails link to (`?token=`): each changes nothing until its button is pressed. */
export const NOTIFY_ME_CONFIRM_PATH = "/notify-me/confirm";
export const NOTIFY_ME_UNSUBSCRIBE_PATH = "/notify-me/unsubscribe";
