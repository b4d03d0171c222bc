/** spec 1 §5 and §9, spec 3 §5: search input limits. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** spec 1 §5: suggestions wait 300 ms, 500 ms in the search bar. */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 300;
export const SEARCH_BAR_DEBOUNCE_MS = 500;
/** spec 1 §9: blur clears the input after 200 ms. */
export const SEARCH_BLUR_CLEAR_MS = 200;

/** spec 1 §5 and §9: the location typeahead starts at 2 characters, waits 400 ms, shows up to 100 options. */
export const LOCATION_TYPEAHEAD_MIN = 2;
export const LOCATION_TYPEAHEAD_DEBOUNCE_MS = 400;
export const LOCATION_TYPEAHEAD_MAX_OPTIONS = 100;

// Characters that become spaces first (spec 1 §5: > < ; and ..).
const TO_SPACE = /\.\.|[<>;]/g;
// Everything else except letters, digits, hyphen, underscore, plus, dot, slash and space is dropped.
const DROPPED = /[^\p{L}\p{Nd}\-_+./ ]/gu;

/**
 * The spec's search-term sanitiser (spec 1 §5, spec 3 §5): '>', '<', ';' and '..' become
 * spaces, then anything other than letters, digits, '-', '_', '+', '.', '/' and spaces is
 * dropped, and the term is trimmed. Whitespace of any kind counts as a space. Dropping a
 * character can bring two dots together, so '..' is replaced again until none is left: the
 * result never contains '..'. Not URL-encoded; see `encodeSearchTerm`.
 */
export function sanitiseSearchTerm(term: string): string {
  let text = term.replace(/\s/g, " ").replace(TO_SPACE, " ").replace(DROPPED, "");
  while (text.includes("..")) text = text.replace(TO_SPACE, " ");
  return text.trim();
}

/** The sanitised term, URL-encoded for a path segment or query value. */
export function encodeSearchTerm(term: string): string {
  return encodeURIComponent(sanitiseSearchTerm(term));
}

/**
 * Whether a term is worth a search: its sanitised, trimmed form has at least 2 and at most 100
 * characters. Shorter terms clear the results; an empty one does nothing (spec 1 §4 and §5).
 */
export function isSearchable(term: string): boolean {
  const length = sanitiseSearchTerm(term).length;
  return length >= SEARCH_MIN_LENGTH && length <= SEARCH_MAX_LENGTH;
}

/** spec 1 §5: the location typeahead looks up once the trimmed query has 2 characters. */
export function isLocationQueryReady(query: string): boolean {
  return query.trim().length >= LOCATION_TYPEAHEAD_MIN;
}
