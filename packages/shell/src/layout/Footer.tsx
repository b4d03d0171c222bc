import { Link } from "react-router";
import styled from "styled-components";
import { useBrand } from "@storefront/ui-kit/brand";
import { useRootData } from "@storefront/page-kit/root-data";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { KitLink } from "@storefront/ui-kit/link";
import { targetBox } from "@storefront/ui-kit/theme";
import { NEWSLETTER_PATH, newsletterTexts } from "../newsletter/newsletter-texts";

const Foot = styled.footer`
  background: ${({ theme }) => theme.color.surface.footer};
  color: ${({ theme }) => theme.color.surface.footerText};
  padding: ${({ theme }) => `${theme.space[7]}px ${theme.space[4]}px`};
  a {
    color: inherit;
  }
`;

const Columns = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
  li > a {
    ${targetBox()}
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** The site footer, loaded lazily by the shell (spec 1 §2.2), with the QuickLinks setting's links as 'Quick links' (issue 20 item 1). */
export default function Footer() {
  const brand = useBrand();
  const root = useRootData();
  const { quickLinks } = useStorefrontSettings();
  const columns = [
    ...(quickLinks.length ? [{ title: "Quick links", links: quickLinks.map(({ title, url }) => ({ title, uri: url })) }] : []),
    ...(root?.navbar?.footerNav ?? []),
  ];
  return (
    <Foot>
      <Columns>
        <section>
          <h2>Shop</h2>
          <ul>
            <li>
              <Link to="/products">All products</Link>
            </li>
            <li>
              <Link to="/brands">Brands</Link>
            </li>
            <li>
              <Link to="/promotions">Promotions</Link>
            </li>
            <li>
              <Link to="/sale">Sale</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>Help</h2>
          <ul>
            <li>
              <Link to="/stores">Find a store</Link>
            </li>
            <li>
              <Link to="/ask-an-expert">Ask an expert</Link>
            </li>
            <li>
              <Link to="/afterpay">Afterpay</Link>
            </li>
            <li>
              <Link to="/zipmoney">Zip</Link>
            </li>
          </ul>
        </section>
        {columns.map((column) => (
          <section key={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.uri}>
                  <KitLink href={link.uri}>{link.title}</KitLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section>
          <h2>{brand.displayName}</h2>
          <ul>
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/sitemap">Site map</Link>
            </li>
            <li>
              {/* The sign-up page works without JavaScript, where the popup never shows (issue 40). */}
              <Link to={NEWSLETTER_PATH}>{newsletterTexts.heading}</Link>
            </li>
          </ul>
        </section>
      </Columns>
    </Foot>
  );
}
