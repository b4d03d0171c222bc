import styled from "styled-components";
import type { Promotion } from "@storefront/api-client/catalogue";
import { useBrand } from "@storefront/ui-kit/brand";
import { Ribbon, ribbonTypeOf } from "@storefront/ui-kit/ribbon";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { formatDate, shopToday } from "@storefront/validation/dates";
import { Card, CardGrid, CardLink, Muted } from "../page/layout";
import { isNewPromotion, NEW_PROMOTION_LABEL, newPromotionsFirst } from "./promotion-rules";

const PromoCard = styled(Card)`
  p {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const PromoTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 24px;
`;

/** NewPromotionsEnabled's mark on a promotion in its first week: words, not only a colour. */
const NewTag = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 2px ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.color.text.link};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** A promotion as a card: ribbon, 'New this week' where NewPromotionsEnabled marks it, title, summary and end date. */
export function PromotionCard({
  promotion,
  headingLevel = 3,
  isNew = false,
}: {
  promotion: Promotion;
  headingLevel?: 2 | 3;
  isNew?: boolean;
}) {
  const brand = useBrand();
  const ribbon = ribbonTypeOf(promotion.ribbon);
  const Heading = `h${headingLevel}` as "h3";
  return (
    <PromoCard>
      <PromoTop>
        {isNew ? <NewTag>{NEW_PROMOTION_LABEL}</NewTag> : null}
        {ribbon ? <Ribbon type={ribbon} /> : null}
      </PromoTop>
      <Heading>
        <CardLink href={promotion.uri}>{promotion.title}</CardLink>
      </Heading>
      <p>{promotion.summary}</p>
      <Muted>{promotion.isActive ? `Ends ${formatDate(promotion.endsOn, brand)}` : "This offer has ended"}</Muted>
    </PromoCard>
  );
}

/**
 * Promotions as a grid of cards (home page, sale, promotions page). Where NewPromotionsEnabled is
 * on, the promotions that started in the last 7 days (the shop's days) come first, marked 'New this week'.
 */
export function PromotionGrid({
  promotions,
  min,
  headingLevel,
  label,
}: {
  promotions: readonly Promotion[];
  /** The narrowest a card may be, in px. */
  min: number;
  headingLevel?: 2 | 3;
  label?: string;
}) {
  const { newPromotionsEnabled } = useStorefrontSettings();
  const brand = useBrand();
  const today = shopToday(brand);
  const shown = newPromotionsEnabled ? newPromotionsFirst(promotions, today) : promotions;
  return (
    <CardGrid $min={min} aria-label={label}>
      {shown.map((promotion) => (
        <li key={promotion.slug}>
          <PromotionCard
            promotion={promotion}
            headingLevel={headingLevel}
            isNew={newPromotionsEnabled && isNewPromotion(promotion, today)}
          />
        </li>
      ))}
    </CardGrid>
  );
}
