import { Link } from "react-router";
import styled from "styled-components";
import { up } from "@storefront/ui-kit/theme";

// One scrolling row on phones, wrapped rows from md.
const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  padding: 0 0 ${({ theme }) => theme.space[1]}px;
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;

  li {
    flex: none;
  }

  ${up("md")} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.color.text.default};
  }
  &[aria-current="page"] {
    border-color: ${({ theme }) => theme.color.action.primary};
    background: ${({ theme }) => theme.color.action.primary};
    color: ${({ theme }) => theme.color.action.primaryText};
  }
`;

export interface PillLink {
  name: string;
  to: string;
  current?: boolean;
}

/** A row of quick links (subcategories, departments) as pills; the current one is marked. */
export function PillLinks({ label, links }: { label: string; links: readonly PillLink[] }) {
  return (
    <nav aria-label={label}>
      <List>
        {links.map((link) => (
          <li key={link.to}>
            <Pill to={link.to} aria-current={link.current ? "page" : undefined}>
              {link.name}
            </Pill>
          </li>
        ))}
      </List>
    </nav>
  );
}
