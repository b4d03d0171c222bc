import { LOCATION_TYPEAHEAD_DEBOUNCE_MS, LOCATION_TYPEAHEAD_MAX_OPTIONS, LOCATION_TYPEAHEAD_MIN } from "@storefront/validation/search";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { TypeaheadField, TypeaheadInput, TypeaheadLabel, TypeaheadRoot } from "./TypeaheadField";
import { resultsAnnouncement, TypeaheadMenu } from "./TypeaheadParts";
import { useTypeahead } from "./useTypeahead";
import { useTypeaheadSearch } from "./useTypeaheadSearch";

export interface TypeaheadProps<T> {
  /** The visible label, e.g. 'Delivery Postcode'. */
  label: string;
  placeholder?: string;
  /**
   * Finds options for a query. The kit never fetches: the caller passes its query function and
   * the Typeahead debounces it, drops stale answers and shows the newest.
   */
  onSearch: (query: string) => Promise<readonly T[]> | readonly T[];
  onSelect: (option: T) => void;
  getOptionLabel: (option: T) => string;
  getOptionKey?: (option: T) => string;
  renderOption?: (option: T) => ReactNode;
  /** spec 1 §5 and §9: at least 2 characters, 400 ms wait, up to 100 options. */
  minChars?: number;
  debounceMs?: number;
  maxOptions?: number;
  /** A second line under 'No Results Found', e.g. "*We can't ship to your location". */
  noResultsHint?: ReactNode;
  /** The text in the field at first. */
  defaultValue?: string;
  maxLength?: number;
  id?: string;
  name?: string;
  /** Puts focus in the field on mount, as when the location picker switches to edit mode. */
  focusOnMount?: boolean;
  /** Hides the label visually, keeping it for screen readers. */
  hideLabel?: boolean;
}

/**
 * A combobox with a list of suggestions (WAI-ARIA combobox pattern, Downshift's behaviour):
 * searches once the query has `minChars` characters and the typing has paused for `debounceMs`,
 * shows at most `maxOptions`, 'No Results Found' when nothing matches, and announces the count.
 */
export function Typeahead<T>({
  label,
  placeholder,
  onSearch,
  onSelect,
  getOptionLabel,
  getOptionKey = getOptionLabel,
  renderOption,
  minChars = LOCATION_TYPEAHEAD_MIN,
  debounceMs = LOCATION_TYPEAHEAD_DEBOUNCE_MS,
  maxOptions = LOCATION_TYPEAHEAD_MAX_OPTIONS,
  noResultsHint,
  defaultValue = "",
  maxLength,
  id,
  name,
  focusOnMount = false,
  hideLabel = false,
}: TypeaheadProps<T>) {
  const [query, setQuery] = useState(defaultValue);
  const { options, status, search, reset } = useTypeaheadSearch({ onSearch, minChars, debounceMs, maxOptions });
  const done = status === "done";
  const combobox = useTypeahead<T>({
    items: done ? options : [],
    itemToString: getOptionLabel,
    inputValue: query,
    hasContent: done,
    inputId: id,
    onInputValueChange: (value, { chosen }) => {
      setQuery(value);
      // The chosen option's label fills the field: that is not a query.
      if (!chosen) search(value);
    },
    onSelect: (option) => {
      reset();
      onSelect(option);
    },
  });
  const inputRef = useRef<HTMLInputElement>(null);
  // The caller opens an editor on purpose (the location picker's edit mode): the field is where
  // the shopper types next.
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const expanded = combobox.isOpen;
  const announcement = status === "loading" ? "Searching" : expanded ? resultsAnnouncement(options.length) : "";

  return (
    <TypeaheadRoot>
      <TypeaheadLabel {...combobox.getLabelProps()} $hidden={hideLabel}>
        {label}
      </TypeaheadLabel>
      <TypeaheadField>
        <TypeaheadInput {...combobox.getInputProps({ ref: inputRef, name, placeholder, maxLength, type: "text" })} />
      </TypeaheadField>
      <TypeaheadMenu
        combobox={combobox}
        expanded={expanded}
        options={options}
        optionKey={getOptionKey}
        renderOption={renderOption ?? getOptionLabel}
        noResultsHint={noResultsHint}
        announcement={announcement}
      />
    </TypeaheadRoot>
  );
}
