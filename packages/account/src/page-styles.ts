import styled from "styled-components";

/** The box the sign-in pages sit in. */
export const Card = styled.section`
  max-width: 440px;
  margin: ${({ theme }) => theme.space[5]}px auto;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};

  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

/** An error the visitor must read before trying again. */
export const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-left: 4px solid ${({ theme }) => theme.color.feedback.error};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.feedback.errorSurface};
  color: ${({ theme }) => theme.color.feedback.error};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: pre-line;
`;
