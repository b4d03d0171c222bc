import styled from "styled-components";
import { SaleArtwork, useSalePlacement } from "@storefront/page-kit/sale-placement";
import { KitLink } from "@storefront/ui-kit/link";

/** The words of the sale's header banner and navigation item (ours; spec 3 §3 names the placements). */
export const saleHeaderTexts = {
  banner: (name: string, message: string) => (message ? `${name}: ${message}` : `${name}: shop the sale`),
} as const;

const BannerLink = styled(KitLink)`
  display: block;
  line-height: 0;

  img {
    display: block;
    width: 100%;
    height: 48px;
    object-fit: cover;
  }
`;

/**
 * The sale's site-wide header banner (spec 3 §3 placement): under the header of every page while a
 * sale is on, the whole strip a link to the sale. In the server HTML (the root loader reads the
 * sale), and its height is fixed, so nothing below it moves.
 */
export function SaleHeaderBanner() {
  const placement = useSalePlacement("siteWideHeaderBanners");
  if (!placement) return null;
  const { sale, image } = placement;
  return (
    <BannerLink href={sale.url}>
      <SaleArtwork image={image} alt={saleHeaderTexts.banner(sale.name, sale.message)} />
    </BannerLink>
  );
}
