import type { ReactNode } from "react";
import styled, { css, type DefaultTheme } from "styled-components";

/** spec 3 §9: list sizes. */
export type ListSize = "extra-large" | "large" | "default" | "small" | "extra-small";
/** spec 3 §9: list styles. `number` draws numbered badges, `decimal` plain "1." markers. */
export type ListStyle = "tick" | "minus" | "number" | "decimal";

export const LIST_SIZES: readonly ListSize[] = ["extra-large", "large", "default", "small", "extra-small"];
export const LIST_STYLES: readonly ListStyle[] = ["tick", "minus", "number", "decimal"];

const SIZE: Record<ListSize, { font: keyof DefaultTheme["fontSizes"]; gap: number }> = {
  "extra-large": { font: "xl", gap: 4 },
  large: { font: "lg", gap: 3 },
  default: { font: "md", gap: 2 },
  small: { font: "sm", gap: 2 },
  "extra-small": { font: "xs", gap: 1 },
};

export interface ListProps {
  items: readonly ReactNode[];
  size?: ListSize;
  listStyle?: ListStyle;
  /** Names the list for screen readers when the text around it does not. */
  "aria-label"?: string;
  className?: string;
}

const markerStyles = ({ $style, theme }: { $style: ListStyle; theme: DefaultTheme }) => {
  switch ($style) {
    case "tick":
      return css`
        li::before {
          content: "";
          position: absolute;
          left: 0.3em;
          top: 0.2em;
          width: 0.35em;
          height: 0.7em;
          border: solid ${theme.color.feedback.success};
          border-width: 0 0.16em 0.16em 0;
          transform: rotate(45deg);
        }
      `;
    case "minus":
      return css`
        li::before {
          content: "";
          position: absolute;
          left: 0.2em;
          top: 0.7em;
          width: 0.7em;
          height: 0.14em;
          background: ${theme.color.text.muted};
        }
      `;
    case "number":
      return css`
        counter-reset: kit-list;
        li {
          counter-increment: kit-list;
          padding-left: 2em;
        }
        li::before {
          content: counter(kit-list);
          position: absolute;
          left: 0;
          top: 0.05em;
          display: inline-flex;
          align-items: center;
          justify-content: center;
          min-width: 1.5em;
          height: 1.5em;
          border-radius: ${theme.radii.pill};
          background: ${theme.color.action.primary};
          color: ${theme.color.action.primaryText};
          font-size: 0.85em;
          font-weight: ${theme.fontWeights.bold};
          line-height: 1;
        }
      `;
    case "decimal":
      return css`
        list-style: decimal;
        padding-left: 1.5em;
        li {
          padding-left: ${theme.space[1]}px;
        }
        li::marker {
          color: ${theme.color.text.muted};
          font-weight: ${theme.fontWeights.bold};
        }
      `;
  }
};

const StyledList = styled.ul<{ $size: ListSize; $style: ListStyle }>`
  display: grid;
  gap: ${({ theme, $size }) => theme.space[SIZE[$size].gap]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme, $size }) => theme.fontSizes[SIZE[$size].font]};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  li {
    position: relative;
    padding-left: 1.4em;
  }

  ${markerStyles}
`;

/** A list in five sizes with tick, minus, numbered or decimal markers (spec 3 §9). */
export function List({ items, size = "default", listStyle = "tick", className, ...aria }: ListProps) {
  const ordered = listStyle === "number" || listStyle === "decimal";
  return (
    <StyledList
      as={ordered ? "ol" : "ul"}
      // Safari drops list semantics from lists without bullets; the role keeps them.
      role={listStyle === "decimal" ? undefined : "list"}
      $size={size}
      $style={listStyle}
      className={className}
      {...aria}
    >
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </StyledList>
  );
}
