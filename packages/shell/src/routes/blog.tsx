import { pageMeta, type PageHandle } from "../page";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export const handle: PageHandle = { pageType: "blog" };

export const meta = pageMeta("Blog");

export default function BlogRoute() {
  return <PlaceholderPage title="Blog" />;
}
