import { escapeHtml } from "@storefront/validation/html";
import { SIGN_IN_CODE_MINUTES } from "@storefront/validation/login";
import { linkMail as mail } from "../mail/link-mail";
import type { OutgoingMail } from "../mail/mailer";

/** The confirmation mail after registration, an email change or a resend (ours: the spec shows no text). */
export function confirmationMail(to: string, firstName: string, storefrontName: string, link: string): OutgoingMail {
  return mail(to, `Confirm your email for ${storefrontName}`, {
    greeting: `Hi ${firstName},`,
    body: `Please confirm that this is your email address for your ${storefrontName} account.`,
    action: "Confirm my email",
    link,
    after: "The link works once, for 24 hours. If you did not ask for an account, ignore this email.",
  });
}

/** The password reset mail (ours). */
export function passwordResetMail(to: string, firstName: string, storefrontName: string, link: string): OutgoingMail {
  return mail(to, `Reset your ${storefrontName} password`, {
    greeting: `Hi ${firstName},`,
    body: `Someone asked to reset the password of your ${storefrontName} account.`,
    action: "Choose a new password",
    link,
    after: "The link works once, for an hour. If it was not you, ignore this email: your password stays as it is.",
  });
}

/** To the old address after an email change: what changed, and the link that undoes it (ours). */
export function emailChangedMail(to: string, firstName: string, storefrontName: string, newEmail: string, link: string): OutgoingMail {
  return mail(to, `Your ${storefrontName} email address was changed`, {
    greeting: `Hi ${firstName},`,
    body: `The email address of your ${storefrontName} account was changed to ${newEmail}, and every other session of the account was signed out. If you made this change, there is nothing to do.`,
    action: "This wasn't me: restore my email address",
    link,
    after: "The link works once, for 7 days. It puts this address back and signs out every session; then please choose a new password.",
  });
}

/** After a password change (ours): the owner hears of it, with the way back if it was not them. */
export function passwordChangedMail(to: string, firstName: string, storefrontName: string, link: string): OutgoingMail {
  return mail(to, `Your ${storefrontName} password was changed`, {
    greeting: `Hi ${firstName},`,
    body: `The password of your ${storefrontName} account was changed, and every other session of the account was signed out. If you made this change, there is nothing to do.`,
    action: "This wasn't me: reset my password",
    link,
    after: "A reset sets a new password and signs out every session.",
  });
}

/** After a social sign-in found an existing account with the same email (ours): the single-use link that connects them. */
export function linkExternalLoginMail(to: string, firstName: string, storefrontName: string, provider: string, link: string): OutgoingMail {
  return mail(to, `Connect ${provider} to your ${storefrontName} account`, {
    greeting: `Hi ${firstName},`,
    body: `Someone tried to sign in to ${storefrontName} with ${provider} using this email address, which already has an account. If it was you, connect ${provider} to your account; then continue with ${provider} again to sign in.`,
    action: `Connect ${provider}`,
    link,
    after: "The link works once, for 24 hours. If it was not you, ignore this email: nothing changes.",
  });
}

/** After a customer moved an order's delivery to another day (issue 45 item 10, ours): the new day and the order's page. */
export function deliveryRescheduledMail(
  to: string,
  firstName: string,
  storefrontName: string,
  orderNumber: string,
  day: string,
  link: string,
): OutgoingMail {
  return mail(to, `Your ${storefrontName} order ${orderNumber} will now be delivered on ${day}`, {
    greeting: firstName ? `Hi ${firstName},` : "Hi,",
    body: `As you asked, the delivery of your order ${orderNumber} is now booked for ${day}.`,
    action: "See your order",
    link,
    after:
      "You can change the day again from your order until the day before delivery. If you did not make this change, please contact us.",
  });
}

/** The sandbox identity provider's one-time code (a real provider verifies the email its own way). */
export function sandboxCodeMail(to: string, provider: string, code: string): OutgoingMail {
  const lines = [
    `Your ${provider} sandbox sign-in code is ${code}.`,
    "Enter it on the sign-in page to approve. It works once, for 10 minutes.",
    "If you did not ask for it, ignore this email.",
  ];
  return {
    to,
    subject: `${code} is your ${provider} sandbox sign-in code`,
    text: `${lines.join("\n\n")}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
  };
}

/** The sign-in code (issue 45 item 5, ours): the code in the subject too, so it reads from a notification. */
export function signInCodeMail(to: string, firstName: string, storefrontName: string, code: string): OutgoingMail {
  const lines = [
    `Hi ${firstName},`,
    `Your ${storefrontName} sign-in code is ${code}.`,
    `Enter it on the log in page to sign in. It works once, for ${SIGN_IN_CODE_MINUTES} minutes.`,
    "If you did not ask for it, ignore this email: nobody can sign in without the code, and your password stays as it is.",
  ];
  return {
    to,
    subject: `${code} is your ${storefrontName} sign-in code`,
    text: `${lines.join("\n\n")}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""),
  };
}
