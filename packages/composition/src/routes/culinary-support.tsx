import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { PlaceholderPage } from "@storefront/shell/placeholder-page";

export const handle: PageHandle = { pageType: "pages" };

export const meta = pageMeta("Culinary support");

export default function CulinarySupportRoute() {
  return <PlaceholderPage title="Culinary support" />;
}
