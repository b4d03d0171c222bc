import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "pages" };

export const meta = pageMeta("Cookbook");

export default function CookbookRoute() {
  return <PlaceholderPage title="Cookbook" />;
}
