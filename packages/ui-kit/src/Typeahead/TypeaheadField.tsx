import styled from "styled-components";
import { visuallyHidden } from "../VisuallyHidden/VisuallyHidden";

/*
 * The field's parts, apart from the popup's: a page starts with the search bar's plain field in
 * these, and the list parts load with the combobox (issue 17 item 3).
 */

export const TypeaheadLabel = styled.label<{ $hidden?: boolean }>`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ $hidden }) => ($hidden ? visuallyHidden : "")}
`;

/** The field's frame: the input and anything beside it (a spinner, a submit button). */
export const TypeaheadField = styled.div<{ $shape?: "rounded" | "pill" }>`
  display: flex;
  align-items: center;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme, $shape }) => ($shape === "pill" ? theme.radii.pill : theme.radii.md)};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};

  &:hover {
    border-color: ${({ theme }) => theme.color.text.default};
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
    outline-offset: 1px;
  }
`;

export const TypeaheadInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/** Positions the popup under the field. */
export const TypeaheadRoot = styled.div`
  position: relative;
  width: 100%;
`;
