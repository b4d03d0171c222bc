import { Link, useMatches } from "react-router";
import styled from "styled-components";
import { breadcrumbsOf } from "@storefront/page-kit/masthead";
import { targetBox } from "@storefront/ui-kit/theme";

const Trail = styled.nav`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li::before {
    content: "›";
    margin-right: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.color.text.muted};
  }

  a {
    ${targetBox()}
    color: ${({ theme }) => theme.color.text.link};
  }
`;

/** Breadcrumbs from the deepest route (handle or loader data), Home first; the last is the page. */
export function Breadcrumbs() {
  const crumbs = breadcrumbsOf(useMatches());
  if (crumbs.length === 0) return null;
  return (
    <Trail aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.uri} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.uri}>
              <Link to={crumb.uri}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </Trail>
  );
}
