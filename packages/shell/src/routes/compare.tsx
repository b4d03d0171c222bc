import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "productComparison" };

export const meta = pageMeta("Compare products");

export default function CompareRoute() {
  return <PlaceholderPage title="Compare products" />;
}
