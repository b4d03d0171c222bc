import { useState, type ReactNode } from "react";
import styled, { css } from "styled-components";
import { clampPage, isPageInRange, pageCount } from "@storefront/validation/pagination";
import { buttonReset, focusRing } from "../internal/styles";
import { KitLink } from "../Link/KitLink";
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
  /**
   * The address of a page. Given it, the pages are links (the router's for an in-app address, see
   * KitLinkProvider), which work before the page hydrates and without JavaScript; a click still
   * calls `onPageChange`, and the link does the navigating.
   */
  hrefOf?: (page: number) => string;
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

  text-decoration: none;

  &:hover:not(:disabled):not([aria-disabled="true"]):not([aria-current="page"]) {
    border-color: ${({ theme }) => theme.color.border.strong};
    background: ${({ theme }) => theme.color.surface.sunken};
  }

  &:disabled,
  &[aria-disabled="true"] {
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

const PageLink = styled(KitLink)`
  ${pageButton}
`;

const StepLink = styled(KitLink)`
  ${pageButton}
  gap: ${({ theme }) => theme.space[1]}px;
`;

interface PageControlProps {
  /** The page it goes to; outside the range it is disabled. */
  target: number;
  label: string;
  disabled?: boolean;
  current?: boolean;
  step?: boolean;
  hrefOf?: (page: number) => string;
  onChoose: (page: number) => void;
  children: ReactNode;
}

/** One page, previous or next: a link when the pages have addresses, else a button. */
function PageControl({ target, label, disabled = false, current = false, step = false, hrefOf, onChoose, children }: PageControlProps) {
  const common = { "aria-label": label, "aria-current": current ? ("page" as const) : undefined };
  if (hrefOf) {
    const Link = step ? StepLink : PageLink;
    // A disabled link has no address: it cannot be followed or reached with Tab.
    return disabled ? (
      <Link {...common} role="link" aria-disabled="true">
        {children}
      </Link>
    ) : (
      <Link {...common} href={hrefOf(target)} onClick={() => onChoose(target)}>
        {children}
      </Link>
    );
  }
  const Control = step ? Step : PageButton;
  return (
    <Control type="button" {...common} disabled={disabled} onClick={() => onChoose(target)}>
      {children}
    </Control>
  );
}

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
 * 1..ceil(totalItems / itemsPerPage), an unknown instance starts on page 1. With `hrefOf` the pages
 * are links to their addresses (HTML first, ARCHITECTURE.md decision 11); otherwise buttons.
 */
export function Pagination({
  totalItems,
  itemsPerPage,
  id = DEFAULT_PAGINATION_ID,
  page,
  onPageChange,
  hrefOf,
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
          <PageControl step target={current - 1} label="Previous page" disabled={current <= 1} hrefOf={hrefOf} onChoose={goTo}>
            <span aria-hidden="true">‹</span>
            <StepLabel aria-hidden="true">Previous</StepLabel>
          </PageControl>
        </li>
        {pageItems(current, totalPages, siblings).map((item, index) =>
          item === "gap" ? (
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item}>
              <PageControl target={item} label={`Page ${item}`} current={item === current} hrefOf={hrefOf} onChoose={goTo}>
                {item}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl step target={current + 1} label="Next page" disabled={current >= totalPages} hrefOf={hrefOf} onChoose={goTo}>
            <StepLabel aria-hidden="true">Next</StepLabel>
            <span aria-hidden="true">›</span>
          </PageControl>
        </li>
      </Items>
    </Nav>
  );
}
