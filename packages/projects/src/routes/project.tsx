import { useParams } from "react-router";
import type { PageHandle } from "@storefront/page-kit/page-types";
import { pageMeta } from "@storefront/page-kit/seo";
import { ProjectGuard } from "../access/ProjectGuard";
import { ProjectPage } from "../page/ProjectPage";
import { SharedProjectPage } from "../page/SharedProjectPage";
import { pageTexts } from "../project-texts";

export const handle: PageHandle = { pageType: "project" };

/** Staff pages and shared quotes are personal: kept out of search engines. */
export const meta = pageMeta(pageTexts.title, { robots: "noindex, nofollow" });

/** /project (the list), /project/{id} (one project), /project?shareId= (a shared project, read-only). */
export default function ProjectRoute() {
  const { "*": rest = "" } = useParams();
  const projectId = rest.split("/")[0] || null;
  return (
    <ProjectGuard shared={(shareId) => <SharedProjectPage shareId={shareId} />}>
      <ProjectPage projectId={projectId} />
    </ProjectGuard>
  );
}
