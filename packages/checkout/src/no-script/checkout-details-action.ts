import { redirect } from "react-router";
import { getCart } from "@storefront/api-client/cart";
import { searchLocalities } from "@storefront/api-client/stores";
import type { ApiClient } from "@storefront/api-client/http";
import { flashCookie } from "@storefront/page-kit/action-flash";
import type { ActionOutcome } from "@storefront/page-kit/action-fields";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { checkoutSubmitMessages, hasMieleProduct, validateCheckoutDetails } from "@storefront/validation/checkout";
import { checkoutTexts } from "../checkout-texts";
import { addressFieldName, detailsFromForm, SAVED_ADDRESS_FIELDS, savedDetailsCookie, type SavedDetails } from "./saved-details";

/** The details as the form's fields, for a form shown again after a refusal. */
function formValuesOf(details: SavedDetails): Record<string, string> {
  return {
    email: details.email,
    phoneNumber: details.phoneNumber,
    ...Object.fromEntries(SAVED_ADDRESS_FIELDS.map((field) => [addressFieldName(field), details.deliveryAddress[field]])),
  };
}

/**
 * The checkout's action without JavaScript (issue 40 item 4): the contact and delivery details,
 * judged by the checkout's own rules (validation's `validateCheckoutDetails`, with the brand's
 * country and last-name limit and Miele's limits when the cart holds one) and the suburb by the
 * locality lookup (spec 2 §5: a suburb from the list, with its postcode), kept in a cookie
 * (`saved-details.ts`) and the shopper sent back to the checkout with 'Your delivery details are
 * saved.'. A refusal renders the checkout with the messages and the fields as typed.
 */
export async function runCheckoutDetailsAction({
  form,
  api,
  brand,
  request,
}: {
  form: FormData;
  api: ApiClient;
  brand: BrandConfig;
  request: Request;
}): Promise<ActionOutcome<never> | Response> {
  const details = detailsFromForm(form);
  const cart = await getCart(api).catch(() => null);
  const fieldErrors = validateCheckoutDetails(
    { ...details },
    {
      country: brand.country,
      lastNameMaxLength: brand.features.checkout.lastNameMaxLength,
      mieleInCart: hasMieleProduct((cart?.products ?? []).map((product) => product.brand)),
    },
  );
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, message: checkoutSubmitMessages.invalidForm, fieldErrors, values: formValuesOf(details) };
  }
  // spec 2 §5: the suburb must be one the lookup knows, with its postcode (and state in AU); the
  // locality's own spelling and state are kept, as a choice from the list would give them.
  const { suburb, state, postcode } = details.deliveryAddress;
  const found = await searchLocalities(api, postcode).catch(() => ({ items: [] }));
  const locality = found.items.find(
    (item) =>
      item.suburb.toLowerCase() === suburb.toLowerCase() &&
      item.postcode === postcode &&
      (brand.country !== "AU" || item.state.toLowerCase() === state.toLowerCase()),
  );
  if (!locality) {
    return {
      ok: false,
      message: checkoutSubmitMessages.invalidSuburb,
      fieldErrors: { [addressFieldName("suburb")]: checkoutSubmitMessages.invalidSuburb },
      values: formValuesOf(details),
    };
  }
  details.deliveryAddress = { ...details.deliveryAddress, suburb: locality.suburb, state: locality.state };
  const secure = new URL(request.url).protocol === "https:";
  const headers = new Headers();
  headers.append("set-cookie", savedDetailsCookie(details, secure));
  headers.append("set-cookie", flashCookie({ ok: true, message: checkoutTexts.noScript.saved }, secure));
  // 303: the checkout is asked for again with GET, so a reload never posts the form twice.
  return redirect(new URL(request.url).pathname, { status: 303, headers });
}
