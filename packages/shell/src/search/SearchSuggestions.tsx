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
}

/**
 * The search bar's listbox (spec 1 §2.10): suggested terms, then products with thumbnail and
 * price, each group named, every entry an option of the combobox.
 */
export function SearchSuggestions({ combobox, terms, products, thumbnail, currency, country }: SearchSuggestionsProps) {
  const open = combobox.isOpen;
  return (
    <Popup hidden={!open} data-country={country}>
      <TypeaheadListbox {...combobox.getMenuProps({ "aria-label": "Search suggestions" })}>
        {open && terms.length > 0 ? (
          <TypeaheadGroup label={suggestionTexts.suggestions}>
            {terms.map((item, index) => (
              <TypeaheadOption key={`t-${item.url}-${item.text}`} {...combobox.getItemProps({ item, index })}>
                {item.text}
              </TypeaheadOption>
            ))}
          </TypeaheadGroup>
        ) : null}
        {open && products.length > 0 ? (
          <TypeaheadGroup label={suggestionTexts.products}>
            {products.map((item, index) => (
              <TypeaheadOption key={`p-${item.url}`} {...combobox.getItemProps({ item, index: terms.length + index })}>
                {item.imageUrl ? <img src={item.imageUrl} alt="" width={thumbnail} height={thumbnail} loading="lazy" /> : null}
                <span>
                  {item.text}
                  {typeof item.price === "number" ? <ProductPrice>{formatPrice(item.price, { currency })}</ProductPrice> : null}
                </span>
              </TypeaheadOption>
            ))}
          </TypeaheadGroup>
        ) : null}
      </TypeaheadListbox>
    </Popup>
  );
}
