import type { HTMLAttributes, ReactNode } from "react";
import styled, { css, type DefaultTheme } from "styled-components";
import { up } from "../theme/media";

/** spec 3 §9: heading levels h1 to h6. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
/** spec 3 §9: ellipsis clamps of 1 to 5 lines. */
export type HeadingClamp = 1 | 2 | 3 | 4 | 5;

export const HEADING_LEVELS: readonly HeadingLevel[] = [1, 2, 3, 4, 5, 6];

type FontSize = keyof DefaultTheme["fontSizes"];

/** Type scale per level: mobile size, then the size from the md breakpoint. */
const SCALE: Record<HeadingLevel, [FontSize, FontSize]> = {
  1: ["xxl", "display"],
  2: ["xl", "xxl"],
  3: ["lg", "xl"],
  4: ["md", "lg"],
  5: ["md", "md"],
  6: ["sm", "sm"],
};

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, "children"> {
  /** The document level: h1 to h6. */
  level?: HeadingLevel;
  /** Draws the heading at another level's size, keeping the document outline. */
  looksLike?: HeadingLevel;
  /** Cuts the heading to this many lines with an ellipsis. */
  lines?: HeadingClamp;
  align?: "start" | "center" | "end";
  children?: ReactNode;
}

const clamp = (lines: HeadingClamp | undefined) => {
  if (!lines) return "";
  if (lines === 1) {
    return css`
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    `;
  }
  return css`
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${lines};
    line-clamp: ${lines};
  `;
};

const StyledHeading = styled.h2<{ $size: HeadingLevel; $lines?: HeadingClamp; $align: string }>`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.heading};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacing.heading};
  text-transform: ${({ theme }) => theme.headingCase};
  text-align: ${({ $align }) => $align};
  overflow-wrap: anywhere;
  font-size: ${({ theme, $size }) => theme.fontSizes[SCALE[$size][0]]};
  ${up("md")} {
    font-size: ${({ theme, $size }: { theme: DefaultTheme; $size: HeadingLevel }) => theme.fontSizes[SCALE[$size][1]]};
  }
  ${({ $lines }) => clamp($lines)}
`;

/** A heading h1 to h6 in the brand's type, optionally clamped to 1 to 5 lines (spec 3 §9). */
export function Heading({ level = 2, looksLike, lines, align = "start", children, title, ...rest }: HeadingProps) {
  // A clamped heading keeps its full text in a tooltip, so the cut part is not lost.
  const fullText = lines && typeof children === "string" ? children : undefined;
  return (
    <StyledHeading as={`h${level}`} $size={looksLike ?? level} $lines={lines} $align={align} title={title ?? fullText} {...rest}>
      {children}
    </StyledHeading>
  );
}
