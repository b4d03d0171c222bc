import { escapeHtml } from "@storefront/validation/html";
import type { OutgoingMail } from "./mailer";

/** A link a mail ends with (an unsubscribe link): its words and address. */
export interface FooterLink {
  text: string;
  label: string;
  link: string;
}

/**
 * The shape of every mail the API sends to a shopper: a greeting, what happened, one action with
 * its link, what to know after; optionally a footer link (unsubscribe). Plain text, with an HTML copy.
 */
export function linkMail(
  to: string,
  subject: string,
  lines: { greeting: string; body: string; action: string; link: string; after: string; footer?: FooterLink },
): OutgoingMail {
  const { footer } = lines;
  return {
    to,
    subject,
    text:
      `${lines.greeting}\n\n${lines.body}\n\n${lines.action}: ${lines.link}\n\n${lines.after}\n` +
      (footer ? `\n${footer.text} ${footer.label}: ${footer.link}\n` : ""),
    html:
      `<p>${escapeHtml(lines.greeting)}</p><p>${escapeHtml(lines.body)}</p>` +
      `<p><a href="${escapeHtml(lines.link)}">${escapeHtml(lines.action)}</a></p><p>${escapeHtml(lines.after)}</p>` +
      (footer
        ? `<p><small>${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link)}">${escapeHtml(footer.label)}</a></small></p>`
        : ""),
  };
}
