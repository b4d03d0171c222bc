import { css } from "styled-components";

/** A filter's label above its control, as the listing, store and cooking demo filters show it. */
export const filterLabel = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** A filter's select or input: 44 px touch height, the theme's border and surface. */
export const filterControl = css`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** A filter form's box (the store and cooking demo filters): a sunken panel of labelled controls; the caller sets its columns. */
export const filterForm = css`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.sunken};

  label {
    ${filterLabel}
  }
  select,
  input {
    ${filterControl}
  }
`;
