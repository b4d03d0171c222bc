import { Fragment } from "react";
import { Link, useParams } from "react-router";
import styled from "styled-components";
import { useInvoicedOrder, type InvoicedOrder } from "@storefront/api-client/account";
import { ORDER_AMOUNT_LABELS, paymentCollection } from "@storefront/api-contract/checkout";
import { ApiError } from "@storefront/api-client/http";
import { useBrand } from "@storefront/ui-kit/brand";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { TableScroll } from "@storefront/ui-kit/table-scroll";
import { calendarDateText, formatLongDate, type DateShop } from "@storefront/validation/dates";
import { formatMoney } from "@storefront/validation/price";
import { Problem } from "../page-styles";
import { AccountAreaPage, accountAreaPaths, AreaProblem, useAccountArea } from "./AccountArea";
import { areaTexts, statusText } from "./area-texts";
import { Table } from "./OrdersPage";

const texts = areaTexts.order;

/** An order number as the API knows them (letters then 8 digits): anything else is not asked for. */
export const ORDER_NUMBER = /^[A-Z]{1,10}[0-9]{8}$/;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  dd {
    margin: 0;
  }
`;

type Address = InvoicedOrder["deliveryAddress"];

function addressLines(address: Address): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.companyName ?? "",
    address.address,
    [address.suburb, address.state, address.postcode].filter(Boolean).join(" "),
  ].filter(Boolean);
}

function AddressText({ address }: { address: Address }) {
  return (
    <>
      {addressLines(address).map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </>
  );
}

function deliveryDateText(order: InvoicedOrder, shop: DateShop): string {
  if (!order.deliveryDate) return texts.noDeliveryDate;
  const text = formatLongDate(calendarDateText(order.deliveryDate), shop, { weekday: true });
  return order.sameDay ? `${text} (${texts.sameDay})` : text;
}

/** The stored order: its facts, its lines and its totals. */
export function OrderDetails({ order }: { order: InvoicedOrder }) {
  const brand = useBrand();
  const { locale } = brand;
  const money = (amount: number) => formatMoney(amount, { locale, currency: order.currency });
  const totals: [string, number][] = [
    [texts.subtotal, order.subtotal],
    ...(order.discount > 0 ? [[texts.discount(order.couponCode), -order.discount] as [string, number]] : []),
    [texts.delivery, order.shipping],
    ...(order.servicesTotal > 0 ? [[texts.services, order.servicesTotal] as [string, number]] : []),
    ...((order.tip ?? 0) > 0 ? [[texts.tip, order.tip ?? 0] as [string, number]] : []),
  ];
  return (
    <>
      <Facts>
        <dt>{texts.placed}</dt>
        <dd>{formatLongDate(order.placedAt, brand)}</dd>
        <dt>{texts.status}</dt>
        <dd>{statusText(order.status)}</dd>
        <dt>{texts.deliveryDate}</dt>
        <dd>
          {deliveryDateText(order, brand)}
          {/* Issue 45 item 10: the reschedule page says when the day can no longer change. */}
          {order.deliveryDate ? (
            <>
              <br />
              <Link to={accountAreaPaths.rescheduleDelivery(order.orderNumber)}>{areaTexts.reschedule.link}</Link>
            </>
          ) : null}
        </dd>
        <dt>{texts.deliveryAddress}</dt>
        <dd>
          <AddressText address={order.deliveryAddress} />
        </dd>
        {order.deliveryAddress.deliveryInstructions ? (
          <>
            <dt>{texts.deliveryInstructions}</dt>
            <dd>{order.deliveryAddress.deliveryInstructions}</dd>
          </>
        ) : null}
        <dt>{texts.billingAddress}</dt>
        <dd>{order.billingAddress ? <AddressText address={order.billingAddress} /> : texts.sameAsDelivery}</dd>
        {order.deliveryServices.length > 0 ? (
          <>
            <dt>{texts.deliveryServices}</dt>
            <dd>{order.deliveryServices.map((service) => service.title).join(", ")}</dd>
          </>
        ) : null}
        {order.poNumber ? (
          <>
            <dt>{texts.poNumber}</dt>
            <dd>{order.poNumber}</dd>
          </>
        ) : null}
        {order.card ? (
          <>
            <dt>{texts.paidWith}</dt>
            <dd>{texts.card(order.card.brand, order.card.lastFour)}</dd>
          </>
        ) : null}
      </Facts>
      <Heading level={2}>{texts.items}</Heading>
      <TableScroll label={texts.items}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{texts.product}</th>
              <th scope="col" className="amount">
                {texts.quantity}
              </th>
              <th scope="col" className="amount">
                {texts.price}
              </th>
              <th scope="col" className="amount">
                {texts.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.sku}>
                <th scope="row">
                  {line.title}
                  {line.warranty ? <div>{texts.warranty(line.warranty.name)}</div> : null}
                  {line.install ? <div>{texts.install(line.install.name)}</div> : null}
                </th>
                <td className="amount">{line.quantity}</td>
                <td className="amount">{money(line.price)}</td>
                <td className="amount">{money(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <Heading level={2}>{texts.totals}</Heading>
      <Facts>
        {totals.map(([label, amount]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{money(amount)}</dd>
          </Fragment>
        ))}
        <dt>{texts.orderTotal}</dt>
        <dd data-testid="order-total">{money(order.orderTotal)}</dd>
        {/* Cash on delivery and account credit collect later: the amount is due, not paid (issue 40 item 5). */}
        <dt>{ORDER_AMOUNT_LABELS[paymentCollection(order.paymentType)]}</dt>
        <dd>{money(order.amountPaid)}</dd>
      </Facts>
    </>
  );
}

/** /account/orders/:orderId (spec 3 §7 order/invoiced/{id}): one of the signed-in shopper's orders as the checkout stored it. */
export function OrderDetailPage() {
  const { signedIn } = useAccountArea();
  const orderNumber = useParams().orderId ?? "";
  const known = ORDER_NUMBER.test(orderNumber);
  const order = useInvoicedOrder(orderNumber, { enabled: signedIn && known });

  let content;
  if (!known || (order.error instanceof ApiError && order.error.status === 404)) content = <Problem>{texts.notFound}</Problem>;
  else if (order.isError) content = <AreaProblem error={order.error} />;
  else if (!order.data) content = <Loader label={texts.loading} showLabel />;
  else content = <OrderDetails order={order.data} />;
  return (
    <AccountAreaPage id="account-order" title={order.data ? texts.title(order.data.orderNumber) : texts.pageTitle}>
      {content}
      <p>
        <Link to={accountAreaPaths.orders}>{texts.back}</Link>
      </p>
    </AccountAreaPage>
  );
}
