import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { TypeaheadField, TypeaheadInput, TypeaheadLabel, TypeaheadRoot } from "@storefront/ui-kit/typeahead";
import { SEARCH_MAX_LENGTH } from "@storefront/validation/search";
import { SearchForm, searchTexts, SearchSubmit } from "./search-parts";
import type { SearchComboboxProps } from "./SearchCombobox";

export { searchTexts };

type Combobox = ComponentType<SearchComboboxProps>;

/** The combobox, once loaded: later search bars (the mobile view, the next page) start with it. */
let loadedCombobox: Combobox | null = null;

function loadCombobox(): Promise<Combobox> {
  return import("./SearchCombobox").then((module) => (loadedCombobox = module.SearchCombobox));
}

interface Handover extends SearchComboboxProps {
  combobox: Combobox;
}

/**
 * The search bar (spec 1 §2.10, §4, §5). The page starts with a plain field of the same look and
 * names, and the combobox (suggestions, keyboard choice, the search calls: SearchCombobox.tsx) loads
 * when the shopper first points at, focuses, types in or submits it; what they typed, their focus
 * and a submit carry over. Most pages are left without ever searching, so the combobox and its
 * library stay out of their first load (issue 17 item 3).
 */
export function SearchBar({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const [handover, setHandover] = useState<Handover | null>(() => (loadedCombobox ? { combobox: loadedCombobox, focusOnMount } : null));
  const inputRef = useRef<HTMLInputElement>(null);
  const activating = useRef(false);
  const labelId = useId();
  const inputId = useId();

  const activate = (submitOnMount = false) => {
    if (activating.current && !submitOnMount) return;
    activating.current = true;
    void loadCombobox().then((combobox) => {
      const input = inputRef.current;
      const focused = input !== null && document.activeElement === input;
      setHandover({ combobox, initialTerm: input?.value ?? "", focusOnMount: focused || submitOnMount, submitOnMount });
    });
  };

  useEffect(() => {
    if (!focusOnMount || handover) return;
    inputRef.current?.focus();
    activate();
    // Once: the mobile search view opened on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (handover) {
    const { combobox: SearchCombobox, ...props } = handover;
    return <SearchCombobox {...props} />;
  }
  return (
    <SearchForm
      role="search"
      aria-label={searchTexts.formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        activate(true);
      }}
    >
      <TypeaheadRoot>
        <TypeaheadLabel id={labelId} htmlFor={inputId} $hidden>
          {searchTexts.label}
        </TypeaheadLabel>
        <TypeaheadField $shape="pill">
          <TypeaheadInput
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            role="combobox"
            aria-labelledby={labelId}
            aria-autocomplete="list"
            aria-expanded={false}
            autoComplete="off"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={searchTexts.placeholder}
            onPointerEnter={() => void loadCombobox()}
            onFocus={() => activate()}
            onInput={() => activate()}
          />
          <SearchSubmit />
        </TypeaheadField>
      </TypeaheadRoot>
    </SearchForm>
  );
}
