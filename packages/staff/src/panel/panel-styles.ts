import styled from "styled-components";

/** A labelled control of a panel form: the label above, the control full width. */
export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;

  label {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  input,
  textarea {
    width: 100%;
    min-height: 40px;
    padding: ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.border.strong};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
`;

/** Name and value pairs. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
`;
