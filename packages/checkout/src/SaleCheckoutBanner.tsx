import styled from "styled-components";
import { SaleArtwork, useSalePlacement } from "@storefront/page-kit/sale-placement";
import { up } from "@storefront/ui-kit/theme";
import { checkoutTexts } from "./checkout-texts";

/** BRANDS.md (blue home-goods): the sales-asset checkout banner is 60 px high on a phone, 72 px on a desktop. */
export const CHECKOUT_SALE_BANNER_HEIGHT = { mobile: 60, desktop: 72 } as const;

const Banner = styled(SaleArtwork)`
  display: block;
  width: 100%;
  height: ${CHECKOUT_SALE_BANNER_HEIGHT.mobile}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;

  ${up("md")} {
    height: ${CHECKOUT_SALE_BANNER_HEIGHT.desktop}px;
  }
`;

/**
 * The sale's checkout banner (spec 3 §3 placement): at the top of the checkout while a sale is on,
 * telling the shopper the sale's prices are in their order. Not a link: the checkout's focused
 * layout leads nowhere else.
 */
export function SaleCheckoutBanner() {
  const placement = useSalePlacement("checkoutBanner");
  if (!placement) return null;
  return <Banner image={placement.image} alt={checkoutTexts.saleBanner(placement.sale.name, placement.sale.message)} />;
}
