import { useEffect, useState } from "react";
import { isApiError } from "@storefront/api-client/http";
import { useProject, useProjectOutline, type Project } from "@storefront/api-client/projects";
import { PROJECT_ERROR_MESSAGES, PROJECT_TOASTS } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { useToast } from "@storefront/ui-kit/toast";
import { emptySelection, selectionAfterLoad, selectNothing, type ProjectSelection } from "../selection/selection";
import { pageTexts } from "../project-texts";
import { ChangeLog } from "./ChangeLog";
import { Comments } from "./Comments";
import { CustomerForm } from "./CustomerForm";
import { DetailsForm } from "./DetailsForm";
import { AddFolder, Folders } from "./Folders";
import { ProjectHeader } from "./ProjectHeader";
import { QuotePanel } from "./QuotePanel";
import { Card, Muted } from "./styles";

/**
 * One project for staff (spec 3 §2, §4). Loading it selects every folder and product; a refresh
 * (the 'Refresh project' button, or the reloaded project a change answers) keeps the selection,
 * cut to what still exists. The API's 204 is an empty project, shown from its outline.
 */
export function ProjectView({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  const [selection, setSelection] = useState<ProjectSelection>(emptySelection);
  const loaded = project.data;
  // The selection follows each read in the render that shows it (React's state adjusted while
  // rendering), so the page never paints a loaded project with nothing selected.
  const [selectedFrom, setSelectedFrom] = useState<Project | null | undefined>(undefined);
  if (loaded !== selectedFrom) {
    setSelectedFrom(loaded);
    if (loaded) setSelection((previous) => selectionAfterLoad(previous, loaded, true));
    else if (loaded === null) setSelection(selectNothing(projectId));
  }

  if (project.isPending) return <Loader label={pageTexts.projectLoading} showLabel />;
  if (project.isError) {
    const notFound = isApiError(project.error) && project.error.status === 404;
    return (
      <Card>
        <Heading level={1}>{pageTexts.title}</Heading>
        <Alert>{notFound ? pageTexts.projectNotFound : PROJECT_ERROR_MESSAGES.projects}</Alert>
      </Card>
    );
  }
  const { data } = project;
  if (data === null || isEmpty(data)) return <EmptyProject projectId={projectId} project={data} onRefresh={() => void project.refetch()} />;

  return (
    <article aria-labelledby="project-heading">
      <ProjectHeader project={data} refreshing={project.isFetching} onRefresh={() => void project.refetch()} />
      <QuotePanel project={data} selection={selection} />
      <Folders project={data} selection={selection} onSelectionChange={setSelection} />
      <CustomerForm projectId={data.id} quoteData={data.quoteData} />
      <DetailsForm project={data} />
      <Comments project={data} />
      <ChangeLog projectId={data.id} />
    </article>
  );
}

function isEmpty(project: Project): boolean {
  return project.folders.length === 0 && project.cart.products.length === 0;
}

/**
 * An empty project: the 204 of GET /api/v2/project/{id} (spec 3 §4), or a change's answer with no
 * folder and no product. Its name and customer come from the outline; 'Could not load project
 * outline!' when that read fails (spec 3 §2, §8).
 */
function EmptyProject({ projectId, project, onRefresh }: { projectId: number; project: Project | null; onRefresh: () => void }) {
  const outline = useProjectOutline(projectId, { enabled: project === null });
  const toast = useToast();
  const failed = outline.isError;
  useEffect(() => {
    if (failed) toast.error(PROJECT_TOASTS.outlineFailed);
  }, [failed, toast]);
  const header = project ?? outline.data;
  return (
    <article aria-labelledby="project-heading">
      {header ? (
        <ProjectHeader project={header} refreshing={outline.isFetching} onRefresh={onRefresh} />
      ) : (
        <Heading level={1} id="project-heading">
          {pageTexts.title}
        </Heading>
      )}
      {outline.isPending && project === null ? <Loader label={pageTexts.projectLoading} size="small" /> : null}
      {failed ? <Alert>{PROJECT_TOASTS.outlineFailedAlert}</Alert> : null}
      <Card>
        <Muted>{pageTexts.emptyProject}</Muted>
        <AddFolder projectId={projectId} />
      </Card>
      {header ? <CustomerForm projectId={projectId} quoteData={header.quoteData} /> : null}
      <ChangeLog projectId={projectId} />
    </article>
  );
}
