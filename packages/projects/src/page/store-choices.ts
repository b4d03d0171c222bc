import type { StoreSelectView } from "@storefront/api-client/stores";

/** A store to choose (spec 3 §3 store view: availableStores name, storeUri, subdivision). */
export interface StoreChoice {
  name: string;
  storeUri: string;
  subdivision: string;
}

/**
 * The stores staff choose from (the project details and the dashboard's search): the store view's
 * availableStores, else the nearby stores while the API does not answer them.
 */
export function storeChoices(view: StoreSelectView | undefined): StoreChoice[] {
  if (!view) return [];
  return (
    view.availableStores ??
    view.nearbyStores.map((store) => ({ name: store.name, storeUri: store.storeUri, subdivision: store.address.state }))
  );
}

/** The salespeople with a code (spec 3 §3 availableSalesPersons), those of `subdivision` when one is given. */
export function salespersonChoices(view: StoreSelectView | undefined, subdivision?: string) {
  return (view?.availableSalesPersons ?? []).filter((person) => person.code && (!subdivision || person.subdivision === subdivision));
}
