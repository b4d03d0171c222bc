import {
  COOKING_DEMO_PAGE_SIZE,
  type CookingDemo,
  type CookingDemoFilter,
  type CookingDemoType,
  type SortDirectionValue,
} from "@storefront/api-client/cooking-demos";
import { isSlug } from "../page/slug";

/** spec 1 §3: cooking demo types: all (empty), PrePurchaseOnly 0, PostPurchaseOnly 1, OpenToEveryone 2. */
export const DEMO_TYPE_OPTIONS: readonly { value: "" | CookingDemoType; label: string }[] = [
  { value: "", label: "All demos" },
  { value: 0, label: "Before you buy" },
  { value: 1, label: "After you buy" },
  { value: 2, label: "Open to everyone" },
];

/** The sub-event types the commerce API knows. */
export const SUB_EVENT_TYPES = ["Masterclass", "Product Demonstration", "Cooking Class", "Virtual Demo"] as const;

/** spec 1 §3: sort direction None 0, Ascending 1, Descending 2. */
export const DEMO_SORT_OPTIONS: readonly { value: SortDirectionValue; label: string }[] = [
  { value: 0, label: "Soonest first" },
  { value: 1, label: "Date: earliest first" },
  { value: 2, label: "Date: latest first" },
];

/** spec 1 §3: availability kinds. */
export const AVAILABILITY = { Available: 0, WaitList: 1, ContactStore: 2 } as const;

/** The cooking demo filter of spec 1 §3 as the address keeps it. */
export interface DemoFilterState {
  storeUri: string;
  brand: string;
  cookingDemoType: "" | CookingDemoType;
  cookingDemoSubEventType: string;
  /** YYYY-MM-DD or empty (the API starts today). */
  startDate: string;
  endDate: string;
  sortDirection: SortDirectionValue;
  pageNo: number;
}

export const emptyDemoFilter: DemoFilterState = {
  storeUri: "",
  brand: "",
  cookingDemoType: "",
  cookingDemoSubEventType: "",
  startDate: "",
  endDate: "",
  sortDirection: 0,
  pageNo: 1,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Reads the filter from a query string; values the API would refuse fall back to their defaults. */
export function readDemoFilter(search: URLSearchParams): DemoFilterState {
  const storeUri = (search.get("storeUri") ?? "").toLowerCase();
  const brand = (search.get("brand") ?? "").toLowerCase().trim().replace(/\s+/g, "-");
  const type = search.get("cookingDemoType") ?? "";
  const subEvent = search.get("cookingDemoSubEventType") ?? "";
  const startDate = search.get("startDate") ?? "";
  const endDate = search.get("endDate") ?? "";
  const sort = Number(search.get("sortDirection"));
  const page = Number(search.get("pageNo"));
  const validStart = isRealDate(startDate) ? startDate : "";
  const validEnd = isRealDate(endDate) && (!validStart || endDate >= validStart) ? endDate : "";
  return {
    storeUri: isSlug(storeUri) ? storeUri : "",
    brand: isSlug(brand) ? brand : "",
    cookingDemoType: type === "0" || type === "1" || type === "2" ? (Number(type) as CookingDemoType) : "",
    cookingDemoSubEventType: (SUB_EVENT_TYPES as readonly string[]).includes(subEvent) ? subEvent : "",
    startDate: validStart,
    endDate: validEnd,
    sortDirection: sort === 1 || sort === 2 ? sort : 0,
    pageNo: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** Writes the filter back, leaving defaults out. */
export function writeDemoFilter(state: DemoFilterState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.storeUri) search.set("storeUri", state.storeUri);
  if (state.brand) search.set("brand", state.brand);
  if (state.cookingDemoType !== "") search.set("cookingDemoType", String(state.cookingDemoType));
  if (state.cookingDemoSubEventType) search.set("cookingDemoSubEventType", state.cookingDemoSubEventType);
  if (state.startDate) search.set("startDate", state.startDate);
  if (state.endDate) search.set("endDate", state.endDate);
  if (state.sortDirection) search.set("sortDirection", String(state.sortDirection));
  if (state.pageNo > 1) search.set("pageNo", String(state.pageNo));
  return search;
}

/** A change of any filter goes back to the first page. */
export function changeDemoFilter(state: DemoFilterState, change: Partial<Omit<DemoFilterState, "pageNo">>): DemoFilterState {
  return { ...state, ...change, pageNo: 1 };
}

export function hasDemoFilters(state: DemoFilterState): boolean {
  const { sortDirection: _sort, pageNo: _page, ...filters } = state;
  return Object.values(filters).some((value) => value !== "");
}

/** The API's filter (spec 1 §3 and §7): empties left out, brand lowercased, 12 per page. */
export function toCookingDemoFilter(state: DemoFilterState): CookingDemoFilter {
  const filter: CookingDemoFilter = { pageNo: state.pageNo, sortDirection: state.sortDirection, recordsPerPage: COOKING_DEMO_PAGE_SIZE };
  if (state.storeUri) filter.storeUri = state.storeUri;
  if (state.brand) filter.brand = state.brand.toLowerCase();
  if (state.cookingDemoType !== "") filter.cookingDemoType = state.cookingDemoType;
  if (state.cookingDemoSubEventType) filter.cookingDemoSubEventType = state.cookingDemoSubEventType;
  if (state.startDate) filter.startDate = state.startDate;
  if (state.endDate) filter.endDate = state.endDate;
  return filter;
}

export type DemoAction = "rsvp" | "booking" | "waitList" | "contactStore";

/**
 * What a shopper can do for a demo, by availability kind (spec 1 §3): a free demo with places is
 * an RSVP, a paid one a booking; a full one has a wait list; 'contact store' means calling.
 */
export function demoActionOf(demo: Pick<CookingDemo, "availability" | "price" | "placesLeft">): DemoAction {
  if (demo.availability === AVAILABILITY.ContactStore) return "contactStore";
  if (demo.availability === AVAILABILITY.WaitList || demo.placesLeft <= 0) return "waitList";
  return demo.price > 0 ? "booking" : "rsvp";
}

export const DEMO_ACTION_LABELS: Record<DemoAction, string> = {
  rsvp: "RSVP",
  booking: "Book a place",
  waitList: "Join the wait list",
  contactStore: "Contact the store",
};
