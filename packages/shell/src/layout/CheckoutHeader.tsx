import { Link } from "react-router";
import styled from "styled-components";
import { useBrand } from "@storefront/ui-kit/brand";
import { below, up } from "@storefront/ui-kit/theme";
import { Wordmark } from "@storefront/ui-kit/wordmark";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { telHref } from "@storefront/validation/links";

const Bar = styled.header`
  background: ${({ theme }) => theme.color.surface.header};
  color: ${({ theme }) => theme.color.surface.headerText};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.navbarHeight}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;

  a {
    color: inherit;
  }
`;

const Desktop = styled.span`
  ${below("md")} {
    display: none;
  }
`;

const Mobile = styled.span`
  ${up("md")} {
    display: none;
  }
`;

/**
 * The simplified checkout header (spec 1 §2.9): the logo to /, 'Continue Shopping' on desktop or
 * 'Back' on mobile, and the support call link: the brand's label with the number on desktop,
 * '24/7' on mobile.
 */
export function CheckoutHeader() {
  const brand = useBrand();
  const number = useStorefrontSettings().customerSupportNumber;
  return (
    <Bar>
      <Inner>
        <Link to="/">
          <Wordmark height={32} />
        </Link>
        <Link to="/">
          <Desktop>Continue Shopping</Desktop>
          <Mobile>Back</Mobile>
        </Link>
        {number ? (
          <a href={telHref(number)} aria-label={`${brand.features.supportCallLabel} ${number}`}>
            <Desktop>
              {brand.features.supportCallLabel} {number}
            </Desktop>
            <Mobile>24/7</Mobile>
          </a>
        ) : null}
      </Inner>
    </Bar>
  );
}
