import { NavLink, Link } from "react-router";
import styled from "styled-components";
import { useBrand } from "@storefront/ui-kit/brand";
import { Wordmark } from "@storefront/ui-kit/wordmark";

const Bar = styled.header`
  background: ${({ theme }) => theme.color.surface.header};
  color: ${({ theme }) => theme.color.surface.headerText};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.navbarHeight}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space[2]}px 0;
`;

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Item = styled(NavLink)`
  color: inherit;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover { background: rgba(127, 127, 127, 0.18); }
  &.active { box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.brand.accent}; }
`;

/** Links every storefront has; the full navigation (issue "Browsing shell") replaces this bar. */
const SECTIONS = [
  { to: "/products", label: "Products" },
  { to: "/brands", label: "Brands" },
  { to: "/promotions", label: "Promotions" },
  { to: "/stores", label: "Stores" },
  { to: "/recipes", label: "Recipes" },
];

export function Header() {
  const brand = useBrand();
  return (
    <Bar>
      <Inner>
        <Home to="/" aria-label={`${brand.displayName} home`}>
          <Wordmark height={36} />
        </Home>
        <Nav aria-label="Main">
          {SECTIONS.map((section) => (
            <Item key={section.to} to={section.to}>
              {section.label}
            </Item>
          ))}
          {brand.features.cookingDemos ? <Item to="/cooking-demos">Cooking demos</Item> : null}
        </Nav>
      </Inner>
    </Bar>
  );
}
