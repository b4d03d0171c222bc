import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "performanceDashboard" };

export const meta = pageMeta("Performance dashboard");

export default function PerformanceDashboardRoute() {
  return <PlaceholderPage title="Performance dashboard" />;
}
