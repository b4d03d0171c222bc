import { useState } from "react";
import styled, { css } from "styled-components";
import { clampPage, isPageInRange, pageCount } from "@storefront/validation/pagination";
import { buttonReset, focusRing } from "../internal/styles";
import { currentPage, DEFAULT_PAGINATION_ID, pageItems } from "./pagination-state";
import { usePaginationContext } from "./PaginationProvider";

export interface PaginationProps {
  totalItems: number;
  itemsPerPage: number;
  /** The instance, shared with other readers through PaginationProvider. */
  id?: string;
  /** Controlled page; otherwise the provider's page for `id`, or the component's own. */
  page?: number;
  /** Called with a page inside 1..ceil(totalItems / itemsPerPage); other pages are ignored. */
  onPageChange?: (page: number) => void;
  /** Pages shown either side of the current one. */
  siblings?: number;
  /** Names the navigation landmark. */
  label?: string;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const pageButton = css`
  ${buttonReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  &:hover:not(:disabled):not([aria-current="page"]) {
    border-color: ${({ theme }) => theme.color.border.strong};
    background: ${({ theme }) => theme.color.surface.sunken};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.action.disabledText};
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-current="page"] {
    background: ${({ theme }) => theme.color.action.primary};
    color: ${({ theme }) => theme.color.action.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: default;
  }

  ${focusRing}
`;

const PageButton = styled.button`
  ${pageButton}
`;

const Step = styled.button`
  ${pageButton}
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Gap = styled.li`
  min-width: 24px;
  color: ${({ theme }) => theme.color.text.muted};
  text-align: center;
`;

const StepLabel = styled.span`
  @media (max-width: 519.98px) {
    display: none;
  }
`;

/**
 * Page links for a long list (spec 3 §4 and §5): the page is always within
 * 1..ceil(totalItems / itemsPerPage), an unknown instance starts on page 1.
 */
export function Pagination({
  totalItems,
  itemsPerPage,
  id = DEFAULT_PAGINATION_ID,
  page,
  onPageChange,
  siblings = 1,
  label = "Pagination",
}: PaginationProps) {
  const context = usePaginationContext();
  const [ownPage, setOwnPage] = useState(1);
  const totalPages = pageCount(totalItems, itemsPerPage);
  const requestedPage = page ?? (context ? currentPage(context.pages, id) : ownPage);
  const current = clampPage(requestedPage, totalItems, itemsPerPage);

  if (totalPages <= 1) return null;

  const goTo = (target: number) => {
    if (target === current || !isPageInRange(target, totalItems, itemsPerPage)) return;
    if (page === undefined) {
      if (context) context.setPage(id, target, totalItems, itemsPerPage);
      else setOwnPage(target);
    }
    onPageChange?.(target);
  };

  return (
    <Nav aria-label={label}>
      <Items>
        <li>
          <Step type="button" aria-label="Previous page" disabled={current <= 1} onClick={() => goTo(current - 1)}>
            <span aria-hidden="true">‹</span>
            <StepLabel aria-hidden="true">Previous</StepLabel>
          </Step>
        </li>
        {pageItems(current, totalPages, siblings).map((item, index) =>
          item === "gap" ? (
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === current ? "page" : undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <Step type="button" aria-label="Next page" disabled={current >= totalPages} onClick={() => goTo(current + 1)}>
            <StepLabel aria-hidden="true">Next</StepLabel>
            <span aria-hidden="true">›</span>
          </Step>
        </li>
      </Items>
    </Nav>
  );
}
