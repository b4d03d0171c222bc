import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "sale" };

export const meta = pageMeta("Sale");

export default function SaleRoute() {
  return <PlaceholderPage title="Sale" />;
}
