import { areaTexts } from "../area/area-texts";
import { OrdersPage } from "../area/OrdersPage";
import { accountMeta, accountsHandle } from "../route-meta";

export const handle = accountsHandle;

export const meta = accountMeta(areaTexts.orders.title);

export default function OrdersRoute() {
  return <OrdersPage />;
}
