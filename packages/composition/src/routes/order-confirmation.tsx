import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { PlaceholderPage } from "@storefront/shell/placeholder-page";

export const handle: PageHandle = { pageType: "orderConfirmation" };

export const meta = pageMeta("Order confirmation");

export default function OrderConfirmationRoute() {
  return <PlaceholderPage title="Order confirmation" />;
}
