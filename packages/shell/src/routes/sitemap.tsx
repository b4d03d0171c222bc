import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "siteMap" };

export const meta = pageMeta("Site map");

export default function SitemapRoute() {
  return <PlaceholderPage title="Site map" />;
}
