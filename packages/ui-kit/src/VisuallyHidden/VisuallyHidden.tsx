import styled, { css } from "styled-components";

/**
 * Hides content visually while keeping it in the accessibility tree: screen readers still read
 * it, and a focusable child still takes focus.
 */
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

/** Text for screen readers only, e.g. "(opens in a new tab)" or a live region's announcement. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
