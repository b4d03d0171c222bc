import { addToCompare, getCompareList, removeFromCompare, type CompareList } from "@storefront/api-client/compare";
import { isApiError, type ApiClient } from "@storefront/api-client/http";
import { SKU_PATTERN } from "@storefront/api-contract/patterns";
import { INTENT_FIELD, textField, type ActionOutcome } from "@storefront/page-kit/shopper-action";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { COMPARE_SKU_FIELD, compareActionTexts, compareFailureText, compareIntents, TOO_MANY_TITLE, tooManyText } from "./compare-texts";

/** What the compare action answers the hydrated page: the server's list, or 'limit' (the list was full: the dialog). */
export type CompareActionAnswer = CompareList | "limit";

const SKU = new RegExp(SKU_PATTERN);

/**
 * The compare list's action (issue 40), where the ticks and the tray's remove buttons post: `add`
 * (POST /api/compare/product) and `remove` (DELETE /api/compare/product/{sku}), each answered with
 * the server's list. A full list ('limit', spec 1 §4) is a refusal with the 'Too many products'
 * dialog's heading and the brand's text, which a page without JavaScript shows in place of the
 * dialog. A product already off the list is removed all the same (the list is read again).
 */
export async function runCompareAction({
  form,
  api,
  brand,
}: {
  form: FormData;
  api: ApiClient;
  brand: BrandConfig;
}): Promise<ActionOutcome<CompareActionAnswer>> {
  const intent = textField(form, INTENT_FIELD);
  const sku = textField(form, COMPARE_SKU_FIELD);
  if (!SKU.test(sku)) return { ok: false, message: compareActionTexts.unknownProduct };
  try {
    return await change(api, brand, intent, sku);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { ok: false, message: compareFailureText(error) };
  }
}

async function change(api: ApiClient, brand: BrandConfig, intent: string, sku: string): Promise<ActionOutcome<CompareActionAnswer>> {
  if (intent === compareIntents.add) {
    const answer = await addToCompare(api, sku);
    if (answer === "limit") {
      return { ok: false, title: TOO_MANY_TITLE, message: tooManyText(brand.features.compareTooManyVariant), data: "limit" };
    }
    return { ok: true, message: compareActionTexts.added, data: answer };
  }
  if (intent === compareIntents.remove) {
    const list = await removeFromCompare(api, sku).catch(async (error: unknown) => {
      if (isApiError(error) && error.status === 404) return getCompareList(api);
      throw error;
    });
    return { ok: true, message: compareActionTexts.removed, data: list };
  }
  return { ok: false, message: compareActionTexts.unknownChange };
}
