import { useStock, type ProjectProduct, type StoreStock } from "@storefront/api-client/projects";
import { PROJECT_ERROR_MESSAGES } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Loader } from "@storefront/ui-kit/loader";
import { STOCK_STATUSES, StockStatus, type StockStatusValue } from "@storefront/ui-kit/stock-status";
import { stockTexts } from "../project-texts";
import { Facts, Marker, Muted, TableScroll } from "./styles";

const isStockStatus = (status: string): status is StockStatusValue => (STOCK_STATUSES as readonly string[]).includes(status);

/** The staff member's store first (the API's order too), the others as they came. */
const myStoreFirst = (stores: readonly StoreStock[]) => [...stores].sort((a, b) => Number(b.isMyStore) - Number(a.isMyStore));

/**
 * The STOCK tab (spec 3 §2): the product's stock status and total, then every store's stock
 * (GET /api/stock with includeOtherStock), the staff member's store first and marked.
 */
export function StockPanel({ product }: { product: Pick<ProjectProduct, "sku"> }) {
  const stock = useStock({ sku: product.sku, includeOtherStock: true });
  if (stock.isPending) return <Loader label={stockTexts.loading} showLabel size="small" />;
  if (stock.isError) return <Alert>{PROJECT_ERROR_MESSAGES.stock}</Alert>;
  const { stockStatus, totalAvailable, stores } = stock.data;
  return (
    <>
      <Facts>
        <dt>{stockTexts.status}</dt>
        <dd>{isStockStatus(stockStatus) ? <StockStatus status={stockStatus} /> : stockStatus}</dd>
        <dt>{stockTexts.total}</dt>
        <dd>{totalAvailable}</dd>
      </Facts>
      {stores.length === 0 ? <Muted>{stockTexts.empty}</Muted> : null}
      {stores.length > 0 ? (
        <TableScroll label={`${stockTexts.caption}, ${product.sku}`}>
          <table>
            <caption>{stockTexts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{stockTexts.store}</th>
                <th scope="col">{stockTexts.state}</th>
                <th scope="col">{stockTexts.available}</th>
                <th scope="col">{stockTexts.onOrder}</th>
              </tr>
            </thead>
            <tbody>
              {myStoreFirst(stores).map((store) => (
                <tr key={store.storeUri}>
                  <th scope="row">
                    {store.name}
                    {store.isMyStore ? <Marker>{stockTexts.myStore}</Marker> : null}
                  </th>
                  <td>{store.state}</td>
                  <td>{store.available}</td>
                  <td>{store.onOrder}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </>
  );
}
