import type { ReactNode } from "react";
import styled from "styled-components";
import { focusRing } from "../internal/styles";

const Frame = styled.div`
  /* Positioned, so what sits absolutely inside (visually hidden text) scrolls with the table
     instead of widening the page. */
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  ${focusRing}
`;

export interface TableScrollProps {
  /** The region's name: the table's caption or heading. */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * The frame of a table wider than a phone (issue 46): the table scrolls sideways inside it rather
 * than widening the page. A named region that takes focus, so it can be scrolled with the keyboard.
 */
export function TableScroll({ label, children, className }: TableScrollProps) {
  return (
    // A scrolling region takes focus for keyboard users (axe's scrollable-region-focusable).
    <Frame className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </Frame>
  );
}
