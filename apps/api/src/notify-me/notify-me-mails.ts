import { linkMail } from "../mail/link-mail";
import type { OutgoingMail } from "../mail/mailer";

/** Where call-back requests go without NOTIFY_ME_CALLBACK_TO: the mail catcher shows it in development. */
export const DEFAULT_NOTIFY_ME_CALLBACK_TO = "sales-callbacks@storefront.test";

/** The links a notify-me mail carries. */
export interface NotifyMeLinks {
  product: string;
  confirm: string;
  unsubscribe: string;
}

const unsubscribeFooter = (link: string) => ({ text: "Changed your mind?", label: "Stop emails about this product", link });

/** After a shopper asks (ours): one click confirms the address is theirs. */
export function notifyMeConfirmationMail(to: string, productTitle: string, storefrontName: string, links: NotifyMeLinks): OutgoingMail {
  return linkMail(to, `Confirm: tell me when ${productTitle} is back`, {
    greeting: "Hi,",
    body: `You asked ${storefrontName} to email you when ${productTitle} is back in stock. Please confirm that this is your email address.`,
    action: "Yes, email me when it's back",
    link: links.confirm,
    after: "We will email you once, when it is back, and never for anything else. If you did not ask, ignore this email.",
    footer: unsubscribeFooter(links.unsubscribe),
  });
}

/** When stock returns (ours): the one mail a confirmed shopper gets. */
export function backInStockMail(
  to: string,
  productTitle: string,
  storefrontName: string,
  links: Pick<NotifyMeLinks, "product" | "unsubscribe">,
  callbackPhone: string | null,
): OutgoingMail {
  return linkMail(to, `${productTitle} is back in stock`, {
    greeting: "Good news,",
    body: `${productTitle} is back in stock at ${storefrontName}.${callbackPhone ? ` As you asked, our team will also call you on ${callbackPhone}.` : ""}`,
    action: "See it now",
    link: links.product,
    after: "This is the one email you asked for: you will not hear from us again about this product.",
    footer: unsubscribeFooter(links.unsubscribe),
  });
}

/** To the sales team (extended callback, ours): who to call, on what number, about what. */
export function callbackRequestMail(
  to: string,
  shopper: { name: string; phone: string; email: string },
  productTitle: string,
  sku: string,
  storefrontName: string,
  productLink: string,
): OutgoingMail {
  return linkMail(to, `Call back ${shopper.name}: ${productTitle} is back in stock`, {
    greeting: `${storefrontName} sales team,`,
    body: `${shopper.name} (${shopper.email}) asked to be called on ${shopper.phone} when ${productTitle} (${sku}) was back in stock. It is back now.`,
    action: "The product",
    link: productLink,
    after: "Please call within one business day.",
  });
}
