import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { PlaceholderPage } from "@storefront/shell/placeholder-page";

export const handle: PageHandle = { pageType: "generic" };

export const meta = pageMeta("Bookings");

export default function BookingsRoute() {
  return <PlaceholderPage title="Bookings" />;
}
