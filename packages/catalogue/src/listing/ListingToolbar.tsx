import { useId } from "react";
import styled from "styled-components";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { up } from "@storefront/ui-kit/theme";
import { filterControl } from "../page/filter-controls";
import { formatCount, plural } from "../page/format";
import { SORT_OPTIONS, type ListingState } from "./listing-query";

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const ResultCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const ToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const FilterToggle = styled.div`
  ${up("lg")} {
    display: none;
  }
`;

const SortLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  select {
    ${filterControl}
  }
`;

export const listingTexts = {
  sortLabel: "Sort by",
  /** The sort's submit button, there only without JavaScript (the hydrated page sorts on change). */
  sortSubmit: "Sort",
  filters: "Filters",
  hideFilters: "Hide filters",
  /** The filters' submit button, there only without JavaScript (the hydrated page filters on each tick). */
  applyFilters: "Apply filters",
} as const;

export interface ListingToolbarProps {
  totalCount: number;
  sort: ListingState["sort"];
  /** The id of the listing's GET form, which the sort belongs to (ListingForm). */
  form: string;
  /** The filters (a panel on small screens): whether open, the number active, the panel's id. */
  filtersOpen: boolean;
  activeFilterCount: number;
  filtersId: string;
  onToggleFilters: () => void;
}

/**
 * Above the results: how many products, the filters toggle (small screens) and the sort.
 *
 * HTML first (issue 40 item 2): the sort is a field of the listing's GET form, submitted on change
 * once the page has hydrated and with the 'Sort' button without JavaScript. The toggle is a link
 * to the panel, which the panel's `:target` rule opens before hydration and without JavaScript;
 * once hydrated it opens and closes the panel itself.
 */
export function ListingToolbar({
  totalCount,
  sort,
  form,
  filtersOpen,
  activeFilterCount,
  filtersId,
  onToggleFilters,
}: ListingToolbarProps) {
  const brand = useBrand();
  const sortId = useId();
  return (
    <Toolbar>
      <ResultCount aria-live="polite">
        {formatCount(totalCount, brand)} {plural(totalCount, "product")}
      </ResultCount>
      <ToolbarEnd>
        <FilterToggle>
          <Button
            href={`#${filtersId}`}
            variant="secondary"
            size="small"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={(event) => {
              event.preventDefault();
              onToggleFilters();
            }}
          >
            {filtersOpen ? listingTexts.hideFilters : listingTexts.filters}
            {activeFilterCount ? ` (${activeFilterCount})` : ""}
          </Button>
        </FilterToggle>
        <SortLabel htmlFor={sortId}>
          {listingTexts.sortLabel}
          <select id={sortId} name="sort" form={form} value={sort} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </SortLabel>
        <noscript>
          <Button type="submit" form={form} variant="secondary" size="small">
            {listingTexts.sortSubmit}
          </Button>
        </noscript>
      </ToolbarEnd>
    </Toolbar>
  );
}
