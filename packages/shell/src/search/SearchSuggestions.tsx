import styled from "styled-components";
import type { ProductSuggestion } from "@storefront/api-client/search";
import type { BrandConfig } from "@storefront/ui-kit/brand";
import { TypeaheadGroup, TypeaheadListbox, TypeaheadOption, TypeaheadPopup, type useTypeahead } from "@storefront/ui-kit/typeahead";
import { formatPrice } from "@storefront/validation/price";
import { suggestionTexts } from "./suggestion-texts";

export type SearchCombobox = ReturnType<typeof useTypeahead<ProductSuggestion>>;

const Popup = styled(TypeaheadPopup)`
  max-height: 70vh;
  padding: ${({ theme }) => theme.space[1]}px 0;
  border: 0;
  box-shadow: ${({ theme }) => theme.shadows.lg};

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

export { suggestionTexts };

interface SearchSuggestionsProps {
  combobox: SearchCombobox;
  terms: readonly ProductSuggestion[];
  products: readonly ProductSuggestion[];
  /** spec 1 §9: 90 px, or 100 px from the lg width. */
  thumbnail: number;
  currency: BrandConfig["currency"];
  country: BrandConfig["country"];
  /** The 'products-first' bucket of the search-suggestions variant test: products above the terms. */
  productsFirst?: boolean;
}

/**
 * The search bar's listbox (spec 1 §2.10): suggested terms, then products with thumbnail and
 * price (the other way round in the search-suggestions test's 'products-first' bucket), each
 * group named, every entry an option of the combobox.
 */
export function SearchSuggestions({
  combobox,
  terms,
  products,
  thumbnail,
  currency,
  country,
  productsFirst = false,
}: SearchSuggestionsProps) {
  const open = combobox.isOpen;
  // The combobox's options run in the order shown: each group's first index follows the group above.
  const termsFrom = productsFirst ? products.length : 0;
  const productsFrom = productsFirst ? 0 : terms.length;
  const termGroup =
    open && terms.length > 0 ? (
      <TypeaheadGroup label={suggestionTexts.suggestions}>
        {terms.map((item, index) => (
          <TypeaheadOption key={`t-${item.url}-${item.text}`} {...combobox.getItemProps({ item, index: termsFrom + index })}>
            {item.text}
          </TypeaheadOption>
        ))}
      </TypeaheadGroup>
    ) : null;
  const productGroup =
    open && products.length > 0 ? (
      <TypeaheadGroup label={suggestionTexts.products}>
        {products.map((item, index) => (
          <TypeaheadOption key={`p-${item.url}`} {...combobox.getItemProps({ item, index: productsFrom + index })}>
            {item.imageUrl ? <img src={item.imageUrl} alt="" width={thumbnail} height={thumbnail} loading="lazy" /> : null}
            <span>
              {item.text}
              {typeof item.price === "number" ? <ProductPrice>{formatPrice(item.price, { currency })}</ProductPrice> : null}
            </span>
          </TypeaheadOption>
        ))}
      </TypeaheadGroup>
    ) : null;
  return (
    <Popup hidden={!open} data-country={country}>
      <TypeaheadListbox {...combobox.getMenuProps({ "aria-label": "Search suggestions" })}>
        {productsFirst ? productGroup : termGroup}
        {productsFirst ? termGroup : productGroup}
      </TypeaheadListbox>
    </Popup>
  );
}
