import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { TypeaheadField, TypeaheadInput, TypeaheadLabel, TypeaheadRoot } from "@storefront/ui-kit/typeahead";
import { searchForm } from "@storefront/page-kit/links";
import { SEARCH_MAX_LENGTH } from "@storefront/validation/search";
import { SearchForm, searchTexts, SearchSubmit, useSearchSubmit } from "./search-parts";
import type { SearchComboboxProps } from "./SearchCombobox";

export { searchTexts };

type Combobox = ComponentType<SearchComboboxProps>;

/** The combobox, once loaded: later search bars (the mobile view, the next page) start with it. */
let loadedCombobox: Combobox | null = null;

function loadCombobox(): Promise<Combobox> {
  return import("./SearchCombobox").then((module) => (loadedCombobox = module.SearchCombobox));
}

/**
 * Tests only: forgets the loaded combobox, so the next bar starts as a page's first one does (the
 * suites share their modules between files, and a bar rendered after one that loaded it would
 * start as the combobox).
 */
export function forgetLoadedCombobox(): void {
  loadedCombobox = null;
}

interface Handover extends SearchComboboxProps {
  combobox: Combobox;
}

/**
 * The search bar (spec 1 §2.10, §4, §5). The page starts with a plain field of the same look and
 * names, and the combobox (suggestions, keyboard choice, the search calls: SearchCombobox.tsx) loads
 * when the shopper first points at, focuses or types in it; what they typed and their focus carry
 * over. Most pages are left without ever searching, so the combobox and its library stay out of
 * their first load (issue 17 item 3).
 *
 * Both are a GET form to the search route (issue 40 item 2): Enter before the page has hydrated,
 * or without JavaScript, is the browser's own submission; once hydrated the form submits through
 * the router. Text typed or a focus given before the page hydrated loads the combobox as the page
 * hydrates, so that text gets its suggestions (issue 40 item 3).
 */
export function SearchBar({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const [handover, setHandover] = useState<Handover | null>(() => (loadedCombobox ? { combobox: loadedCombobox, focusOnMount } : null));
  const inputRef = useRef<HTMLInputElement>(null);
  const activating = useRef(false);
  const submitSearch = useSearchSubmit();
  // What the shopper typed into the plain field, for the combobox as it mounts: text typed after
  // the load finished but before the combobox replaced the field is kept too.
  const [typed, setTyped] = useState<string | null>(null);
  const labelId = useId();
  const inputId = useId();

  /** Loads the combobox and hands over to it with the field's text and focus as they are when it arrives. */
  const activate = () => {
    if (activating.current) return;
    activating.current = true;
    void loadCombobox().then((combobox) => {
      const input = inputRef.current;
      const focused = input !== null && document.activeElement === input;
      setHandover((current) => current ?? { combobox, initialTerm: input?.value ?? "", focusOnMount: focused });
    });
  };

  useEffect(() => {
    if (handover) return;
    const input = inputRef.current;
    if (focusOnMount) {
      // The mobile search view opened on purpose.
      input?.focus();
      activate();
    } else if (input && (input.value !== "" || document.activeElement === input)) {
      // Typed into or focused before the page hydrated: no event of ours saw it.
      activate();
    }
    // Once, as the bar mounts (or hydrates).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (handover) {
    const { combobox: SearchCombobox, ...props } = handover;
    return <SearchCombobox {...props} initialTerm={typed ?? props.initialTerm} />;
  }
  return (
    <SearchForm onSubmit={(event) => submitSearch(event, inputRef.current?.value ?? "")}>
      <TypeaheadRoot>
        <TypeaheadLabel id={labelId} htmlFor={inputId} $hidden>
          {searchTexts.label}
        </TypeaheadLabel>
        <TypeaheadField $shape="pill">
          <TypeaheadInput
            ref={inputRef}
            id={inputId}
            type="search"
            name={searchForm.termField}
            role="combobox"
            aria-labelledby={labelId}
            aria-autocomplete="list"
            aria-expanded={false}
            autoComplete="off"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={searchTexts.placeholder}
            onPointerEnter={() => void loadCombobox()}
            onFocus={() => activate()}
            onInput={(event) => {
              setTyped(event.currentTarget.value);
              activate();
            }}
          />
          <SearchSubmit />
        </TypeaheadField>
      </TypeaheadRoot>
    </SearchForm>
  );
}
