import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { PlaceholderPage } from "@storefront/shell/placeholder-page";

export const handle: PageHandle = { pageType: "project" };

export const meta = pageMeta("Project administration");

export default function ProjectAdminRoute() {
  return <PlaceholderPage title="Project administration" />;
}
