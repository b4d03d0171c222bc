export { Typeahead, type TypeaheadProps } from "./Typeahead";
export { TypeaheadField, TypeaheadInput, TypeaheadLabel, TypeaheadRoot } from "./TypeaheadField";
export {
  NO_RESULTS_TEXT,
  resultsAnnouncement,
  TypeaheadEmpty,
  TypeaheadGroup,
  TypeaheadListbox,
  TypeaheadMenu,
  type TypeaheadMenuProps,
  TypeaheadOption,
  TypeaheadPopup,
  TypeaheadStatus,
} from "./TypeaheadParts";
export { useTypeahead, type UseTypeaheadOptions } from "./useTypeahead";
export { useTypeaheadSearch, type TypeaheadSearchStatus, type UseTypeaheadSearchOptions } from "./useTypeaheadSearch";
