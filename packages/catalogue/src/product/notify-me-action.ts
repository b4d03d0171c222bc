import { errorMessage } from "@storefront/api-client/http";
import { postNotifyMe } from "@storefront/api-client/notify-me";
import { textField, type ActionOutcome, type ShopperActionHandler } from "@storefront/page-kit/shopper-action";
import { BOT_CHECK_TOKEN_FIELD } from "@storefront/validation/bot-check";
import { validateNotifyMe } from "@storefront/validation/notify-me";

/** The notify-me form's fields, as the browser posts them (the checkbox sends `callback=on` when ticked). */
export const NOTIFY_ME_FIELDS = ["sku", "email", "callback", "name", "phone"] as const;

/** What the action is handed: the form, an API client for the shopper and the brand (page-kit's handler tools, less the request). */
type NotifyMeActionTools = Pick<Parameters<ShopperActionHandler<never>>[0], "form" | "api" | "brand">;

/**
 * The notify-me box's action (issue 45 item 1; issue 40's HTML-first forms), the product page's
 * route action: validation's rules, then POST /api/notify-me with the bot check's score token when
 * the hydrated page added one (`botCheckToken`; a post without JavaScript has none, which the API
 * takes only under its limit on such forms). The call-back fields go only with a ticked box; whether
 * the storefront offers it is the API's to say (it reads NotifyMeCallbackExtended). A refusal comes
 * back with one message per field and the fields as sent (not the token), so the product page can
 * show the box again as it was.
 */
export async function runNotifyMeAction({ form, api, brand }: NotifyMeActionTools): Promise<ActionOutcome<never>> {
  const values = Object.fromEntries(NOTIFY_ME_FIELDS.map((field) => [field, textField(form, field)])) as Record<
    (typeof NOTIFY_ME_FIELDS)[number],
    string
  >;
  const callback = values.callback !== "";
  const fieldErrors = validateNotifyMe({ ...values, callback }, { callbackExtended: true, country: brand.country });
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: Object.values(fieldErrors).join(" "), fieldErrors, values };
  }
  const botCheckToken = textField(form, BOT_CHECK_TOKEN_FIELD);
  try {
    const answer = await postNotifyMe(api, {
      sku: values.sku,
      email: values.email,
      ...(callback ? { callback: true, name: values.name, phone: values.phone } : {}),
      ...(botCheckToken ? { botCheckToken } : {}),
    });
    return { ok: true, message: answer.message };
  } catch (error) {
    return { ok: false, message: errorMessage(error), values };
  }
}
