import { useQueryClient } from "@tanstack/react-query";
import { cartKeys } from "@storefront/api-client/cart";
import { locationKeys, storeKeys, type Locality, type Store } from "@storefront/api-client/stores";
import { INTENT_FIELD } from "@storefront/page-kit/action-fields";
import { ReturnToField, useShopperAction } from "@storefront/page-kit/use-shopper-action";
import { Button } from "@storefront/ui-kit/button";
import { showGlobalMessage } from "../messages/global-message";
import type { PickerActionAnswer } from "./store-action";
import { PICKERS_PATH, pickerFields, pickerIntents } from "./picker-action-texts";
import { storeTexts } from "./store-rules";

/**
 * The pickers' action as the hydrated page sends it (issue 40): the outcome in the global message
 * bar (spec 1 §2.9), and the data it changes read again: a store changes the store views and the
 * geo data; a location the geo data (the answer), the stores and the cart's delivery.
 */
export function usePickerAction() {
  const queryClient = useQueryClient();
  return useShopperAction<PickerActionAnswer>(PICKERS_PATH, {
    onOutcome: (outcome) => {
      showGlobalMessage({ type: outcome.ok ? "success" : "error", text: outcome.message });
      if (!outcome.ok || !outcome.data) return;
      if ("postcode" in outcome.data) {
        queryClient.setQueryData(locationKeys.geo(), outcome.data);
        for (const queryKey of [locationKeys.all, storeKeys.all, cartKeys.all]) void queryClient.invalidateQueries({ queryKey });
      } else {
        for (const queryKey of [storeKeys.all, locationKeys.geo()]) void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** The fields of a location choice: what the no-JavaScript list's 'Choose' posts, and the typeahead sends. */
export function locationChoiceFields(localityId: string): FormData {
  const fields = new FormData();
  fields.set(INTENT_FIELD, pickerIntents.location);
  fields.set(pickerFields.localityId, localityId);
  return fields;
}

/** 'Choose' beside a store: a form posting the store's id to the pickers' action. */
export function StoreChoiceForm({ store }: { store: Pick<Store, "id" | "name"> }) {
  const action = usePickerAction();
  return (
    <action.Form method="post" action={PICKERS_PATH} onSubmit={action.onSubmit}>
      <input type="hidden" name={INTENT_FIELD} value={pickerIntents.store} />
      <input type="hidden" name={pickerFields.storeId} value={store.id} />
      <ReturnToField />
      <Button type="submit" variant="secondary" size="xs" aria-label={`${storeTexts.choose} ${store.name}`} disabled={action.pending}>
        {storeTexts.choose}
      </Button>
    </action.Form>
  );
}

/** A nearby store in a list: its name, its distance when known, and 'Choose' (StoreChoiceForm). */
export function NearbyStoreChoice({ store }: { store: Pick<Store, "id" | "name" | "distanceKm"> }) {
  return (
    <li>
      <span>
        {store.name}
        {typeof store.distanceKm === "number" ? ` (${Math.round(store.distanceKm)} km)` : ""}
      </span>
      <StoreChoiceForm store={store} />
    </li>
  );
}

/** 'Choose' beside a locality found by postcode (the pickers' page without JavaScript): a form posting its id. */
export function LocalityChoiceForm({ locality }: { locality: Pick<Locality, "id" | "fullAddress"> }) {
  const action = usePickerAction();
  return (
    <action.Form method="post" action={PICKERS_PATH} onSubmit={action.onSubmit}>
      <input type="hidden" name={INTENT_FIELD} value={pickerIntents.location} />
      <input type="hidden" name={pickerFields.localityId} value={locality.id} />
      <ReturnToField />
      <Button
        type="submit"
        variant="secondary"
        size="xs"
        aria-label={`${storeTexts.choose} ${locality.fullAddress}`}
        disabled={action.pending}
      >
        {storeTexts.choose}
      </Button>
    </action.Form>
  );
}
