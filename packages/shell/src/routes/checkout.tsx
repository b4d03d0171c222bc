import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "checkout" };

export const meta = pageMeta("Checkout");

export default function CheckoutRoute() {
  return <PlaceholderPage title="Checkout" />;
}
