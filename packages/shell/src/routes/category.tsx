import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "categoryPage" };

export const meta = pageMeta("Category");

export default function CategoryRoute() {
  return <PlaceholderPage title="Category" />;
}
