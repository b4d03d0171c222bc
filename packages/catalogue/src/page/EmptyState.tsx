import type { ReactNode } from "react";
import styled from "styled-components";
import { Alert } from "@storefront/ui-kit/alert";

/** The kit's info Alert (a polite status), laid out as a centred empty state. */
const Box = styled(Alert)`
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px`};
  color: inherit;
  text-align: center;

  > div {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
  }

  p {
    margin: 0;
    max-width: 48ch;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** What a list shows when it has nothing: what happened and a way on. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Box type="info">
      <Title>{title}</Title>
      {children ? <p>{children}</p> : null}
      {action}
    </Box>
  );
}
