import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { PlaceholderPage } from "@storefront/shell/placeholder-page";

export const handle: PageHandle = { pageType: "pages" };

export const meta = pageMeta("Cookbook");

export default function CookbookRoute() {
  return <PlaceholderPage title="Cookbook" />;
}
