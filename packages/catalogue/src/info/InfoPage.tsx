import type { ReactNode } from "react";
import styled from "styled-components";
import { up } from "@storefront/ui-kit/theme";
import { Lead, PageHeader, Section } from "../page/layout";

export const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${up("md")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    position: relative;
    padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px;
    border: 1px solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.color.surface.raised};
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.action.primary};
    color: ${({ theme }) => theme.color.action.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export const ExampleTable = styled.table`
  width: 100%;
  max-width: 640px;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const Fine = styled.p`
  max-width: 72ch;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The frame of an information page: heading, lead, then sections. */
export function InfoPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <article aria-labelledby="info-title">
      <PageHeader>
        <h1 id="info-title">{title}</h1>
        <Lead>{lead}</Lead>
      </PageHeader>
      {children}
    </article>
  );
}

export { Section };
