import styled from "styled-components";
import type { FilterGroup, ListingState } from "./listing-query";

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.text.default};
  }
`;

const ClearAll = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
`;

/** The words of an active filter chip. */
function chipLabel(group: FilterGroup, value: string, labels: ReadonlyMap<string, string>): string {
  return labels.get(`${group}:${value}`) ?? (group === "rating" ? `${value} stars and up` : value);
}

export function activeFilters(state: ListingState): { group: FilterGroup; value: string }[] {
  return [
    ...(state.category ? [{ group: "category" as const, value: state.category }] : []),
    ...state.brand.map((value) => ({ group: "brand" as const, value })),
    ...state.price.map((value) => ({ group: "price" as const, value })),
    ...(state.rating ? [{ group: "rating" as const, value: String(state.rating) }] : []),
    ...state.feature.map((value) => ({ group: "feature" as const, value })),
  ];
}

export interface ActiveFiltersProps {
  active: readonly { group: FilterGroup; value: string }[];
  /** The words of each facet value, keyed `group:value`. */
  labels: ReadonlyMap<string, string>;
  onRemove: (group: FilterGroup, value: string) => void;
  onClear: () => void;
}

/** The chosen filters as chips, each removing its filter, and 'Clear all filters'. */
export function ActiveFilters({ active, labels, onRemove, onClear }: ActiveFiltersProps) {
  return (
    <Chips aria-label="Active filters">
      {active.map(({ group, value }) => (
        <li key={`${group}:${value}`}>
          <Chip type="button" onClick={() => onRemove(group, value)} aria-label={`Remove filter ${chipLabel(group, value, labels)}`}>
            {chipLabel(group, value, labels)} <span aria-hidden="true">×</span>
          </Chip>
        </li>
      ))}
      <li>
        <ClearAll type="button" onClick={onClear}>
          Clear all filters
        </ClearAll>
      </li>
    </Chips>
  );
}
