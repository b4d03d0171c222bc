export { Typeahead, type TypeaheadProps } from "./Typeahead";
export {
  NO_RESULTS_TEXT,
  resultsAnnouncement,
  TypeaheadEmpty,
  TypeaheadField,
  TypeaheadGroup,
  TypeaheadInput,
  TypeaheadLabel,
  TypeaheadListbox,
  TypeaheadOption,
  TypeaheadPopup,
  TypeaheadRoot,
  TypeaheadStatus,
} from "./TypeaheadParts";
export { useTypeahead, type UseTypeaheadOptions } from "./useTypeahead";
export { useTypeaheadSearch, type TypeaheadSearchStatus, type UseTypeaheadSearchOptions } from "./useTypeaheadSearch";
