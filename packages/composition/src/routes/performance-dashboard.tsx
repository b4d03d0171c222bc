import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { PlaceholderPage } from "@storefront/shell/placeholder-page";

export const handle: PageHandle = { pageType: "performanceDashboard" };

export const meta = pageMeta("Performance dashboard");

export default function PerformanceDashboardRoute() {
  return <PlaceholderPage title="Performance dashboard" />;
}
