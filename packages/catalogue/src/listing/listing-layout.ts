import styled from "styled-components";
import { Alert } from "@storefront/ui-kit/alert";
import { up } from "@storefront/ui-kit/theme";

// Mobile: toolbar, then the filters it opens, then the results. From lg the filters are a column.
export const Layout = styled.div`
  display: grid;
  grid-template-areas: "top" "filters" "results";
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[6]}px;

  ${up("lg")} {
    grid-template-areas: "filters top" "filters results";
    grid-template-columns: 260px minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

export const Top = styled.div`
  grid-area: top;
  scroll-margin-top: ${({ theme }) => theme.layout.navbarHeight + 16}px;
`;

/**
 * The filters: a column from lg, a panel below it that the toolbar's toggle opens. The toggle is a
 * link to the panel, so `:target` opens it before hydration and without JavaScript.
 */
export const Filters = styled.aside<{ $open: boolean }>`
  grid-area: filters;
  display: ${({ $open }) => ($open ? "block" : "none")};

  &:target {
    display: block;
  }
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  ${up("lg")} {
    display: block;
    align-self: start;
    padding: 0;
    border: 0;
    background: none;
  }
`;

export const Results = styled.div`
  grid-area: results;
  position: relative;
  min-width: 0;
`;

export const Pager = styled.div`
  margin-top: ${({ theme }) => theme.space[6]}px;
`;

/** A listing that failed to load: the kit's error Alert, its message above the retry. */
export const Problem = styled(Alert)`
  padding-top: ${({ theme }) => theme.space[3]}px;
  padding-bottom: ${({ theme }) => theme.space[3]}px;

  button {
    margin-top: ${({ theme }) => theme.space[3]}px;
  }
`;
