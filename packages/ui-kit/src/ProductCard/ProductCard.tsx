import { truncateText } from "@storefront/validation/price";
import type { ReactNode } from "react";
import styled from "styled-components";
import { ConditionBadge, MissingParts, type ProductCondition } from "../ConditionBadge/ConditionBadge";
import { focusRing } from "../internal/styles";
import { Price } from "../Price/Price";
import { Ribbon } from "../Ribbon/Ribbon";
import { StockStatus, type StockStatusValue } from "../StockStatus/StockStatus";
import { up } from "../theme/media";
import type { RibbonType } from "../theme/types";

export interface ProductCardProduct {
  title: string;
  /** The product page, e.g. /p/{slug}. */
  href: string;
  imageUrl?: string;
  imageAlt?: string;
  brandName?: string;
  sku?: string;
  price: number | null | undefined;
  rrp?: number | null;
  ribbons?: readonly { type: RibbonType; text?: string }[];
  condition?: ProductCondition;
  conditionUnavailable?: boolean;
  missingParts?: string | readonly string[];
  stockStatus?: StockStatusValue;
}

export interface ProductCardProps {
  product: ProductCardProduct;
  loggedIn?: boolean;
  /** Controls under the price, e.g. the compare checkbox or add to cart; they stay clickable. */
  actions?: ReactNode;
  /** The heading level of the title in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The card is in the first screenful (the first row of a listing): its image loads at once with
   * high priority, since it may be the page's largest paint; other cards' images load lazily.
   */
  priority?: boolean;
}

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 112px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;
  height: 100%;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.default};
  transition:
    box-shadow ${({ theme }) => theme.motion.fast}ms ease,
    border-color ${({ theme }) => theme.motion.fast}ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.color.border.strong};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:focus-within {
    border-color: ${({ theme }) => theme.color.action.focusRing};
  }

  ${up("md")} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    padding: ${({ theme }) => theme.space[4]}px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.sunken};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Ribbons = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]}px;
  left: ${({ theme }) => theme.space[2]}px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]}px;

  &:empty {
    display: none;
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

const Brand = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacing.caps};
  text-transform: uppercase;
`;

const Title = styled.h3`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: normal;
  text-transform: none;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
`;

/** The title link stretches over the whole card, so the card is one click target. */
const TitleLink = styled.a`
  color: inherit;
  text-decoration: none;

  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:hover {
    text-decoration: underline;
  }

  ${focusRing}
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Sku = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]}px;
`;

/**
 * A product in a listing: image with ribbons, brand, title (cut at 84 characters, spec 1 §5),
 * condition, price block in the listing size and stock state. Stacked from md, side by side on
 * mobile.
 */
export function ProductCard({ product, loggedIn, actions, headingLevel = 3, priority = false }: ProductCardProps) {
  const title = truncateText(product.title);
  return (
    <Card>
      <Media>
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt={product.imageAlt ?? ""}
            width={320}
            height={320}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            decoding="async"
          />
        ) : null}
        <Ribbons>
          {product.ribbons?.map((ribbon, index) => (
            <Ribbon key={`${ribbon.type}-${index}`} type={ribbon.type}>
              {ribbon.text}
            </Ribbon>
          ))}
        </Ribbons>
      </Media>
      <Details>
        {product.brandName ? <Brand>{product.brandName}</Brand> : null}
        <Title as={`h${headingLevel}` as "h3"}>
          <TitleLink href={product.href} title={title === product.title ? undefined : product.title}>
            {title}
          </TitleLink>
        </Title>
        {product.sku ? <Sku>SKU {product.sku}</Sku> : null}
        {product.condition ? (
          <Badges>
            <ConditionBadge condition={product.condition} unavailable={product.conditionUnavailable} />
          </Badges>
        ) : null}
        {product.missingParts ? <MissingParts parts={product.missingParts} /> : null}
        <Price price={product.price} rrp={product.rrp} size="listing" loggedIn={loggedIn} />
        {product.stockStatus ? <StockStatus status={product.stockStatus} /> : null}
        {actions ? <Actions>{actions}</Actions> : null}
      </Details>
    </Card>
  );
}
