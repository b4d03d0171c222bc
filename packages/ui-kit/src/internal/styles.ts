import { css } from "styled-components";

/** The kit's visible keyboard focus: the theme's ring colour, outside the control's edge. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
    outline-offset: 2px;
  }
`;

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
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
