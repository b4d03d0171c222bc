import styled from "styled-components";
import { useSale } from "@storefront/api-client/content";
import { useBrand } from "@storefront/ui-kit/brand";
import { KitLink } from "@storefront/ui-kit/link";
import { up } from "@storefront/ui-kit/theme";

const Banner = styled(KitLink)<{ $mobile: number; $desktop: number }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  height: ${({ $mobile }) => $mobile}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.action.primary};
  color: ${({ theme }) => theme.color.text.inverse};
  text-decoration: none;
  ${up("md")} {
    height: ${({ $desktop }) => $desktop}px;
  }

  strong,
  span {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/**
 * The sales-asset checkout banner (spec 2 §2, blue home-goods preset: 60 px high on mobile, 72 px on
 * desktop; BrandConfig checkoutSalesBanner): the running sale's title and message, linking to it.
 * Nothing shows without the flag or without a running sale.
 */
export function SalesBanner() {
  const { features } = useBrand();
  const size = features.checkoutSalesBanner;
  const sale = useSale();
  if (!size || !sale.data?.isSaleOn) return null;
  return (
    <Banner href={sale.data.url} $mobile={size.mobileHeight} $desktop={size.desktopHeight}>
      <strong>{sale.data.name}</strong>
      <span>{sale.data.message}</span>
    </Banner>
  );
}
