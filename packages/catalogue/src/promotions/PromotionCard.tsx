import styled from "styled-components";
import type { Promotion } from "@storefront/api-client/catalogue";
import { useBrand } from "@storefront/ui-kit/brand";
import { Ribbon, ribbonTypeOf } from "@storefront/ui-kit/ribbon";
import { formatDate } from "@storefront/validation/dates";
import { Card, CardGrid, CardLink, Muted } from "../page/layout";

const PromoCard = styled(Card)`
  p {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const PromoTop = styled.div`
  min-height: 24px;
`;

/** A promotion as a card: ribbon, title, summary and end date. */
export function PromotionCard({ promotion, headingLevel = 3 }: { promotion: Promotion; headingLevel?: 2 | 3 }) {
  const brand = useBrand();
  const ribbon = ribbonTypeOf(promotion.ribbon);
  const Heading = `h${headingLevel}` as "h3";
  return (
    <PromoCard>
      <PromoTop>{ribbon ? <Ribbon type={ribbon} /> : null}</PromoTop>
      <Heading>
        <CardLink href={promotion.uri}>{promotion.title}</CardLink>
      </Heading>
      <p>{promotion.summary}</p>
      <Muted>{promotion.isActive ? `Ends ${formatDate(promotion.endsOn, brand)}` : "This offer has ended"}</Muted>
    </PromoCard>
  );
}

/** Promotions as a grid of cards (home page, sale, promotions page). */
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
  return (
    <CardGrid $min={min} aria-label={label}>
      {promotions.map((promotion) => (
        <li key={promotion.slug}>
          <PromotionCard promotion={promotion} headingLevel={headingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}
