import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "search" };

export const meta = pageMeta("Search results");

export default function SearchRoute() {
  return <PlaceholderPage title="Search results" />;
}
