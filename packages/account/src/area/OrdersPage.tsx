import { Link, useSearchParams } from "react-router";
import styled from "styled-components";
import { useInvoicedOrders, type InvoicedOrderSummary } from "@storefront/api-client/account";
import { useBrand, type BrandConfig } from "@storefront/ui-kit/brand";
import { Loader } from "@storefront/ui-kit/loader";
import { Pagination } from "@storefront/ui-kit/pagination";
import { TableScroll } from "@storefront/ui-kit/table-scroll";
import { targetBox } from "@storefront/ui-kit/theme";
import { VisuallyHidden } from "@storefront/ui-kit/visually-hidden";
import { formatLongDate } from "@storefront/validation/dates";
import { formatMoney, type CurrencyCode } from "@storefront/validation/price";
import { AccountAreaPage, accountAreaPaths, AreaProblem, useAccountArea } from "./AccountArea";
import { areaTexts, statusText } from "./area-texts";

const texts = areaTexts.orders;

/** The list's page from the address: `?page=` is the API's page index, 0 when missing or not a whole number. */
export function ordersPageOf(value: string | null): number {
  const page = Number(value);
  return value !== null && Number.isInteger(page) && page >= 0 && page <= 10_000 ? page : 0;
}

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: left;
    vertical-align: top;
  }

  .amount {
    text-align: right;
    white-space: nowrap;
  }

  th > a:only-child {
    ${targetBox()}
  }
`;

function OrderRow({ order, brand }: { order: InvoicedOrderSummary; brand: BrandConfig }) {
  const { locale } = brand;
  return (
    <tr>
      <th scope="row">
        <Link to={accountAreaPaths.order(order.orderNumber)}>{order.orderNumber}</Link>
      </th>
      <td>{formatLongDate(order.placedAt, brand)}</td>
      <td className="amount">{order.itemCount}</td>
      <td className="amount">{formatMoney(order.orderTotal, { locale, currency: order.currency as CurrencyCode })}</td>
      <td>{statusText(order.status)}</td>
    </tr>
  );
}

/**
 * /account/orders (spec 3 §7 order/invoiced): the signed-in shopper's orders, newest first, a page
 * at a time from page 0 (`?page=`), with the kit's pagination.
 */
export function OrdersPage() {
  const { signedIn } = useAccountArea();
  const brand = useBrand();
  const [query] = useSearchParams();
  const page = ordersPageOf(query.get("page"));
  const orders = useInvoicedOrders(page, { enabled: signedIn });
  const data = orders.data;

  let content;
  if (orders.isError) content = <AreaProblem error={orders.error} />;
  else if (!data) content = <Loader label={texts.loading} showLabel />;
  else if (data.totalCount === 0) {
    content = (
      <>
        <p>{texts.empty}</p>
        <p>
          <Link to="/">{texts.startShopping}</Link>
        </p>
      </>
    );
  } else {
    const pages = Math.max(1, Math.ceil(data.totalCount / data.pageSize));
    content = (
      <>
        <TableScroll label={texts.title}>
          <Table aria-busy={orders.isFetching || undefined}>
            <caption>
              <VisuallyHidden>{texts.caption(data.page + 1, pages)}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{texts.orderNumber}</th>
                <th scope="col">{texts.placed}</th>
                <th scope="col" className="amount">
                  {texts.items}
                </th>
                <th scope="col" className="amount">
                  {texts.total}
                </th>
                <th scope="col">{texts.status}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((order) => (
                <OrderRow key={order.orderNumber} order={order} brand={brand} />
              ))}
            </tbody>
          </Table>
        </TableScroll>
        <Pagination
          label={texts.pagination}
          totalItems={data.totalCount}
          itemsPerPage={data.pageSize}
          page={page + 1}
          hrefOf={(next) => (next === 1 ? accountAreaPaths.orders : `${accountAreaPaths.orders}?page=${next - 1}`)}
        />
      </>
    );
  }
  return (
    <AccountAreaPage id="account-orders" title={texts.title}>
      {content}
    </AccountAreaPage>
  );
}
