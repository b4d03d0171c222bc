import styled from "styled-components";
import { KitLink } from "@storefront/ui-kit/link";
import type { NavCategory } from "./nav-rules";

const Dropdown = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const DropdownInner = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 1fr) 2fr;
  gap: ${({ theme }) => theme.space[6]}px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[4]}px`};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: ${({ theme }) => theme.letterSpacing.caps};
    color: ${({ theme }) => theme.color.text.muted};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[2]}px`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    text-decoration: none;
  }

  a:hover,
  a[data-active="true"] {
    background: ${({ theme }) => theme.color.surface.sunken};
  }
`;

const Brands = styled.ul`
  display: grid !important;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;

  img {
    display: block;
    width: 100%;
    height: 48px;
    object-fit: contain;
  }
`;

/** A category's dropdown of the desktop navigation (spec 1 §2.9): its sub-categories and top brands. */
export default function CategoryDropdown({
  category,
  activeSub,
  onSubHover,
}: {
  category: NavCategory;
  activeSub: string | null;
  onSubHover: (uri: string) => void;
}) {
  return (
    <Dropdown id={`nav-dropdown-${category.uri}`} data-testid="nav-dropdown">
      <DropdownInner>
        <div>
          <h2>{category.name}</h2>
          <ul>
            <li>
              <KitLink href={category.uri}>All {category.name}</KitLink>
            </li>
            {category.subCategories.map((sub) => (
              <li key={sub.uri}>
                <KitLink
                  href={sub.uri}
                  data-active={sub.uri === activeSub}
                  onMouseEnter={() => onSubHover(sub.uri)}
                  onFocus={() => onSubHover(sub.uri)}
                >
                  {sub.name}
                </KitLink>
              </li>
            ))}
          </ul>
        </div>
        {category.brands.length > 0 ? (
          <div>
            <h2>Top brands</h2>
            <Brands>
              {category.brands.map((brand) => (
                <li key={brand.uri}>
                  <KitLink href={brand.uri} aria-label={brand.name}>
                    <img src={brand.image} alt="" width={120} height={48} loading="lazy" />
                  </KitLink>
                </li>
              ))}
            </Brands>
          </div>
        ) : null}
      </DropdownInner>
    </Dropdown>
  );
}
