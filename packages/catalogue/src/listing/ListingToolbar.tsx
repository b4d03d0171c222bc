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

export interface ListingToolbarProps {
  totalCount: number;
  sort: ListingState["sort"];
  onSort: (sort: ListingState["sort"]) => void;
  /** The filters (a panel on small screens): whether open, the number active, the panel's id. */
  filtersOpen: boolean;
  activeFilterCount: number;
  filtersId: string;
  onToggleFilters: () => void;
}

/** Above the results: how many products, the filters toggle (small screens) and the sort. */
export function ListingToolbar({
  totalCount,
  sort,
  onSort,
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
          <Button variant="secondary" size="small" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={onToggleFilters}>
            {filtersOpen ? "Hide filters" : "Filters"}
            {activeFilterCount ? ` (${activeFilterCount})` : ""}
          </Button>
        </FilterToggle>
        <SortLabel htmlFor={sortId}>
          Sort by
          <select id={sortId} value={sort} onChange={(event) => onSort(event.target.value as ListingState["sort"])}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </SortLabel>
      </ToolbarEnd>
    </Toolbar>
  );
}
