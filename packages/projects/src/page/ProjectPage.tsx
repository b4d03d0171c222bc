import { Heading } from "@storefront/ui-kit/heading";
import { pageTexts } from "../project-texts";
import { CreateProject, ProjectList } from "./ProjectList";
import { ProjectView } from "./ProjectView";
import { Card, Layout, Muted } from "./styles";

/**
 * The project page for staff (spec 3 §2 "Project page"): the staff member's projects and a new
 * project beside the project on screen (`/project/{id}`), or a prompt to choose one (`/project`).
 */
export function ProjectPage({ projectId }: { projectId: string | null }) {
  const id = projectId && /^\d+$/.test(projectId) ? Number(projectId) : null;
  return (
    <Layout>
      <aside>
        <CreateProject />
        <ProjectList />
      </aside>
      <div>
        {id === null ? (
          <Card>
            <Heading level={1} id="project-page-heading">
              {pageTexts.title}
            </Heading>
            <Muted>{projectId === null ? pageTexts.pickProject : pageTexts.projectNotFound}</Muted>
          </Card>
        ) : (
          <ProjectView key={id} projectId={id} />
        )}
      </div>
    </Layout>
  );
}
