import { useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import styled from "styled-components";
import type { Navbar } from "@storefront/api-client/content";
import { below } from "@storefront/ui-kit/theme";
import { KitLink } from "@storefront/ui-kit/link";
import { createHoverController, tapCategory, type NavCategory } from "./nav-rules";
import { useNavStore } from "./nav-store";

const Nav = styled.nav`
  position: relative;
  border-top: 1px solid rgba(127, 127, 127, 0.25);

  ${below("md")} {
    display: none;
  }
`;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
`;

const TopLink = styled(KitLink)<{ $open?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  box-shadow: ${({ theme, $open }) => ($open ? `inset 0 -3px 0 ${theme.color.brand.accent}` : "none")};

  &:hover {
    background: rgba(127, 127, 127, 0.18);
  }
`;

const Spacer = styled.li`
  flex: 1;
`;

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

export const NAV_STATIC_LINKS = [{ title: "Brands", uri: "/brands" }] as const;
/** Used when the navigation could not be read at all. */
export const FALLBACK_UTILITY_LINKS = [
  { title: "Stores", uri: "/stores" },
  { title: "Promotions", uri: "/promotions" },
] as const;

function CategoryDropdown({
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

/** The desktop main navigation (spec 1 §2.9 and §4): categories with hover and touch dropdowns. */
export function DesktopNav({ navbar }: { navbar: Navbar | undefined }) {
  const openCategory = useNavStore((state) => state.openCategory);
  const openSubCategory = useNavStore((state) => state.openSubCategory);
  const setOpenCategory = useNavStore((state) => state.setOpenCategory);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const lastPointer = useRef<string>("mouse");
  const hover = useMemo(
    () => createHoverController(({ category, subCategory }) => setOpenCategory(category, subCategory)),
    [setOpenCategory],
  );
  useEffect(() => () => hover.cancel(), [hover]);

  const categories = navbar?.mainNav.categories ?? [];
  const open = categories.find((category) => category.uri === openCategory);

  return (
    <Nav aria-label="Main" onMouseLeave={() => hover.leave()}>
      <Row>
        {categories.map((category) => (
          <Item key={category.uri} onMouseEnter={() => lastPointer.current === "mouse" && hover.enter(category)}>
            <TopLink
              href={category.uri}
              $open={openCategory === category.uri}
              aria-expanded={category.subCategories.length > 0 ? openCategory === category.uri : undefined}
              aria-controls={category.subCategories.length > 0 ? `nav-dropdown-${category.uri}` : undefined}
              onPointerDown={(event) => {
                lastPointer.current = event.pointerType;
              }}
              onClick={(event) => {
                if (lastPointer.current !== "touch") return;
                event.preventDefault();
                const outcome = tapCategory(openCategory, category, pathname);
                if (outcome.kind === "open") setOpenCategory(outcome.category, category.subCategories[0]?.uri ?? null);
                else if (outcome.kind === "close") setOpenCategory(null);
                else if (outcome.kind === "navigate") void navigate(outcome.uri);
                else {
                  setOpenCategory(null);
                  window.scrollTo({ top: 0, behavior: "smooth" });
                }
              }}
            >
              {category.name}
            </TopLink>
          </Item>
        ))}
        <Spacer aria-hidden="true" />
        {[...NAV_STATIC_LINKS, ...(navbar?.utilityLinks ?? FALLBACK_UTILITY_LINKS)].map((link) => (
          <Item key={link.uri}>
            <TopLink href={link.uri}>{link.title}</TopLink>
          </Item>
        ))}
      </Row>
      {open && open.subCategories.length > 0 ? (
        <CategoryDropdown category={open} activeSub={openSubCategory} onSubHover={(uri) => setOpenCategory(open.uri, uri)} />
      ) : null}
    </Nav>
  );
}
