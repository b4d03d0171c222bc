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
