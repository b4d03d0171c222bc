import { checkGiftCardBalance } from "@storefront/api-client/cart";
import { errorMessage } from "@storefront/api-client/http";
import { textField, type ActionOutcome, type ShopperActionHandler } from "@storefront/page-kit/shopper-action";
import { validateGiftCardNumber } from "@storefront/validation/coupon-rules";
import { balanceMessage } from "./vouchers-texts";

/** The balance form's one field: the card's number. */
export const GIFT_CARD_NUMBER_FIELD = "code";

/** What the action is handed: the form, an API client for the shopper and the brand (page-kit's handler tools). */
type BalanceActionTools = Pick<Parameters<ShopperActionHandler<never>>[0], "form" | "api" | "brand">;

/**
 * The vouchers page's route action (HTML first, issue 40): validation's rule for the number, then
 * POST /api/giftcard/balance, answered in the shop's words (`balanceMessage`). A refusal keeps the
 * number as typed, so the form can show it again with its message.
 */
export async function runGiftCardBalanceAction({ form, api, brand }: BalanceActionTools): Promise<ActionOutcome<never>> {
  const code = textField(form, GIFT_CARD_NUMBER_FIELD);
  const values = { [GIFT_CARD_NUMBER_FIELD]: code };
  const problem = validateGiftCardNumber(code);
  if (problem) return { ok: false, message: problem, fieldErrors: { [GIFT_CARD_NUMBER_FIELD]: problem }, values };
  try {
    return { ok: true, message: balanceMessage(await checkGiftCardBalance(api, code), brand) };
  } catch (error) {
    return { ok: false, message: errorMessage(error), values };
  }
}
