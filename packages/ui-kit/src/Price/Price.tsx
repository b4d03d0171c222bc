import { discountOffRrp, formatMoney, formatPrice, isDiscountShown, priceBlock, priceParts } from "@storefront/validation/price";
import styled, { css } from "styled-components";
import { useBrand } from "../brand/BrandProvider";
import { focusRing } from "../internal/styles";
import { targetBox } from "../theme/targets";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";

/** spec 1 §2.10: the price block's four sizes. */
export type PriceSize = "small" | "project" | "listing" | "expanded";
export const PRICE_SIZES: readonly PriceSize[] = ["small", "project", "listing", "expanded"];

export interface PriceProps {
  /** The selling price; null or missing has no price. */
  price: number | null | undefined;
  /** The recommended retail price, for the RRP and saving lines. */
  rrp?: number | null;
  size?: PriceSize;
  /** Whether the shopper is signed in; brands whose prices need login show a login link otherwise. */
  loggedIn?: boolean;
}

const Block = styled.div<{ $size: PriceSize }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.text.price};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  ${({ $size }) =>
    $size === "project"
      ? css`
          align-items: flex-end;
          font-variant-numeric: tabular-nums;
        `
      : ""}
`;

const AMOUNT_SIZE = { small: "md", project: "md", listing: "xl", expanded: "display" } as const;

const Amount = styled.span<{ $size: PriceSize }>`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme, $size }) => theme.fontSizes[AMOUNT_SIZE[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const Cents = styled.sup`
  margin-left: 0.05em;
  font-size: 0.5em;
  vertical-align: 0.75em;
  line-height: 0;
`;

const Note = styled.span<{ $size: PriceSize }>`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme, $size }) => ($size === "expanded" ? theme.fontSizes.md : theme.fontSizes.sm)};
`;

const Saving = styled.span<{ $size: PriceSize }>`
  align-self: flex-start;
  padding: ${({ theme }) => `2px ${theme.space[2]}px`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.ribbon.save};
  color: ${({ theme }) => theme.color.ribbon.text};
  font-size: ${({ theme, $size }) => ($size === "expanded" ? theme.fontSizes.md : theme.fontSizes.sm)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const RequestPrice = styled.span<{ $size: PriceSize }>`
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme, $size }) => ($size === "expanded" ? theme.fontSizes.xl : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const LoginLink = styled.a`
  ${targetBox()}
  align-self: flex-start;
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacing.caps};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  &:hover {
    text-decoration-thickness: 2px;
  }

  ${focusRing}
`;

/**
 * The price block (spec 1 §2.10, §4 and §5). Rules come from @storefront/validation/price:
 * 'LOG IN FOR PRICE' for logged-out shoppers where the brand says so, 'Request Price' without a
 * price, otherwise the amount (superscript cents in the expanded size) with RRP and saving
 * lines when the discount is worth showing. The project size lists quote lines, where zero
 * reads 'FREE' and no price 'N/A'.
 */
export function Price({ price, rrp, size = "listing", loggedIn = false }: PriceProps) {
  const { currency, features } = useBrand();
  const options = { currency };

  if (size === "project" && !(features.pricesNeedLogin && !loggedIn)) {
    return (
      <Block $size={size}>
        <Amount $size={size}>{formatPrice(price, options)}</Amount>
      </Block>
    );
  }

  const block = priceBlock({ price, pricesNeedLogin: features.pricesNeedLogin, loggedIn, currency });
  if (block.kind === "logIn") {
    return (
      <Block $size={size}>
        <LoginLink href={block.href}>{block.text}</LoginLink>
      </Block>
    );
  }
  if (block.kind === "requestPrice" || price === null || price === undefined) {
    return (
      <Block $size={size}>
        <RequestPrice $size={size}>{block.text}</RequestPrice>
      </Block>
    );
  }

  const discount = rrp ? discountOffRrp(price, rrp) : null;
  const showSaving = size !== "small" && discount !== null && isDiscountShown(discount);
  const parts = size === "expanded" ? priceParts(price, options) : null;

  return (
    <Block $size={size}>
      {parts ? (
        <Amount $size={size}>
          <span aria-hidden="true">
            {parts.dollars}
            {parts.cents ? <Cents>{parts.cents}</Cents> : null}
          </span>
          <VisuallyHidden>{block.text}</VisuallyHidden>
        </Amount>
      ) : (
        <Amount $size={size}>{block.text}</Amount>
      )}
      {showSaving && rrp ? (
        <>
          <Note $size={size}>RRP {formatMoney(rrp, options)}</Note>
          <Saving $size={size}>Save {formatMoney(discount.discountOffRrp, options)}</Saving>
        </>
      ) : null}
    </Block>
  );
}
