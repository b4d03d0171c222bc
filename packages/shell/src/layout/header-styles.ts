import { Link } from "react-router";
import styled, { css } from "styled-components";
import { below, space, target, up } from "@storefront/ui-kit/theme";
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

  /* On a phone the row is menu, logo and the tools' icons (issue 46): what does not fit is in the menu. */
  ${below("md")} {
    padding: 0 ${({ theme }) => theme.space[2]}px;
    gap: ${({ theme }) => theme.space[1]}px;
  }

  @media print {
    display: none;
  }
`;

/**
 * The logo link. On a phone it takes the room the tools leave and the wordmark shrinks to it,
 * keeping its proportions, at most 32 px high (space 6): a 44 px target all the same.
 */
export const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space[2]}px 0;

  ${below("md")} {
    flex: 1 1 0;
    min-width: 0;
    min-height: ${target("comfortable")};

    svg {
      display: block;
      width: auto;
      height: auto;
      max-width: 100%;
      max-height: ${({ theme }) => theme.space[6]}px;
    }
  }
`;

/** A header tool that does not fit a phone's row: below the md breakpoint it is in the menu instead. */
export const WideScreenTool = styled.div`
  display: contents;

  ${below("md")} {
    display: none;
  }
`;

/** The look of the header's tool links: a 44 px target on the header's colours (ToolButton is the kit's). */
const toolStyle = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${target("comfortable")};
  min-height: ${target("comfortable")};
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

  ${below("md")} {
    padding: 0;
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
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-left: auto;

  ${below("md")} {
    gap: 0;
  }
`;

export const DropdownBox = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space[4]}px;
  top: calc(100% - ${({ theme }) => theme.space[2]}px);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: min(300px, calc(100% - 2 * ${space(4)}));
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
