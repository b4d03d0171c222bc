import { Button } from "@storefront/ui-kit/button";
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

const ClearAll = styled(Button)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A removable filter: the kit's secondary button as a small pill, in the listing's own case. */
const Chip = styled(Button)`
  border-width: 1px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  text-transform: none;
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
  /** The listing's address without one filter. */
  withoutFilter: (group: FilterGroup, value: string) => string;
  /** The listing's address without any filter. */
  withoutFilters: string;
}

/**
 * The chosen filters as chips, each removing its filter, and 'Clear all filters': links to the
 * listing without them, so they work before hydration and without JavaScript (issue 40 item 2).
 */
export function ActiveFilters({ active, labels, withoutFilter, withoutFilters }: ActiveFiltersProps) {
  return (
    <Chips aria-label="Active filters">
      {active.map(({ group, value }) => (
        <li key={`${group}:${value}`}>
          <Chip
            variant="secondary"
            size="xs"
            href={withoutFilter(group, value)}
            aria-label={`Remove filter ${chipLabel(group, value, labels)}`}
          >
            {chipLabel(group, value, labels)} <span aria-hidden="true">×</span>
          </Chip>
        </li>
      ))}
      <li>
        <ClearAll variant="link" href={withoutFilters}>
          Clear all filters
        </ClearAll>
      </li>
    </Chips>
  );
}
