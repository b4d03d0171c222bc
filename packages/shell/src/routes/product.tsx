import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "product" };

export const meta = pageMeta("Product");

export default function ProductRoute() {
  return <PlaceholderPage title="Product" />;
}
