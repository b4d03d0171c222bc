import { addressLine } from "@storefront/page-kit/address-fields";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import styled from "styled-components";
import { cartKeys } from "@storefront/api-client/cart";
import { useOrder, type OrderAnswer } from "@storefront/api-client/checkout";
import { paymentCollection } from "@storefront/api-contract/checkout";
import { Alert } from "@storefront/ui-kit/alert";
import { useBrand } from "@storefront/ui-kit/brand";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { calendarDateText, formatLongDate, type DateShop } from "@storefront/validation/dates";
import { formatMoney, formatPrice } from "@storefront/validation/price";
import { clearCheckoutSession } from "../session/checkout-session";
import { cardBrandName, confirmationTexts as texts, paymentMethodName, staffPaymentType } from "./confirmation-texts";
import { tipTexts } from "../payment/tip-texts";
import { useOrderTracking } from "./useOrderTracking";

const Page = styled.div`
  max-width: 800px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
  }
`;

const Lines = styled.ul`
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[2]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }
`;

function deliveryDateText(order: OrderAnswer, shop: DateShop): string | null {
  if (!order.deliveryDate) return null;
  const text = formatLongDate(calendarDateText(order.deliveryDate), shop, { weekday: true });
  return order.sameDay ? `${text} (${texts.sameDay})` : text;
}

/** The order's facts (spec 2 §2 and issue 12 item 7). */
export function OrderDetails({ order }: { order: OrderAnswer }) {
  const brand = useBrand();
  const money = { locale: brand.locale, currency: order.currency };
  const date = deliveryDateText(order, brand);
  // Cash on delivery and account credit collect later: the amount is due, not paid (issue 40 item 5).
  const collection = paymentCollection(order.paymentType);
  const paidWith = collection === "atCheckout" ? texts.paidWith : texts.paymentLater;
  return (
    <>
      <Facts>
        <dt>{texts.orderNumber}</dt>
        <dd>{order.orderNumber}</dd>
        {date ? (
          <>
            <dt>{texts.deliveryDate}</dt>
            <dd>{date}</dd>
          </>
        ) : null}
        <dt>{texts.deliveryAddress}</dt>
        <dd>{addressLine(order.deliveryAddress)}</dd>
        {/* Issue 45 item 4: the delivery tip, part of the Order Total. */}
        {(order.tip ?? 0) > 0 ? (
          <>
            <dt>{tipTexts.line}</dt>
            <dd>{formatPrice(order.tip ?? 0, money)}</dd>
          </>
        ) : null}
        <dt>{texts.orderTotal}</dt>
        <dd>{formatPrice(order.orderTotal, money)}</dd>
        <dt>{texts.amount[collection]}</dt>
        {/* An amount, never the price block's 'FREE': an order nothing was due on reads 'Amount paid $0' (issue 44 item 2). */}
        <dd>{formatMoney(order.amountPaid, money)}</dd>
        {order.remainingPayment > 0 ? (
          <>
            <dt>{texts.remainingPayment}</dt>
            <dd>{formatPrice(order.remainingPayment, money)}</dd>
          </>
        ) : null}
        {order.card ? (
          <>
            <dt>{texts.paidWith}</dt>
            <dd>{texts.card(cardBrandName(order.card.brand), order.card.lastFour)}</dd>
          </>
        ) : staffPaymentType(order.paymentType) ? (
          <>
            <dt>{paidWith}</dt>
            <dd>{staffPaymentType(order.paymentType)}</dd>
          </>
        ) : order.paymentMethod !== "CreditCard" && order.paymentMethod !== "None" ? (
          <>
            <dt>{texts.paidWith}</dt>
            <dd>{paymentMethodName(order.paymentMethod)}</dd>
          </>
        ) : null}
      </Facts>
      <Heading level={2}>{texts.items}</Heading>
      <Lines>
        {order.lines.map((line) => (
          <li key={line.sku}>
            <span>
              {line.title} · {texts.quantity(line.quantity)}
            </span>
            <span>{formatPrice(line.lineTotal, money)}</span>
          </li>
        ))}
      </Lines>
    </>
  );
}

/**
 * /customer/confirmation?id={cartId} (spec 2 §2): the order of that cart, read from the API, which
 * answers only the session that placed it. Arriving here clears the saved checkout session and
 * reloads the cart (the order closed it); a reload shows the same order.
 */
export function ConfirmationPage() {
  const [query] = useSearchParams();
  const cartId = query.get("id") ?? "";
  const order = useOrder(cartId);
  const queryClient = useQueryClient();
  const placed = order.data !== undefined;
  useOrderTracking(order.data);

  useEffect(() => {
    if (!placed) return;
    clearCheckoutSession();
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [placed, queryClient]);

  return (
    <Page>
      <Heading level={1}>{order.data ? texts.heading : texts.title}</Heading>
      {order.isPending && cartId ? <Loader label={texts.loading} /> : null}
      {order.isError || !cartId ? <Alert type="error">{texts.notFound}</Alert> : null}
      {order.data ? <OrderDetails order={order.data} /> : null}
      <Button variant="secondary" href="/">
        {texts.continueShopping}
      </Button>
    </Page>
  );
}
