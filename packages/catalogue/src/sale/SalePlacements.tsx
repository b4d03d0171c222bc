import styled from "styled-components";
import { SaleArtwork, useSalePlacement } from "@storefront/page-kit/sale-placement";
import { KitLink } from "@storefront/ui-kit/link";
import { salePlacementTexts } from "./sale-rules";

const BadgeLink = styled(KitLink)`
  display: inline-flex;
  align-self: flex-start;
  border-radius: ${({ theme }) => theme.radii.sm};

  img {
    display: block;
    height: 40px;
    width: auto;
  }
`;

/**
 * The sale's category badge (spec 3 §3 placement): beside a category page's heading while a sale
 * is on, leading to the sale. Its image says the sale's name; its name says where it leads.
 */
export function SaleCategoryBadge() {
  const placement = useSalePlacement("categoryBadge");
  if (!placement) return null;
  const { sale, image } = placement;
  return (
    <BadgeLink href={sale.url}>
      <SaleArtwork image={image} alt={salePlacementTexts.categoryBadge(sale.name)} />
    </BadgeLink>
  );
}

const Tag = styled(SaleArtwork)`
  display: block;
  height: 28px;
  width: auto;
`;

/**
 * The sale's price tag (spec 3 §3 placement): under the price of a product the sale marks (its
 * 'sale' ribbon) while a sale is on. Not a link: the card's own link is the product.
 */
export function SalePriceTag() {
  const placement = useSalePlacement("priceTag");
  if (!placement) return null;
  return <Tag image={placement.image} alt={salePlacementTexts.priceTag(placement.sale.name)} />;
}
