import { useParams } from "react-router";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { ProjectGuard } from "../access/ProjectGuard";
import { DashboardPage } from "../dashboard/DashboardPage";
import { dashboardTexts } from "../project-texts";

export const handle: PageHandle = { pageType: "performanceDashboard" };

/** A staff page: kept out of search engines. */
export const meta = pageMeta(dashboardTexts.title, { robots: "noindex, nofollow" });

/**
 * /performance-dashboard and /performance-dashboard/project-search (spec 3 §2): the same page for
 * staff only (the project pages' access rule); on project-search the search form takes the focus.
 */
export default function PerformanceDashboardRoute() {
  const { "*": rest = "" } = useParams();
  return (
    <ProjectGuard>
      <DashboardPage focusSearch={rest.split("/")[0] === "project-search"} />
    </ProjectGuard>
  );
}
