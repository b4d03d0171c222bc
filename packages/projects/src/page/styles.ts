import styled from "styled-components";
import { TableScroll as KitTableScroll } from "@storefront/ui-kit/table-scroll";
import { target, targetBox } from "@storefront/ui-kit/theme";

/** The page: the project list beside the project from 975 px, one column below (spec 3 §2 breakpoints). */
export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space[5]}px auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  /* One column as wide as the screen, whatever its content (issue 46: a 320 px phone). */
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 300px minmax(0, 1fr);
    align-items: start;
  }
`;

export const Card = styled.section`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.raised};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
`;

/** Two form columns from 768 px. */
export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The tick that selects a folder or a product line for a bulk action. */
export const SelectBox = styled.input`
  width: ${target("minimum")};
  height: ${target("minimum")};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.action.primary};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    margin-top: ${({ theme }) => theme.space[2]}px;
    padding-top: ${({ theme }) => theme.space[2]}px;
    border-top: 1px solid ${({ theme }) => theme.color.border.default};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }

  dd {
    margin: 0;
  }
`;

/** A table that scrolls sideways on a phone rather than squeezing its columns (the kit's frame, named by `label`). */
export const TableScroll = styled(KitTableScroll)`
  table {
    width: 100%;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
    white-space: nowrap;
  }

  a {
    color: ${({ theme }) => theme.color.text.link};
  }

  td > a:only-child {
    ${targetBox()}
  }
`;

/** A word marking a table row's cell: 'Your store', 'Cheapest'. */
export const Marker = styled.span`
  margin-left: ${({ theme }) => theme.space[2]}px;
  padding: 0 ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.feedback.infoSurface};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
