import type { ListingQuery, ListingSort } from "@storefront/api-client/catalogue";
import { isCategoryPath, isSlug } from "../page/slug";

/** Products per listing page. */
export const LISTING_PAGE_SIZE = 24;

/**
 * The facet groups a shopper can filter by in the address (spec 3 §2: group=value pairs). Category
 * is a filter only on the all-products listing; elsewhere a category is a page of its own.
 */
export const FILTER_GROUPS = ["category", "brand", "price", "rating", "feature"] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

export const SORT_OPTIONS: readonly { value: ListingSort; label: string }[] = [
  { value: "relevance", label: "Most relevant" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "newest", label: "Newest" },
  { value: "rating", label: "Top rated" },
  { value: "discount", label: "Biggest saving" },
  { value: "name", label: "Name: A to Z" },
];

const SORTS = new Set<string>(SORT_OPTIONS.map((option) => option.value));
const MAX_PAGE = 1000;

/** A listing's filters, sort and page as the address holds them. */
export interface ListingState {
  /** A category path (`kitchen`, `kitchen/fridges`): all-products listing only. */
  category?: string;
  brand: string[];
  price: string[];
  /** 1 to 4: 'n stars and up'. */
  rating?: number;
  feature: string[];
  sort: ListingSort;
  page: number;
}

export const emptyListingState: ListingState = { brand: [], price: [], feature: [], sort: "relevance", page: 1 };

/** The values of a group, whether written as repeated pairs (brand=a&brand=b) or comma-joined; unusable values are dropped. */
function slugs(search: URLSearchParams, group: string): string[] {
  const values = search.getAll(group).flatMap((value) => value.split(","));
  return [...new Set(values.map((value) => value.trim().toLowerCase()).filter(isSlug))].sort();
}

/**
 * Reads the listing state of a scope from a query string; anything malformed falls back to the
 * default. The category is read only for the all-products listing.
 */
export function readListingState(search: URLSearchParams, scope?: ListingScope): ListingState {
  const rating = Number(search.get("rating"));
  const sort = search.get("sort") ?? "";
  const page = Number(search.get("page"));
  const category = (search.get("category") ?? "").trim().toLowerCase();
  return {
    category: scope?.type === "all" && isCategoryPath(category) ? category : undefined,
    brand: slugs(search, "brand"),
    price: slugs(search, "price"),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 4 ? rating : undefined,
    feature: slugs(search, "feature"),
    sort: SORTS.has(sort) ? (sort as ListingSort) : "relevance",
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * Writes the state back as group=value pairs, keeping any other parameter of the address.
 * Defaults are left out so the plain listing has a plain address.
 */
export function writeListingState(state: ListingState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const key of [...FILTER_GROUPS, "sort", "page"]) search.delete(key);
  if (state.category) search.set("category", state.category);
  for (const value of state.brand) search.append("brand", value);
  for (const value of state.price) search.append("price", value);
  if (state.rating) search.set("rating", String(state.rating));
  for (const value of state.feature) search.append("feature", value);
  if (state.sort !== "relevance") search.set("sort", state.sort);
  if (state.page > 1) search.set("page", String(state.page));
  return search;
}

/** The address's listing parameters; any other parameter is the address's own and is kept. */
const LISTING_PARAMS = new Set<string>([...FILTER_GROUPS, "sort", "page"]);

/** The address's parameters that are not the listing's (a campaign's, a region's), in their order. */
export function otherParams(search: URLSearchParams): [string, string][] {
  return [...search].filter(([name]) => !LISTING_PARAMS.has(name));
}

/** A form's fields as a query string, as the browser writes a GET form's submission. */
export function formSearch(form: HTMLFormElement): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") search.append(name, value);
  return search;
}

/**
 * The one address of a listing's query string (issue 40 item 2): its state as writeListingState
 * writes it, other parameters kept. A GET form's submission ('sort=relevance', the sort before the
 * filters) and the hydrated page's navigation reach the same address through it.
 */
export function normalListingSearch(search: URLSearchParams, scope?: ListingScope): URLSearchParams {
  return writeListingState(readListingState(search, scope), search);
}

function listingPairs(search: URLSearchParams): string {
  return [...search]
    .filter(([name]) => LISTING_PARAMS.has(name))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** Whether the listing parameters are written as normalListingSearch writes them (in its order, no defaults, nothing unusable). */
export function isNormalListingSearch(search: URLSearchParams, scope?: ListingScope): boolean {
  return listingPairs(search) === listingPairs(normalListingSearch(search, scope));
}

/** Whether two states show the same filters and sort (the page aside): what a form's fields can tell apart. */
export function sameChoices(one: ListingState, other: ListingState): boolean {
  return writeListingState({ ...one, page: 1 }).toString() === writeListingState({ ...other, page: 1 }).toString();
}

export function isFilterSelected(state: ListingState, group: FilterGroup, value: string): boolean {
  if (group === "rating") return String(state.rating ?? "") === value;
  if (group === "category") return state.category === value;
  return state[group].includes(value);
}

/** Category and rating are single choices: a listing has one category and one minimum rating. */
export function isSingleChoice(group: FilterGroup): group is "category" | "rating" {
  return group === "category" || group === "rating";
}

/** Ticks or unticks one value; category and rating are one choice at a time. Any change of filters goes back to page 1. */
export function toggleFilter(state: ListingState, group: FilterGroup, value: string): ListingState {
  if (group === "category") return { ...state, category: state.category === value ? undefined : value, page: 1 };
  if (group === "rating") {
    const rating = Number(value);
    return { ...state, rating: state.rating === rating ? undefined : rating, page: 1 };
  }
  const current = state[group];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value].sort();
  return { ...state, [group]: next, page: 1 };
}

export function clearFilters(state: ListingState): ListingState {
  return { ...emptyListingState, sort: state.sort };
}

export function hasFilters(state: ListingState): boolean {
  return state.brand.length + state.price.length + state.feature.length > 0 || state.rating !== undefined || state.category !== undefined;
}

/** What a listing page is of: a category path, a brand, a promotion, a search term or every product of the shop. */
export type ListingScope =
  { type: "category" | "brand" | "promotion"; uri: string } | { type: "search"; searchTerm: string } | { type: "all" };

/**
 * Which products the API lists. Every product of the shop narrowed to one category is that
 * category's listing, so the all-products listing's category filter asks for the category scope.
 */
function scopeQuery(scope: ListingScope, state: ListingState): ListingQuery {
  switch (scope.type) {
    case "search":
      return { type: "search", searchTerm: scope.searchTerm };
    case "all":
      return state.category ? { type: "category", uri: state.category } : { type: "all" };
    default:
      return { type: scope.type, uri: scope.uri };
  }
}

/** The API's listing query for a scope and state: lists comma-joined, defaults left out. */
export function toListingQuery(scope: ListingScope, state: ListingState, pageSize = LISTING_PAGE_SIZE): ListingQuery {
  const query = scopeQuery(scope, state);
  if (state.brand.length) query.brand = state.brand.join(",");
  if (state.price.length) query.price = state.price.join(",");
  if (state.rating) query.rating = state.rating;
  if (state.feature.length) query.feature = state.feature.join(",");
  if (state.sort !== "relevance") query.sort = state.sort;
  if (state.page > 1) query.page = state.page;
  query.pageSize = pageSize;
  return query;
}
