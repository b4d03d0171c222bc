import styled from "styled-components";
import type { CartProduct } from "@storefront/api-client/cart";
import { KitLink } from "@storefront/ui-kit/link";
import { Ribbon, ribbonTypeOf } from "@storefront/ui-kit/ribbon";
import { StockStatus } from "@storefront/ui-kit/stock-status";
import { formatPrice } from "@storefront/validation/price";
import { checkoutTexts } from "../checkout-texts";
import { ProductThumbnail, THUMBNAIL_PX } from "./ProductThumbnail";

const texts = checkoutTexts.summary;
type PriceFormatOptions = NonNullable<Parameters<typeof formatPrice>[1]>;

/** spec 2 §2 "Cart line display": 56 px thumbnails keep the scrolling list compact. */

const Item = styled.li`
  display: grid;
  grid-template-columns: ${THUMBNAIL_PX}px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  align-items: start;
  padding: ${({ theme }) => theme.space[2]}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Thumbnail = styled(ProductThumbnail)`
  grid-row: span 2;
`;

const Facts = styled.div`
  grid-column: 2 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
`;

/** The promotion's link stands alone on its line: a target of at least 24 px high (WCAG 2.2 §2.5.8, issue 46). */
const PromotionLine = styled.p`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
`;

export interface SummaryItemProps {
  item: CartProduct;
  money: PriceFormatOptions;
  /** A reward of a promotion (spec 3 §3): 'Bonus with {promotion}'. */
  isReward?: boolean;
  /** The product's brand ships proforma (the proformaShippingBrands setting): its supplier delivers it. */
  proforma: boolean;
}

/** The words of the line's promotion: the product is part of a running one, or a reward was given by one. */
function promotionWords(item: CartProduct, isReward: boolean): string {
  const title = item.promoTitle ?? texts.promotionFallback;
  return isReward ? texts.bonusWith(title) : texts.partOf(title);
}

/**
 * One line of the order summary (spec 2 §2 "Cart line display"): image, title, line price,
 * quantity, condition, missing parts, the chosen warranty and installation, availability, the
 * proforma flag (delivered by the supplier), the ribbon where the brand shows ribbons, and the
 * promotion the line belongs to, linking to its page.
 */
export function SummaryItem({ item, money, isReward = false, proforma }: SummaryItemProps) {
  const options = [item.warranty, item.install].filter((option) => option !== null && option !== undefined);
  const ribbon = ribbonTypeOf(item.ribbonType);
  return (
    <Item>
      {/* The title beside it names the product: the picture adds nothing for a screen reader. */}
      <Thumbnail image={item.image} />
      <span>{item.title}</span>
      <span>{formatPrice(item.price * item.quantity, money)}</span>
      <Facts>
        <p>
          {texts.quantity(item.quantity)}
          {item.condition ? ` · ${item.condition}` : ""}
          {item.missingParts ? ` · ${item.missingParts}` : ""}
          {options.map((option) => ` · ${option.name} ${formatPrice(option.price, money)}`).join("")}
        </p>
        <StockStatus
          status={item.available ? "inStock" : "supersededAndNoStock"}
          label={item.available ? texts.available : texts.unavailable}
        />
        {proforma ? <p>{texts.proforma}</p> : null}
        {ribbon ? (
          <Badges>
            <Ribbon type={ribbon} />
          </Badges>
        ) : null}
        {item.promoId ? (
          <PromotionLine>
            <KitLink href={`/promotion/${encodeURIComponent(item.promoId)}`}>{promotionWords(item, isReward)}</KitLink>
          </PromotionLine>
        ) : null}
      </Facts>
    </Item>
  );
}
