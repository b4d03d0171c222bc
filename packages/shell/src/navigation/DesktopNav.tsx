import { lazy, memo, Suspense, useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import styled from "styled-components";
import type { Navbar } from "@storefront/api-client/content";
import { below } from "@storefront/ui-kit/theme";
import { KitLink } from "@storefront/ui-kit/link";
import { SaleNavLink, useSaleNavShown } from "./SaleNavLink";
import { createHoverController, tapCategory } from "./nav-rules";
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

const SaleTopLink = styled(SaleNavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: rgba(127, 127, 127, 0.18);
  }
`;

/** The sale's item of the navigation, while a sale is on. */
function SaleNavItem() {
  return useSaleNavShown() ? (
    <Item>
      <SaleTopLink />
    </Item>
  ) : null;
}

const Spacer = styled.li`
  flex: 1;
`;

export const NAV_STATIC_LINKS = [{ title: "Brands", uri: "/brands" }] as const;
/** Used when the navigation could not be read at all. */
export const FALLBACK_UTILITY_LINKS = [
  { title: "Stores", uri: "/stores" },
  { title: "Promotions", uri: "/promotions" },
] as const;

/*
 * The dropdowns show only when the shopper points at or taps a category: their part loads then
 * (issue 17 item 3), started as the pointer or focus enters the navigation, before the hover delay
 * opens one.
 */
const loadCategoryDropdown = () => import("./CategoryDropdown");
const CategoryDropdown = lazy(loadCategoryDropdown);

/**
 * The desktop main navigation (spec 1 §2.9 and §4): categories with hover and touch dropdowns.
 * Memoised: the header renders again when the shopper's store or the sticky state changes, and
 * the navigation, the header's biggest tree, has nothing of those (issue 17's blocking time).
 */
export const DesktopNav = memo(function DesktopNav({ navbar }: { navbar: Navbar | undefined }) {
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
    <Nav
      aria-label="Main"
      onMouseLeave={() => hover.leave()}
      onMouseEnter={() => void loadCategoryDropdown()}
      onFocus={() => void loadCategoryDropdown()}
      onPointerDown={() => void loadCategoryDropdown()}
    >
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
        <SaleNavItem />
        <Spacer aria-hidden="true" />
        {[...NAV_STATIC_LINKS, ...(navbar?.utilityLinks ?? FALLBACK_UTILITY_LINKS)].map((link) => (
          <Item key={link.uri}>
            <TopLink href={link.uri}>{link.title}</TopLink>
          </Item>
        ))}
      </Row>
      {open && open.subCategories.length > 0 ? (
        <Suspense fallback={null}>
          <CategoryDropdown category={open} activeSub={openSubCategory} onSubHover={(uri) => setOpenCategory(open.uri, uri)} />
        </Suspense>
      ) : null}
    </Nav>
  );
});
