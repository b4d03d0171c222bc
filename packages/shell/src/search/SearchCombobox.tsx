import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate, useNavigation } from "react-router";
import { useProductSuggestions, useSiteSearch, type ProductSuggestion } from "@storefront/api-client/search";
import { errorMessage } from "@storefront/api-client/http";
import { useBrand } from "@storefront/ui-kit/brand";
import { Loader } from "@storefront/ui-kit/loader";
import {
  resultsAnnouncement,
  TypeaheadField,
  TypeaheadInput,
  TypeaheadLabel,
  TypeaheadRoot,
  TypeaheadStatus,
  useTypeahead,
} from "@storefront/ui-kit/typeahead";
import { isSearchable, SEARCH_BAR_DEBOUNCE_MS, SEARCH_BLUR_CLEAR_MS, SEARCH_MAX_LENGTH } from "@storefront/validation/search";
import { inAppPath, searchForm } from "@storefront/page-kit/links";
import { useSession } from "@storefront/page-kit/use-session";
import { useMediaQuery } from "../util/useMediaQuery";
import { fromProductSearch, limitSuggestions, suggestionCount, thumbnailSize } from "./search-rules";
import { SearchForm, SearchProblem, searchTexts, Spinner, SearchSubmit, useSearchSubmit } from "./search-parts";
import { SearchSuggestions } from "./SearchSuggestions";
import { useVariantBucket } from "../variant-test";

/** The variant test of the suggestions' order (seeded by the API: original, products-first, terms-first). */
export const SEARCH_SUGGESTIONS_TEST = "search-suggestions";
import { useDebouncedValue } from "./useDebouncedValue";

/** spec 1 §2.2: an in-app address navigates inside the app; anything else is a page load. */
function useGoTo() {
  const navigate = useNavigate();
  return (url: string) => {
    const path = inAppPath(url, window.location.host);
    if (path !== null) void navigate(path);
    else window.location.assign(url);
  };
}

/**
 * The search bar (spec 1 §2.10, §4, §5), a combobox on the kit's Typeahead: at most 100
 * characters; suggestions 500 ms after typing stops, from 2 characters, as a listbox of options
 * (terms, then products with thumbnails) whose count is announced; result counts per brand and
 * width; Escape clears at once and blur after 200 ms; choosing an option goes to its page; submit
 * is the search form's GET to the search route, through the router, whose loader goes where the
 * search service says (issue 40 item 2); the spinner shows until it answers.
 */
export interface SearchComboboxProps {
  /** Focus the field when it mounts (the mobile search view, or the field the shopper had focused). */
  focusOnMount?: boolean;
  /** What the field holds when it mounts: the text typed into the field it replaces. */
  initialTerm?: string;
}

export function SearchCombobox({ focusOnMount = false, initialTerm = "" }: SearchComboboxProps) {
  const { features, country, currency } = useBrand();
  const goTo = useGoTo();
  const submitSearch = useSearchSubmit();
  const navigation = useNavigation();
  const [term, setTerm] = useState(initialTerm.slice(0, SEARCH_MAX_LENGTH));
  // The search form's submission, until its loader answers with the destination.
  const submitting = navigation.state !== "idle" && navigation.location.pathname === searchForm.action;
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const debounced = useDebouncedValue(term, SEARCH_BAR_DEBOUNCE_MS);
  const wide = useMediaQuery("(min-width: 975px)");
  const furniture = features.searchVariant === "furniture";
  const searchable = isSearchable(debounced) && isSearchable(term);
  // spec 1 §6: a signed-in user's search sends wid=true on this call (the API shows SKUs to staff only).
  const { loggedIn } = useSession();
  const site = useSiteSearch("f", furniture || !searchable ? "" : debounced, { signedIn: loggedIn });
  const products = useProductSuggestions(furniture && searchable ? debounced : "");
  const answer = furniture ? fromProductSearch(products.data) : (site.data?.suggestions ?? []);
  const loading = (furniture ? products.isFetching : site.isFetching) || submitting;
  // spec 3 §8: a failed search is logged and raised as a message (the generic text of its status, spec 1 §8), not swallowed.
  const failure = searchable ? (furniture ? products.error : site.error) : null;
  useEffect(() => {
    if (failure) console.error("search suggestions failed", failure);
  }, [failure]);
  // spec 1 §4: results clear when the keyword is shorter than the minimum.
  const suggestions = searchable ? limitSuggestions(answer, suggestionCount(features, wide)) : { terms: [], products: [] };
  // The seeded variant test 'search-suggestions' (spec 1 §7): asked for once the shopper has typed
  // a searchable term; 'products-first' lists the products above the terms.
  const productsFirst = useVariantBucket(SEARCH_SUGGESTIONS_TEST, searchable) === "products-first";
  const options: ProductSuggestion[] = productsFirst
    ? [...suggestions.products, ...suggestions.terms]
    : [...suggestions.terms, ...suggestions.products];

  const combobox = useTypeahead<ProductSuggestion>({
    items: options,
    itemToString: (item) => item.text,
    inputValue: term,
    onInputValueChange: (value) => setTerm(value.slice(0, SEARCH_MAX_LENGTH)),
    onSelect: (item) => goTo(item.url),
    hasContent: options.length > 0,
    // The field keeps what the shopper typed; the option's page opens.
    fillOnSelect: false,
    // Text typed into the field this one replaced gets its suggestions as typing would.
    initialOpen: focusOnMount && initialTerm.length > 0,
  });

  useEffect(() => () => clearTimeout(blurTimer.current), []);
  // Before the next keystroke can land elsewhere: the mobile search view opens on purpose, and the
  // field this one replaces had the shopper's focus; the caret goes after their text.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!focusOnMount || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [focusOnMount]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Text typed before the page finished loading is in the field but not yet in state.
    submitSearch(event, term || String(new FormData(event.currentTarget).get(searchForm.termField) ?? ""));
  };

  return (
    <SearchForm onSubmit={onSubmit}>
      <TypeaheadRoot>
        <TypeaheadLabel {...combobox.getLabelProps()} $hidden>
          {searchTexts.label}
        </TypeaheadLabel>
        <TypeaheadField $shape="pill">
          <TypeaheadInput
            {...combobox.getInputProps({
              ref: inputRef,
              type: "search",
              name: searchForm.termField,
              maxLength: SEARCH_MAX_LENGTH,
              placeholder: searchTexts.placeholder,
              // The field's text in state at once, in the keystroke's own update: Downshift reports it
              // from an effect, whose update React runs later, and a key pressed before then (a slow
              // phone, a page still hydrating) typed onto the old text and lost the one before.
              onChange: (event) => setTerm(event.currentTarget.value.slice(0, SEARCH_MAX_LENGTH)),
              onFocus: () => clearTimeout(blurTimer.current),
              onBlur: (event) => {
                // Moving to the submit button keeps the text; anywhere else clears it after 200 ms.
                if (event.relatedTarget instanceof Node && event.currentTarget.form?.contains(event.relatedTarget)) return;
                blurTimer.current = setTimeout(() => setTerm(""), SEARCH_BLUR_CLEAR_MS);
              },
              onKeyDown: (event) => {
                // spec 1 §4: Escape clears the input at once.
                if (event.key === "Escape") setTerm("");
              },
            })}
          />
          {loading ? (
            <Spinner>
              <Loader size="small" label="Searching" />
            </Spinner>
          ) : null}
          <SearchSubmit />
        </TypeaheadField>
        <SearchSuggestions
          combobox={combobox}
          terms={suggestions.terms}
          products={suggestions.products}
          productsFirst={productsFirst}
          thumbnail={thumbnailSize(wide)}
          currency={currency}
          country={country}
        />
        {failure ? <SearchProblem>{errorMessage(failure)}</SearchProblem> : null}
        <TypeaheadStatus>{combobox.isOpen ? resultsAnnouncement(options.length) : ""}</TypeaheadStatus>
      </TypeaheadRoot>
    </SearchForm>
  );
}
