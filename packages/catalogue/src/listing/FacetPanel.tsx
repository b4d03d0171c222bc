import { useId, useState } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import type { Facet } from "@storefront/api-client/catalogue";
import { Button } from "@storefront/ui-kit/button";
import { VisuallyHidden } from "@storefront/ui-kit/visually-hidden";
import { isFilterSelected, isSingleChoice, type FilterGroup, type ListingState } from "./listing-query";

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

interface FacetGroupProps {
  facet: Facet;
  /** The group's heading, when ours rather than the API's. */
  title?: string;
  state: ListingState;
  onToggle: (group: FilterGroup, value: string) => void;
}

function FacetGroup({ facet, title = facet.title, state, onToggle }: FacetGroupProps) {
  const [unfolded, setUnfolded] = useState(false);
  const listId = useId();
  const group = facet.key as FilterGroup;
  const single = isSingleChoice(group);
  const folded = !unfolded && facet.values.length > FOLDED_COUNT;
  const shown = folded
    ? facet.values.filter((value, index) => index < FOLDED_COUNT || isFilterSelected(state, group, value.value))
    : facet.values;
  return (
    <Group>
      <legend>{title}</legend>
      <Options id={listId}>
        {shown.map((value) => {
          const selected = isFilterSelected(state, group, value.value);
          const disabled = value.count === 0 && !selected;
          return (
            <li key={value.value}>
              <Option $disabled={disabled}>
                <input
                  type={single ? "radio" : "checkbox"}
                  name={single ? `${listId}-${group}` : undefined}
                  value={value.value}
                  checked={selected}
                  disabled={disabled}
                  // A radio cannot be unticked by a click; a second click on the chosen value clears it.
                  onClick={single && selected ? () => onToggle(group, value.value) : undefined}
                  onChange={() => onToggle(group, value.value)}
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
        <More variant="link" aria-controls={listId} aria-expanded={!folded} onClick={() => setUnfolded(!unfolded)}>
          {folded ? `Show all ${facet.values.length}` : "Show fewer"}
        </More>
      ) : null}
    </Group>
  );
}

export interface FacetPanelProps {
  facets: readonly Facet[];
  state: ListingState;
  onToggle: (group: FilterGroup, value: string) => void;
  /** The category facet's heading: subcategories on a category page, related ones elsewhere. */
  categoryTitle: string;
  /** The all-products listing narrows by category in the address instead of linking to category pages. */
  categoryFilter?: boolean;
}

/**
 * The listing's facets (issue 7 item 2): brand, price band, rating and features as filters kept in
 * the address; categories as links, since a category is a page of its own, except on the
 * all-products listing, where the category is one more filter (one choice at a time).
 */
export function FacetPanel({ facets, state, onToggle, categoryTitle, categoryFilter = false }: FacetPanelProps) {
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
      {categories && categoryFilter ? (
        <FacetGroup facet={categories} title={categoryTitle} state={state} onToggle={onToggle} />
      ) : (
        categoryLinks
      )}
      {facets
        .filter((facet) => facet.key !== "category" && facet.values.length > 0)
        .map((facet) => (
          <FacetGroup key={facet.key} facet={facet} state={state} onToggle={onToggle} />
        ))}
    </Panel>
  );
}
