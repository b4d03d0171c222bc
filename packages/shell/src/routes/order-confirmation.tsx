import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "orderConfirmation" };

export const meta = pageMeta("Order confirmation");

export default function OrderConfirmationRoute() {
  return <PlaceholderPage title="Order confirmation" />;
}
