import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { PlaceholderPage } from "@storefront/shell/placeholder-page";

export const handle: PageHandle = { pageType: "project" };

export const meta = pageMeta("Projects");

export default function ProjectRoute() {
  return <PlaceholderPage title="Projects" />;
}
