import {
  LOCATION_TYPEAHEAD_DEBOUNCE_MS,
  LOCATION_TYPEAHEAD_MAX_OPTIONS,
  LOCATION_TYPEAHEAD_MIN,
} from "@storefront/validation/search";
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";
import { focusRing } from "../internal/styles";
import { VisuallyHidden } from "../internal/VisuallyHidden";

/** spec 1 §2.7 and §8: what the list says when a search finds nothing. */
export const NO_RESULTS_TEXT = "No Results Found";

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
  autoFocus?: boolean;
  /** Hides the label visually, keeping it for screen readers. */
  hideLabel?: boolean;
}

type Status = "idle" | "loading" | "done";

const Wrapper = styled.div`
  position: relative;
  width: 100%;
`;

const Label = styled.label<{ $hidden: boolean }>`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ $hidden }) =>
    $hidden
      ? "position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;"
      : ""}
`;

const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};

  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }

  &:hover {
    border-color: ${({ theme }) => theme.color.text.default};
  }

  ${focusRing}
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  max-height: 320px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Listbox = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]}px 0;
  list-style: none;
`;

const Option = styled.li`
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  color: ${({ theme }) => theme.color.text.default};
  cursor: pointer;

  &:hover,
  &[aria-selected="true"] {
    background: ${({ theme }) => theme.color.surface.sunken};
  }

  &[aria-selected="true"] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.action.primary};
  }
`;

const Empty = styled.div`
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[3]}px`};
  color: ${({ theme }) => theme.color.text.default};

  > p {
    margin: 0;
  }

  > p + p {
    margin-top: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.color.feedback.error};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * An accessible combobox with a list of suggestions (WAI-ARIA combobox pattern): searches once
 * the query has `minChars` characters and the typing has paused for `debounceMs`, shows at most
 * `maxOptions`, and 'No Results Found' when nothing matches.
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
  autoFocus,
  hideLabel = false,
}: TypeaheadProps<T>) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listboxId = `${ownId}-listbox`;
  const [query, setQuery] = useState(defaultValue);
  const [options, setOptions] = useState<readonly T[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const latestRequest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (term: string) => {
    clearTimeout(timer.current);
    const request = ++latestRequest.current;
    if (term.trim().length < minChars) {
      setOptions([]);
      setStatus("idle");
      setOpen(false);
      return;
    }
    setStatus("loading");
    timer.current = setTimeout(async () => {
      try {
        const found = await onSearchRef.current(term.trim());
        if (request !== latestRequest.current) return;
        setOptions(found.slice(0, maxOptions));
      } catch {
        // A failed lookup reads as no results; the caller reports the error.
        if (request !== latestRequest.current) return;
        setOptions([]);
      }
      setStatus("done");
      setActiveIndex(-1);
      setOpen(true);
    }, debounceMs);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const choose = (option: T) => {
    clearTimeout(timer.current);
    latestRequest.current += 1;
    setQuery(getOptionLabel(option));
    setOptions([]);
    setStatus("idle");
    close();
    onSelect(option);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setActiveIndex(-1);
    search(event.target.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
        if (!open) {
          if (status === "done") setOpen(true);
          return;
        }
        event.preventDefault();
        if (count) setActiveIndex((index) => (index + 1) % count);
        return;
      case "ArrowUp":
        if (!open || !count) return;
        event.preventDefault();
        setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        return;
      case "Enter": {
        const option = open ? options[activeIndex] : undefined;
        if (option !== undefined) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          setQuery("");
          search("");
        }
        return;
      default:
    }
  };

  const expanded = open && status === "done";
  const activeId = expanded && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined;
  const announcement =
    status === "loading"
      ? "Searching"
      : expanded
        ? options.length
          ? `${options.length} results available`
          : NO_RESULTS_TEXT
        : "";

  return (
    <Wrapper>
      <Label htmlFor={inputId} $hidden={hideLabel}>
        {label}
      </Label>
      <Input
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        placeholder={placeholder}
        maxLength={maxLength}
        value={query}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the caller opens an editor on purpose
        autoFocus={autoFocus}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={close}
        onFocus={() => {
          if (status === "done") setOpen(true);
        }}
      />
      <Popup hidden={!expanded}>
        <Listbox id={listboxId} role="listbox" aria-label={label}>
          {expanded
            ? options.map((option, index) => (
                <Option
                  key={getOptionKey(option)}
                  id={`${listboxId}-${index}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  // Keeps focus in the field, so the click lands before blur closes the list.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  {renderOption ? renderOption(option) : getOptionLabel(option)}
                </Option>
              ))
            : null}
        </Listbox>
        {expanded && options.length === 0 ? (
          <Empty>
            <p>{NO_RESULTS_TEXT}</p>
            {noResultsHint ? <p>{noResultsHint}</p> : null}
          </Empty>
        ) : null}
      </Popup>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Wrapper>
  );
}
