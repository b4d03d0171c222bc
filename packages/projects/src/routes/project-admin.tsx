import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { ProjectGuard } from "../access/ProjectGuard";
import { ProjectAdminPage } from "../page/ProjectAdminPage";
import { pageTexts } from "../project-texts";

export const handle: PageHandle = { pageType: "project" };

export const meta = pageMeta(pageTexts.adminTitle, { robots: "noindex, nofollow" });

/** /project-admin: every project, paged, for staff only. */
export default function ProjectAdminRoute() {
  return (
    <ProjectGuard>
      <ProjectAdminPage />
    </ProjectGuard>
  );
}
