import styled from "styled-components";
import { Alert } from "@storefront/ui-kit/alert";
import { targetBox } from "@storefront/ui-kit/theme";

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

  /* A link on a line of its own ('Back to log in') is a target, not a word in a sentence (issue 46). */
  p > a:only-child {
    ${targetBox()}
  }
`;

/** An error the visitor must read before trying again. */
/** A failure on an account page: the kit's error Alert (role="alert"), keeping the message's line breaks. */
export const Problem = styled(Alert)`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: pre-line;
`;
