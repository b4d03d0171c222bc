import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { PlaceholderPage } from "@storefront/shell/placeholder-page";

export const handle: PageHandle = { pageType: "topic" };

export const meta = pageMeta("Article");

export default function ArticleRoute() {
  return <PlaceholderPage title="Article" />;
}
