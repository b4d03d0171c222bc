import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "brandPage" };

export const meta = pageMeta("Brand");

export default function BrandRoute() {
  return <PlaceholderPage title="Brand" />;
}
