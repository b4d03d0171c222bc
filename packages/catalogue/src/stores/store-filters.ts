import type { Store } from "@storefront/api-client/stores";

/** The store list's filters as the address keeps them: ?state=VIC&q=rich. */
export interface StoreFilterState {
  state: string;
  q: string;
}

export function readStoreFilters(search: URLSearchParams): StoreFilterState {
  return { state: (search.get("state") ?? "").trim(), q: (search.get("q") ?? "").trim().slice(0, 60) };
}

export function writeStoreFilters(filters: StoreFilterState): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.state) search.set("state", filters.state);
  if (filters.q.trim()) search.set("q", filters.q.trim());
  return search;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

/** Stores in a state (or region) whose name, suburb or postcode contains the text, by name. */
export function filterStores(stores: readonly Store[], filters: StoreFilterState): Store[] {
  const text = normalise(filters.q.trim());
  return stores
    .filter((store) => !filters.state || store.address.state === filters.state)
    .filter((store) => !text || [store.name, store.address.suburb, store.address.postcode].some((field) => normalise(field).includes(text)))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The states (regions in NZ) that have stores, in order. */
export function storeStates(stores: readonly Store[]): string[] {
  return [...new Set(stores.map((store) => store.address.state))].sort();
}
