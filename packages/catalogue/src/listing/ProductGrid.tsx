import { memo, useMemo } from "react";
import styled from "styled-components";
import type { ProductSummary } from "@storefront/api-client/product";
import { ProductCard, type ProductCardProduct } from "@storefront/ui-kit/product-card";
import { up } from "@storefront/ui-kit/theme";
import { ProductWidget } from "@storefront/page-kit/product-widgets";
import { DEALS_CLUB_PATH, useDealsClubView, type DealsClubView } from "@storefront/page-kit/deals-club";
import { MemberPrice } from "@storefront/ui-kit/member-price";
import { missingPartsOf } from "../product/missing-parts";
import { SalePriceTag } from "../sale/SalePlacements";
import { useProductClickEvent } from "./useProductClickEvent";

/** A product record as the kit's card reads it. */
export function toCardProduct(product: ProductSummary): ProductCardProduct {
  const image = product.images[0];
  return {
    title: product.title,
    href: product.uri,
    imageUrl: product.image ?? image?.url,
    imageAlt: image?.alt ?? product.title,
    brandName: product.manufacturer?.name ?? product.brand,
    price: product.price,
    rrp: product.rrp,
    ribbons: product.ribbons.map((ribbon) => ({ type: ribbon.type, text: ribbon.text })),
    condition: product.condition?.label,
    conditionUnavailable: product.condition?.badgeStyle === "unavailable",
    missingParts: missingPartsOf(product.missingParts),
    stockStatus: product.stockStatus,
  };
}

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;

  ${up("md")} {
    gap: ${({ theme }) => theme.space[4]}px;
    grid-template-columns: repeat(${({ $columns }) => Math.min($columns, 3)}, minmax(0, 1fr));
  }
  ${up("xl")} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

export interface ProductGridProps {
  products: readonly ProductSummary[];
  /** Columns from the xl breakpoint (3 up to it). */
  columns?: 3 | 4;
  headingLevel?: 2 | 3;
  /** The grid's name for assistive technology. */
  label?: string;
  /** The search these products answer: a click on one is tracked with it. */
  searchTerm?: string;
}

/** The cards of the first row at the widest layout: their images are the listing's first paint. */
const PRIORITY_CARDS = 4;

/**
 * One card of the grid. It renders again only when its product record changes: a router update
 * after hydration (React Router's route discovery, a fetcher settling) re-renders the page around
 * the grid, and 24 cards of styled components computed their CSS again for nothing (issue 17).
 */
const GridCard = memo(function GridCard({
  product,
  headingLevel,
  priority,
  dealsClub,
}: {
  product: ProductSummary;
  headingLevel: 2 | 3;
  priority: boolean;
  dealsClub: DealsClubView;
}) {
  const memberPrice = dealsClub.enabled ? product.memberPrice : null;
  const inSale = product.ribbons.some((ribbon) => ribbon.type === "sale");
  return (
    <ProductCard
      product={toCardProduct(product)}
      headingLevel={headingLevel}
      priority={priority}
      actions={
        <>
          {inSale ? <SalePriceTag /> : null}
          {memberPrice ? <MemberPrice memberPrice={memberPrice} member={dealsClub.member} joinHref={DEALS_CLUB_PATH} /> : null}
          <ProductWidget name="compare" product={product} />
        </>
      }
    />
  );
});

/**
 * Product cards with price block, ribbons, condition, stock, the sale's price tag on a product
 * the sale marks (its 'sale' ribbon, while a sale is on) and the compare tick (issue 7 item 2;
 * the compare domain's, through page-kit's product widgets), and the deals club's member price
 * where the storefront runs the club (issue 45 item 3).
 */
export function ProductGrid({ products, columns = 3, headingLevel = 2, label, searchTerm }: ProductGridProps) {
  const gridRef = useProductClickEvent(searchTerm);
  const { enabled, member } = useDealsClubView();
  // One object per membership, so the memoised cards render again only when it changes.
  const dealsClub = useMemo(() => ({ enabled, member }), [enabled, member]);
  return (
    <Grid ref={gridRef} $columns={columns} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.sku} data-sku={product.sku}>
          <GridCard product={product} headingLevel={headingLevel} priority={index < PRIORITY_CARDS} dealsClub={dealsClub} />
        </li>
      ))}
    </Grid>
  );
}
