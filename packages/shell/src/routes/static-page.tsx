import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "static" };

export const meta = pageMeta("Static page");

export default function StaticPageRoute() {
  return <PlaceholderPage title="Static page" />;
}
