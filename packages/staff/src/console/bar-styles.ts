import styled, { css } from "styled-components";

/**
 * The admin navbar's own controls: small text buttons on the dark 50 px bar (the kit's buttons are
 * page-sized). A pressed toggle is filled.
 */
export const BarButton = styled.button<{ $link?: boolean }>`
  appearance: none;
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  margin: 0;
  padding: 0 ${({ theme, $link }) => ($link ? 0 : theme.space[2])}px;
  border: ${({ $link }) => ($link ? "0" : "1px solid currentColor")};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  ${({ $link }) =>
    $link &&
    css`
      text-decoration: underline;
    `}

  &[aria-pressed="true"] {
    background: ${({ theme }) => theme.color.text.inverse};
    color: ${({ theme }) => theme.color.text.default};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.action.focusRing};
    outline-offset: 2px;
  }
`;

export const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space[2]}px 0;
  color: ${({ theme }) => theme.color.feedback.error};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
