import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { PlaceholderPage } from "@storefront/shell/placeholder-page";

export const handle: PageHandle = { pageType: "checkout" };

export const meta = pageMeta("Checkout");

export default function CheckoutRoute() {
  return <PlaceholderPage title="Checkout" />;
}
