import { errorMessage } from "@storefront/api-client/http";
import { pressNotifyMeLink, type NotifyMeOutcome } from "@storefront/api-client/notify-me";
import { textField, type ActionOutcome, type ShopperActionHandler } from "@storefront/page-kit/shopper-action";
import { notifyMeMessages } from "@storefront/validation/notify-me";

/** The link page's form: which link it is and the mailed token. */
export const notifyMeLinkFields = { link: "link", token: "token" } as const;

/** What the action is handed: the form and an API client for the shopper (page-kit's handler tools). */
type LinkActionTools = Pick<Parameters<ShopperActionHandler<never>>[0], "form" | "api">;

/**
 * The notify-me link pages' route action (issue 45 item 1; issue 40's HTML-first forms): the
 * button's post, POST /api/notify-me/confirm or /unsubscribe with the mailed token, answered with
 * the API's words and the product, so the page shows what happened with or without JavaScript.
 */
export async function runNotifyMeLinkAction({ form, api }: LinkActionTools): Promise<ActionOutcome<NotifyMeOutcome>> {
  const link = textField(form, notifyMeLinkFields.link);
  const token = textField(form, notifyMeLinkFields.token);
  if ((link !== "confirm" && link !== "unsubscribe") || !token) return { ok: false, message: notifyMeMessages.linkInvalid };
  try {
    const answer = await pressNotifyMeLink(api, link, token);
    return { ok: true, message: answer.message, data: answer };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}
