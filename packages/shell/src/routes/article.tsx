import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "topic" };

export const meta = pageMeta("Article");

export default function ArticleRoute() {
  return <PlaceholderPage title="Article" />;
}
