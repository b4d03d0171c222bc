import styled from "styled-components";
import { SaleArtwork, useSalePlacement } from "@storefront/page-kit/sale-placement";
import { KitLink } from "@storefront/ui-kit/link";

const SaleIcon = styled(SaleArtwork)`
  width: 24px;
  height: 24px;
  margin-right: ${({ theme }) => theme.space[2]}px;
  vertical-align: middle;
`;

/**
 * The sale's navigation icon (spec 3 §3 placement): while a sale is on, a link to the sale by its
 * name with its icon, after the categories of the desktop navigation and the phone's menu. The
 * name says where it leads; the icon is decoration. Nothing while no sale is on.
 */
export function SaleNavLink({ className }: { className?: string }) {
  const placement = useSalePlacement("navIcon");
  if (!placement) return null;
  return (
    <KitLink className={className} href={placement.sale.url}>
      <SaleIcon image={placement.image} alt="" />
      {placement.sale.name}
    </KitLink>
  );
}

/** Whether the sale's navigation link shows (so a list item is drawn only around a link). */
export function useSaleNavShown(): boolean {
  return useSalePlacement("navIcon") !== null;
}
