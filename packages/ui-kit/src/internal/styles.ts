import { css } from "styled-components";

/** The kit's visible keyboard focus: the theme's ring colour, outside the control's edge. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
    outline-offset: 2px;
  }
`;

export const reducedMotion = "@media (prefers-reduced-motion: reduce)";

/** Resets a <button> so it can be styled as an icon or a tab. */
export const buttonReset = css`
  appearance: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/** A tab of a tab strip (Tabs, PageNavigation): muted until selected, then bold over a brand bar. */
export const tabButton = css`
  ${buttonReset}
  flex: none;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.color.text.default};
    border-bottom-color: ${({ theme }) => theme.color.border.strong};
  }

  &[aria-selected="true"] {
    color: ${({ theme }) => theme.color.text.default};
    border-bottom-color: ${({ theme }) => theme.color.action.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;
