import { formatMoney } from "@storefront/validation/price";
import styled from "styled-components";
import { useBrand } from "../brand/BrandProvider";
import { KitLink } from "../Link/KitLink";

/** The deals club's words on a price (ours: spec 3 §3 names only the flag dealsClubEnabled). */
export const MEMBER_PRICE_TEXTS = {
  price: "Deals club price",
  yours: "Your deals club price",
  join: "Join free",
  joinLabel: "Join free to pay the deals club price",
} as const;

export interface MemberPriceProps {
  /** The product's member price. */
  memberPrice: number;
  /** The visitor is a member: the price is theirs. */
  member: boolean;
  /** Where a visitor who is not a member joins; no link without it. */
  joinHref?: string;
}

const Line = styled.p<{ $member: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  padding: ${({ theme }) => `2px ${theme.space[2]}px`};
  border-left: 4px solid ${({ theme }) => theme.color.brand.accent};
  background: ${({ theme, $member }) => ($member ? theme.color.feedback.successSurface : theme.color.surface.sunken)};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  /* 'Join free' stands apart from the price: a target of at least 24 px high (WCAG 2.2 §2.5.8, issue 46). */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: ${({ theme }) => theme.color.text.link};
  }
`;

/**
 * A product's deals club member price (issue 45 item 3), under its everyday price: "Your deals
 * club price" for a member, who pays it; "Deals club price" with a way to join for everyone
 * else. The page decides whether the storefront runs a club and who is a member.
 */
export function MemberPrice({ memberPrice, member, joinHref }: MemberPriceProps) {
  const { currency, locale } = useBrand();
  return (
    <Line $member={member}>
      <span>{member ? MEMBER_PRICE_TEXTS.yours : MEMBER_PRICE_TEXTS.price}</span>
      <strong>{formatMoney(memberPrice, { currency, locale })}</strong>
      {!member && joinHref ? (
        <KitLink href={joinHref} aria-label={MEMBER_PRICE_TEXTS.joinLabel}>
          {MEMBER_PRICE_TEXTS.join}
        </KitLink>
      ) : null}
    </Line>
  );
}
