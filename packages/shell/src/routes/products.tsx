import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "filter" };

export const meta = pageMeta("Products");

export default function ProductsRoute() {
  return <PlaceholderPage title="Products" />;
}
