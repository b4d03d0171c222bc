import styled from "styled-components";
import { Button } from "@storefront/ui-kit/button";
import type { Navbar } from "@storefront/api-client/content";
import { up } from "@storefront/ui-kit/theme";
import { KitLink } from "@storefront/ui-kit/link";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { ContactLines } from "../layout/ContactDropdown";
import { StoreDropdown } from "../store-picker/StoreDropdown";
import { FALLBACK_UTILITY_LINKS, NAV_STATIC_LINKS } from "./DesktopNav";
import { useNavStore } from "./nav-store";
import { SaleNavLink, useSaleNavShown } from "./SaleNavLink";

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  background: ${({ theme }) => theme.color.overlay};

  ${up("md")} {
    display: none;
  }
`;

const Drawer = styled.div`
  position: fixed;
  top: var(--admin-navbar-offset, 0px);
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown + 1};
  width: min(360px, 88vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${up("md")} {
    display: none;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li > a {
    display: flex;
    justify-content: space-between;
    align-items: center;
    width: 100%;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space[4]}px;
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
`;

/** A category with sub-categories: the kit's ghost button, laid out as a row of the list. */
const Drill = styled(Button)`
  justify-content: space-between;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: 0;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  text-align: left;
  text-transform: none;
  letter-spacing: normal;
`;

const DrawerHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surface.header};
  color: ${({ theme }) => theme.color.surface.headerText};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  button {
    color: inherit;
  }
`;

/** The header's contact lines as rows of the menu. */
const Contact = styled.section`
  padding: ${({ theme }) => theme.space[3]}px 0;

  h2 {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
    min-height: ${({ theme }) => theme.targets.comfortable}px;
    margin: 0;
    padding: 0 ${({ theme }) => theme.space[4]}px;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.targets.comfortable}px;
    color: ${({ theme }) => theme.color.text.link};
  }
`;

/**
 * The open drawer (MobileNav.tsx loads it when the menu opens). Besides the navigation it holds
 * what the phone's header row has no room for (issue 46): the store picker and the contact lines.
 */
export default function MobileNavDrawer({ navbar }: { navbar: Navbar | undefined }) {
  const settings = useStorefrontSettings();
  const stack = useNavStore((state) => state.categoryStack);
  const { closeMobile, pushCategory, popCategory } = useNavStore.getState();
  const categories = navbar?.mainNav.categories ?? [];
  const saleShown = useSaleNavShown();
  const current = categories.find((category) => category.uri === stack.at(-1));
  return (
    <>
      <Backdrop data-testid="mobile-nav-backdrop" onClick={closeMobile} />
      <Drawer role="dialog" aria-modal="true" aria-label="Menu">
        <DrawerHead>
          {current ? (
            <Button variant="ghost" size="small" onClick={popCategory}>
              ‹ Back
            </Button>
          ) : (
            <h2>Menu</h2>
          )}
          <Button variant="icon" aria-label="Close menu" onClick={closeMobile}>
            ✕
          </Button>
        </DrawerHead>
        {current ? null : <StoreDropdown placement="menu" />}
        <nav aria-label="Mobile">
          {current ? (
            <ul>
              <li>
                <KitLink href={current.uri}>All {current.name}</KitLink>
              </li>
              {current.subCategories.map((sub) => (
                <li key={sub.uri}>
                  <KitLink href={sub.uri}>{sub.name}</KitLink>
                </li>
              ))}
            </ul>
          ) : (
            <ul>
              {categories.map((category) => (
                <li key={category.uri}>
                  {category.subCategories.length > 0 ? (
                    <Drill variant="ghost" fullWidth onClick={() => pushCategory(category.uri)}>
                      {category.name} <span aria-hidden="true">›</span>
                    </Drill>
                  ) : (
                    <KitLink href={category.uri}>{category.name}</KitLink>
                  )}
                </li>
              ))}
              {saleShown ? (
                <li>
                  <SaleNavLink />
                </li>
              ) : null}
              {[...NAV_STATIC_LINKS, ...(navbar?.utilityLinks ?? FALLBACK_UTILITY_LINKS)].map((link) => (
                <li key={link.uri}>
                  <KitLink href={link.uri}>{link.title}</KitLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
        {!current && (navbar?.topNav.displayContactUsIcon ?? true) ? (
          <Contact aria-label="Contact us">
            <h2>Contact us</h2>
            <ContactLines supportNumber={settings.customerSupportNumber} />
          </Contact>
        ) : null}
      </Drawer>
    </>
  );
}
