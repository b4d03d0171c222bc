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
 * The handover once a load finishes. A submit wins: a focus's load may have finished first and
 * mounted the combobox before the shopper's Enter (on the plain field) had its own load finish.
 * Otherwise the first handover stays.
 */
export function handoverAfter<T extends SearchComboboxProps>(current: T | null, next: T): T {
  return next.submitOnMount ? next : (current ?? next);
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
  // What the shopper typed into the plain field, for the combobox as it mounts: text typed after
  // the load finished but before the combobox replaced the field is kept too.
  const [typed, setTyped] = useState<string | null>(null);
  const labelId = useId();
  const inputId = useId();

  /** Loads the combobox and hands over to it; `submitted` is the text the shopper submitted, read at once. */
  const activate = (submitted?: string) => {
    if (activating.current && submitted === undefined) return;
    activating.current = true;
    void loadCombobox().then((combobox) => {
      const input = inputRef.current;
      const focused = input !== null && document.activeElement === input;
      const next: Handover =
        submitted === undefined
          ? { combobox, initialTerm: input?.value ?? "", focusOnMount: focused }
          : { combobox, initialTerm: submitted, focusOnMount: true, submitOnMount: true };
      setHandover((current) => handoverAfter(current, next));
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
    const initialTerm = props.submitOnMount ? props.initialTerm : (typed ?? props.initialTerm);
    // A submit mounts a fresh combobox, which submits as it mounts.
    return <SearchCombobox key={props.submitOnMount ? "submitted" : "field"} {...props} initialTerm={initialTerm} />;
  }
  return (
    <SearchForm
      role="search"
      aria-label={searchTexts.formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        activate(inputRef.current?.value ?? "");
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
