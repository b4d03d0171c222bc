import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { getProductSearchUrl, getSiteSearchUrl, useProductSuggestions, useSiteSearch } from "@storefront/api-client/search";
import { useApiClient } from "@storefront/api-client/react";
import { useBrand } from "@storefront/ui-kit/brand";
import { Loader } from "@storefront/ui-kit/loader";
import { formatPrice } from "@storefront/validation/price";
import { isSearchable, sanitiseSearchTerm, SEARCH_BAR_DEBOUNCE_MS, SEARCH_BLUR_CLEAR_MS, SEARCH_MAX_LENGTH } from "@storefront/validation/search";
import { inAppPath } from "../links";
import { SmartLink } from "../util/SmartLink";
import { useMediaQuery } from "../util/useMediaQuery";
import { fromProductSearch, limitSuggestions, suggestionCount, thumbnailSize } from "./search-rules";
import { useDebouncedValue } from "./useDebouncedValue";

const Form = styled.form`
  position: relative;
  flex: 1 1 320px;
  min-width: 0;
  max-width: 640px;
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
    outline-offset: 1px;
  }

  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[4]}px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: inherit;
    font: inherit;
    outline: none;
  }

  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[4]}px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.color.action.primary};
    color: ${({ theme }) => theme.color.action.primaryText};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }
`;

const Label = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Dropdown = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  max-height: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]}px 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h3 {
    margin: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px ${theme.space[1]}px`};
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.letterSpacing.caps};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
    color: inherit;
    text-decoration: none;
  }

  a:hover,
  a:focus {
    background: ${({ theme }) => theme.color.surface.sunken};
  }

  img {
    flex: none;
    object-fit: contain;
  }
`;

const ProductPrice = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.text.price};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Spinner = styled.span`
  display: inline-flex;
  padding: 0 ${({ theme }) => theme.space[2]}px;
`;

export const searchTexts = {
  label: "Search",
  placeholder: "Search products, brands and more",
  submit: "Search",
  suggestions: "Suggestions",
  products: "Products",
} as const;

/**
 * The search bar (spec 1 §2.10, §4, §5): at most 100 characters; suggestions 500 ms after typing
 * stops, from 2 characters; result counts per brand and width; Escape clears at once and blur
 * after 200 ms; submit goes where the search service says. A failed call only stops the spinner.
 */
export function SearchBar({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { features, country, currency } = useBrand();
  const client = useApiClient();
  const navigate = useNavigate();
  const id = useId();
  const [term, setTerm] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [focused, setFocused] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const debounced = useDebouncedValue(term, SEARCH_BAR_DEBOUNCE_MS);
  const wide = useMediaQuery("(min-width: 975px)");
  const furniture = features.searchVariant === "furniture";
  const searchable = isSearchable(debounced) && isSearchable(term);
  const site = useSiteSearch("f", furniture || !searchable ? "" : debounced);
  const products = useProductSuggestions(furniture && searchable ? debounced : "");
  const answer = furniture ? fromProductSearch(products.data) : (site.data?.suggestions ?? []);
  const loading = (furniture ? products.isFetching : site.isFetching) || submitting;
  const count = suggestionCount(features, wide);
  const thumb = thumbnailSize(wide);
  // spec 1 §4: results clear when the keyword is shorter than the minimum.
  const { terms, products: productSuggestions } = searchable ? limitSuggestions(answer, count) : { terms: [], products: [] };
  const open = focused && searchable && (terms.length > 0 || productSuggestions.length > 0);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const clear = () => {
    setTerm("");
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Text typed before the page finished loading is in the field but not yet in state.
    const typed = term || String(new FormData(event.currentTarget as HTMLFormElement).get("q") ?? "");
    const keyword = sanitiseSearchTerm(typed.trim());
    if (!keyword || submitting) return;
    setSubmitting(true);
    try {
      const { url } = furniture ? await getProductSearchUrl(client, keyword) : await getSiteSearchUrl(client, keyword);
      const path = inAppPath(url, window.location.host);
      setFocused(false);
      if (path !== null) void navigate(path);
      else window.location.assign(url);
    } catch {
      // spec 1 §4: a failed search call only stops the spinner.
    } finally {
      setSubmitting(false);
    }
  };

  const listId = `${id}-suggestions`;
  return (
    <Form role="search" onSubmit={onSubmit} aria-label="Site search">
      <Label htmlFor={`${id}-input`}>{searchTexts.label}</Label>
      <Field>
        <input
          id={`${id}-input`}
          type="search"
          name="q"
          value={term}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={searchTexts.placeholder}
          autoComplete="off"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the mobile search view opens on purpose
          autoFocus={focusOnMount}
          aria-controls={listId}
          aria-expanded={open}
          aria-autocomplete="list"
          role="combobox"
          onChange={(event) => setTerm(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setFocused(true);
          }}
          onBlur={(event) => {
            // Focus moving into the suggestions keeps them; anywhere else clears after 200 ms.
            if (event.relatedTarget instanceof Node && event.currentTarget.form?.contains(event.relatedTarget)) return;
            blurTimer.current = setTimeout(() => {
              setFocused(false);
              clear();
            }, SEARCH_BLUR_CLEAR_MS);
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              clear();
            }
          }}
        />
        {loading ? (
          <Spinner>
            <Loader size="small" label="Searching" />
          </Spinner>
        ) : null}
        <button type="submit">{searchTexts.submit}</button>
      </Field>
      <Dropdown id={listId} hidden={!open} data-country={country}>
        {terms.length > 0 ? (
          <section aria-label={searchTexts.suggestions}>
            <h3>{searchTexts.suggestions}</h3>
            <ul>
              {terms.map((item) => (
                <li key={`t-${item.url}-${item.text}`}>
                  <SmartLink href={item.url} onClick={() => setFocused(false)}>
                    {item.text}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {productSuggestions.length > 0 ? (
          <section aria-label={searchTexts.products}>
            <h3>{searchTexts.products}</h3>
            <ul>
              {productSuggestions.map((item) => (
                <li key={`p-${item.url}`}>
                  <SmartLink href={item.url} onClick={() => setFocused(false)}>
                    {item.imageUrl ? <img src={item.imageUrl} alt="" width={thumb} height={thumb} loading="lazy" /> : null}
                    <span>
                      {item.text}
                      {typeof item.price === "number" ? <ProductPrice>{formatPrice(item.price, { currency })}</ProductPrice> : null}
                    </span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Dropdown>
    </Form>
  );
}
