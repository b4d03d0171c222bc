import { useId, useState } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import type { Facet } from "@storefront/api-client/catalogue";
import { Button } from "@storefront/ui-kit/button";
import { VisuallyHidden } from "@storefront/ui-kit/visually-hidden";
import { isFilterSelected, isSingleChoice, type FilterGroup, type ListingState } from "./listing-query";
import { listingTexts } from "./ListingToolbar";

/** Category, brand and feature lists longer than this start folded. */
const FOLDED_COUNT = 8;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    padding: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The fold's button, which needs JavaScript: hidden without it, when every value shows (ListingView's noscript rule). */
export const FOLD_TOGGLE_ATTRIBUTE = "data-fold-toggle";

const Option = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 32px;
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.text.muted : theme.color.text.default)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: ${({ $disabled }) => ($disabled ? "default" : "pointer")};

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.action.primary};
  }
`;

const Count = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.color.text.muted};
  font-variant-numeric: tabular-nums;
`;

const More = styled(Button)`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CategoryLinks = styled.nav`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]}px;
    padding: ${({ theme }) => theme.space[1]}px 0;
    color: ${({ theme }) => theme.color.text.link};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const ApplyFilters = styled(Button)`
  align-self: flex-start;
`;

interface FacetGroupProps {
  facet: Facet;
  /** The group's heading, when ours rather than the API's. */
  title?: string;
  state: ListingState;
  /** The id of the listing's GET form, which the boxes belong to. */
  form: string;
}

/** Submits the listing's form, now holding the shopper's change (ListingView navigates to its address). */
function submitChoice(input: HTMLInputElement) {
  input.form?.requestSubmit();
}

function FacetGroup({ facet, title = facet.title, state, form }: FacetGroupProps) {
  const [unfolded, setUnfolded] = useState(false);
  const listId = useId();
  const group = facet.key as FilterGroup;
  const single = isSingleChoice(group);
  const folded = !unfolded && facet.values.length > FOLDED_COUNT;
  // Every value is in the HTML: a folded one is hidden, and shown without JavaScript.
  const hidden = (index: number, value: string) => folded && index >= FOLDED_COUNT && !isFilterSelected(state, group, value);
  return (
    <Group>
      <legend>{title}</legend>
      <Options id={listId}>
        {facet.values.map((value, index) => {
          const selected = isFilterSelected(state, group, value.value);
          const disabled = value.count === 0 && !selected;
          return (
            <li key={value.value} hidden={hidden(index, value.value)}>
              <Option $disabled={disabled}>
                <input
                  type={single ? "radio" : "checkbox"}
                  name={group}
                  form={form}
                  value={value.value}
                  checked={selected}
                  disabled={disabled}
                  // A radio cannot be unticked by a click; a second click on the chosen value clears it.
                  onClick={
                    single && selected
                      ? (event) => {
                          event.currentTarget.checked = false;
                          submitChoice(event.currentTarget);
                        }
                      : undefined
                  }
                  onChange={(event) => submitChoice(event.currentTarget)}
                />
                <span>{value.label}</span>
                <Count>
                  {value.count}
                  <VisuallyHidden> products</VisuallyHidden>
                </Count>
              </Option>
            </li>
          );
        })}
      </Options>
      {facet.values.length > FOLDED_COUNT ? (
        <More
          variant="link"
          aria-controls={listId}
          aria-expanded={!folded}
          onClick={() => setUnfolded(!unfolded)}
          {...{ [FOLD_TOGGLE_ATTRIBUTE]: true }}
        >
          {folded ? `Show all ${facet.values.length}` : "Show fewer"}
        </More>
      ) : null}
    </Group>
  );
}

export interface FacetPanelProps {
  facets: readonly Facet[];
  state: ListingState;
  /** The id of the listing's GET form (ListingForm), which every box and radio belongs to. */
  form: string;
  /** The category facet's heading: subcategories on a category page, related ones elsewhere. */
  categoryTitle: string;
  /** The all-products listing narrows by category in the address instead of linking to category pages. */
  categoryFilter?: boolean;
}

/**
 * The listing's facets (issue 7 item 2): brand, price band, rating and features as filters kept in
 * the address; categories as links, since a category is a page of its own, except on the
 * all-products listing, where the category is one more filter (one choice at a time).
 *
 * HTML first (issue 40 item 2): each box is a field of the listing's GET form, named by its group
 * (brand=korrin). Once hydrated a tick submits the form, which the page turns into a navigation;
 * without JavaScript the shopper ticks and presses 'Apply filters'.
 */
export function FacetPanel({ facets, state, form, categoryTitle, categoryFilter = false }: FacetPanelProps) {
  const categories = facets.find((facet) => facet.key === "category" && facet.values.length > 0);
  const categoryLinks = categories ? (
    <CategoryLinks aria-label={categoryTitle}>
      <h2>{categoryTitle}</h2>
      {categories.values.map((value) => (
        <Link key={value.value} to={`/c/${value.value}`}>
          <span>{value.label}</span>
          <Count>{value.count}</Count>
        </Link>
      ))}
    </CategoryLinks>
  ) : null;
  return (
    <Panel>
      {categories && categoryFilter ? <FacetGroup facet={categories} title={categoryTitle} state={state} form={form} /> : categoryLinks}
      {facets
        .filter((facet) => facet.key !== "category" && facet.values.length > 0)
        .map((facet) => (
          <FacetGroup key={facet.key} facet={facet} state={state} form={form} />
        ))}
      <noscript>
        <ApplyFilters type="submit" form={form}>
          {listingTexts.applyFilters}
        </ApplyFilters>
      </noscript>
    </Panel>
  );
}
