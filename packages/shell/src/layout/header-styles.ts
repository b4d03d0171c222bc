import { Link } from "react-router";
import styled, { css } from "styled-components";
import { below, up } from "@storefront/ui-kit/theme";
import type { StickyState } from "../navigation/nav-rules";

/** The site header's look (spec 1 §2.9): the bar, its tools, the dropdowns under it and the print header. */

export const Bar = styled.header<{ $sticky: StickyState }>`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.color.surface.header};
  color: ${({ theme }) => theme.color.surface.headerText};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  /* spec 1 §4: on small screens the nav floats back in when the shopper scrolls up. */
  ${below("md")} {
    position: sticky;
    top: var(--admin-navbar-offset, 0px);
    transition: transform ${({ theme }) => theme.motion.normal}ms ease;
    ${({ $sticky }) =>
      $sticky === "waiting"
        ? css`
            transform: translateY(-100%);
          `
        : ""}
  }

  @media print {
    box-shadow: none;
  }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.navbarHeight}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;

  @media print {
    display: none;
  }
`;

export const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space[2]}px 0;
`;

/** The look of the header's tool links: a 44 px target on the header's colours (ToolButton is the kit's). */
const toolStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    background: rgba(127, 127, 127, 0.18);
  }
`;

export const ToolLink = styled(Link)`
  ${toolStyle}
`;

export const DesktopSearch = styled.div`
  display: flex;
  flex: 1 1 320px;
  min-width: 0;

  ${below("md")} {
    display: none;
  }
`;

export const MobileSearch = styled.div`
  width: 100%;
  padding-bottom: ${({ theme }) => theme.space[3]}px;

  ${up("md")} {
    display: none;
  }
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-left: auto;
`;

export const DropdownBox = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[4]}px;
  top: calc(100% - ${({ theme }) => theme.space[2]}px);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: 300px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.header - 1};
  background: rgba(0, 0, 0, 0.25);
`;

export const PrintHeader = styled.p`
  display: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px 0;

  @media print {
    display: block;
  }
`;
