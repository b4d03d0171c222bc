import styled from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import { below, up } from "@storefront/ui-kit/theme";

/** The look the two tray variants share (spec 1 §2.5): the fixed layer at z-index 950, the panel, the bar and the count. */

export const Layer = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  /* spec 1 §2.5: the tray's layer is z-index 950. */
  z-index: ${({ theme }) => theme.zIndices.compare};
  color: ${({ theme }) => theme.color.text.default};
  pointer-events: none;

  > * {
    pointer-events: auto;
  }
`;

export const Panel = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surface.raised};
  border-top: 3px solid ${({ theme }) => theme.color.brand.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

/** The tray's full-width bar: the kit's primary button, square-edged across the bottom of the screen. */
export const Bar = styled(Button)`
  display: flex;
  width: 100%;
  min-height: 48px;
  border: 0;
  border-radius: 0;
  letter-spacing: ${({ theme }) => theme.letterSpacing.caps};
`;

export const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  height: 24px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.action.primaryText};
  color: ${({ theme }) => theme.color.action.primary};
`;

export const DesktopOnly = styled.span`
  ${below("md")} {
    display: none;
  }
`;

export const MobileOnly = styled.span`
  ${up("md")} {
    display: none;
  }
`;
