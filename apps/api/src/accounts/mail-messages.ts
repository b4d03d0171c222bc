import type { OutgoingMail } from "../mail/mailer";

/** Text for HTML: the five characters that could open markup or an attribute. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(
  to: string,
  subject: string,
  lines: { greeting: string; body: string; action: string; link: string; after: string },
): OutgoingMail {
  return {
    to,
    subject,
    text: `${lines.greeting}\n\n${lines.body}\n\n${lines.action}: ${lines.link}\n\n${lines.after}\n`,
    html:
      `<p>${escapeHtml(lines.greeting)}</p><p>${escapeHtml(lines.body)}</p>` +
      `<p><a href="${escapeHtml(lines.link)}">${escapeHtml(lines.action)}</a></p><p>${escapeHtml(lines.after)}</p>`,
  };
}

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
