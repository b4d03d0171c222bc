import { Fragment } from "react";
import styled from "styled-components";
import type { Cart } from "@storefront/api-client/cart";
import { useStorefrontSettings } from "@storefront/page-kit/settings";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { up } from "@storefront/ui-kit/theme";
import type { DepositState } from "@storefront/validation/deposit";
import { isProformaDelivery } from "@storefront/validation/cart";
import { formatPrice, hasValidSavings } from "@storefront/validation/price";
import { ASK_AN_EXPERT_PATH, checkoutTexts } from "../checkout-texts";
import { CouponEntry } from "./CouponEntry";
import { SummaryItem } from "./SummaryItem";

const texts = checkoutTexts.summary;

const Aside = styled.aside`
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const HeadingRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** spec 2 §2: the item list scrolls, at most 180, 300 or 600 px high by breakpoint. */
const Items = styled.ul`
  max-height: 180px;
  margin: ${({ theme }) => theme.space[3]}px 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  ${up("md")} {
    max-height: 300px;
  }
  ${up("lg")} {
    max-height: 600px;
  }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => theme.space[3]}px 0 0;

  dd {
    margin: 0;
    text-align: right;
  }
`;

const Total = styled.div`
  display: contents;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const CartErrors = styled.ul`
  margin: ${({ theme }) => theme.space[3]}px 0;
  padding: 0;
  list-style: none;

  li {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
  }
`;

/** A priced line under the items: its label and amount, or 'Free'. */
export interface SummaryLine {
  label: string;
  amount: number | null;
}

export interface OrderSummaryProps {
  cart: Cart;
  /** 'Delivery' or 'Same Day Delivery' with the selected date's cost; null before a date is chosen. */
  delivery: SummaryLine | null;
  /** Priced delivery services ('{service} Delivery') and supplier delivery lines. */
  extras: readonly SummaryLine[];
  orderTotal: number;
  /** A deposit being paid now (partial payment): 'Deposit today' and 'Remaining payment' follow the total. */
  deposit?: DepositState | null;
  email: string;
  onEditCart: () => void;
}

/**
 * The order summary sidebar (spec 2 §2): 'Order Summary', the cart's messages, 'Edit Cart', the
 * items and rewards, the coupon accordion, 'You saved' when the savings count (5 % of RRP), the
 * delivery line, priced services and supplier lines, then 'Order Total' (and, with a deposit,
 * 'Deposit today' and 'Remaining payment'). Cart errors are listed
 * with 'Request Assistance' to /ask-an-expert and the totals are hidden.
 */
export function OrderSummary({ cart, delivery, extras, orderTotal, deposit = null, email, onEditCart }: OrderSummaryProps) {
  const brand = useBrand();
  const { proformaShippingBrands } = useStorefrontSettings();
  const proforma = (productBrand: string) => isProformaDelivery([productBrand], proformaShippingBrands.join(","));
  const money = { locale: brand.locale, currency: brand.currency };
  const amount = (value: number | null) => (value !== null && value > 0 ? formatPrice(value, money) : texts.free);
  const hasErrors = cart.errors.length > 0;
  const saved = hasValidSavings(cart.savingTotal ?? 0, cart.totalRrp ?? 0);
  return (
    <Aside aria-labelledby="order-summary-heading">
      <HeadingRow>
        <Heading level={2} id="order-summary-heading">
          {texts.heading}
        </Heading>
        <Button variant="link" onClick={onEditCart}>
          {texts.editCart}
        </Button>
      </HeadingRow>
      {cart.messages.map((message) => (
        <Alert key={message} type="info">
          {message}
        </Alert>
      ))}
      <Items aria-label={checkoutTexts.summary.cartTitle}>
        {cart.products.map((item) => (
          <SummaryItem key={item.productCode} item={item} money={money} proforma={proforma(item.brand)} />
        ))}
        {cart.rewards.map((item) => (
          <SummaryItem key={`reward-${item.productCode}`} item={item} money={money} proforma={proforma(item.brand)} isReward />
        ))}
      </Items>
      {hasErrors ? (
        <CartErrors>
          {cart.errors.map((error) => (
            <li key={error}>
              <Alert type="error">{error}</Alert>
              <Button variant="secondary" size="small" href={ASK_AN_EXPERT_PATH}>
                {texts.requestAssistance}
              </Button>
            </li>
          ))}
        </CartErrors>
      ) : (
        <>
          <CouponEntry appliedCode={cart.couponCode ?? null} email={email} />
          <Lines>
            {saved ? (
              <>
                <dt>{texts.youSaved}</dt>
                <dd>{formatPrice(cart.savingTotal ?? 0, money)}</dd>
              </>
            ) : null}
            {delivery ? (
              <>
                <dt>{delivery.label}</dt>
                <dd>{amount(delivery.amount)}</dd>
              </>
            ) : null}
            {extras.map((line) => (
              <Fragment key={line.label}>
                <dt>{line.label}</dt>
                <dd>{amount(line.amount)}</dd>
              </Fragment>
            ))}
            <Total>
              <dt>{texts.orderTotal}</dt>
              <dd>{formatPrice(orderTotal, money)}</dd>
            </Total>
            {deposit ? (
              <>
                <dt>{texts.depositToday}</dt>
                <dd>{formatPrice(deposit.cartDeposit, money)}</dd>
                <dt>{texts.remainingPayment}</dt>
                <dd>{formatPrice(deposit.cartRemainingPayment, money)}</dd>
              </>
            ) : null}
          </Lines>
        </>
      )}
    </Aside>
  );
}
