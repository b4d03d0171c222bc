import type { ReactNode } from "react";
import styled from "styled-components";

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[7]}px ${theme.space[4]}px`};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.sunken};
  text-align: center;

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
    <Box role="status">
      <Title>{title}</Title>
      {children ? <p>{children}</p> : null}
      {action}
    </Box>
  );
}
