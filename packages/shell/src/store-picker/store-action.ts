import type { ApiClient } from "@storefront/api-client/http";
import { setLocation, setStore, type GeoData, type SetStoreAnswer } from "@storefront/api-client/stores";
import { MAX_ID } from "@storefront/api-contract/common";
import { LOCALITY_ID_PATTERN } from "@storefront/api-contract/patterns";
import { INTENT_FIELD, textField, type ActionOutcome } from "@storefront/page-kit/shopper-action";
import { locationLine } from "../location/location-rules";
import { pickerActionTexts, pickerFields, pickerIntents } from "./picker-action-texts";

/** What the pickers' action answers the hydrated page: the store chosen, or the new geo data. */
export type PickerActionAnswer = SetStoreAnswer | GeoData;

// The API's forms: a store id is a positive whole number, a locality id postcode_SUBURB (spec 1 §3).
const isStoreId = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;
const LOCALITY_ID = new RegExp(LOCALITY_ID_PATTERN);

/**
 * The store and location pickers' action (spec 1 §2.7, §2.10, §7; issue 40), served at the
 * pickers' page (`/your-store`) for the header's dropdown and that page alike: `store` (POST
 * /api/store/setstore with the store's id) and `location` (POST /api/geo/setlocation with a
 * locality id). The ids are checked for their form before the API is asked; the API checks they
 * exist.
 */
export async function runPickerAction({ form, api }: { form: FormData; api: ApiClient }): Promise<ActionOutcome<PickerActionAnswer>> {
  const intent = textField(form, INTENT_FIELD);
  if (intent === pickerIntents.store) {
    const storeId = textField(form, pickerFields.storeId);
    if (!isStoreId(storeId)) return { ok: false, message: pickerActionTexts.storeFailed };
    const answer = await setStore(api, Number(storeId));
    return { ok: true, message: pickerActionTexts.storeChosen(answer.store.name), data: answer };
  }
  if (intent === pickerIntents.location) {
    const localityId = textField(form, pickerFields.localityId);
    if (!LOCALITY_ID.test(localityId)) return { ok: false, message: pickerActionTexts.locationFailed };
    const geo = await setLocation(api, { localityId });
    return { ok: true, message: pickerActionTexts.locationChosen(locationLine(geo) ?? geo.postcode ?? localityId), data: geo };
  }
  return { ok: false, message: pickerActionTexts.unknownChange };
}
