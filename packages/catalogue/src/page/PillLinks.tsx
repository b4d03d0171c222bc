import styled from "styled-components";
import { Button } from "@storefront/ui-kit/button";
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

/** A quick link: the kit's small secondary button as a link, shaped as a pill; the current one filled. */
const Pill = styled(Button)`
  border-width: 1px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-transform: none;
  letter-spacing: normal;

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
            <Pill variant="secondary" size="small" href={link.to} aria-current={link.current ? "page" : undefined}>
              {link.name}
            </Pill>
          </li>
        ))}
      </List>
    </nav>
  );
}
