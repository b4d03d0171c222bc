import { Form, Formik } from "formik";
import { useState } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import {
  useDeleteProject,
  useDuplicateProject,
  useRenameProject,
  type Project,
  type ProjectOutline,
} from "@storefront/api-client/projects";
import { PROJECT_LIMITS } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { Modal } from "@storefront/ui-kit/modal";
import { TextField } from "@storefront/ui-kit/text-field";
import { validateProjectName } from "@storefront/validation/projects";
import { PROJECT_PATH, projectPath } from "../route-list";
import { pageTexts } from "../project-texts";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { useProjectFormat } from "./format";
import { Card, Facts, Row } from "./styles";

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`;

/** The project's name (renamed in place), reference, quote id and status, and its project actions. */
export function ProjectHeader({
  project,
  refreshing,
  onRefresh,
}: {
  project: Project | ProjectOutline;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const format = useProjectFormat();
  const feedback = useProjectFeedback();
  const navigate = useNavigate();
  const rename = useRenameProject();
  const duplicate = useDuplicateProject();
  const remove = useDeleteProject();
  const [confirming, setConfirming] = useState(false);

  return (
    <Card aria-labelledby="project-heading">
      <Top>
        <div>
          <Heading level={1} id="project-heading">
            {project.name}
          </Heading>
          <Facts>
            <dt>Reference</dt>
            <dd>{project.projectRef}</dd>
            {project.quoteId ? (
              <>
                <dt>Quote</dt>
                <dd>{project.quoteId}</dd>
              </>
            ) : null}
            <dt>Status</dt>
            <dd>{project.quoteStatus}</dd>
            <dt>Changed</dt>
            <dd>{format.dateTime(project.modified)}</dd>
          </Facts>
        </div>
        <Row>
          <Button variant="secondary" size="small" onClick={onRefresh} disabled={refreshing}>
            {pageTexts.reload}
          </Button>
          <Button
            variant="secondary"
            size="small"
            disabled={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(
                { projectId: project.id },
                {
                  onSuccess: (copy) => {
                    feedback.updated();
                    void navigate(projectPath(copy.id));
                  },
                  onError: (error) => feedback.failed(formErrorMessage(error)),
                },
              )
            }
          >
            {pageTexts.duplicate}
          </Button>
          <Button variant="secondary" size="small" onClick={() => setConfirming(true)}>
            {pageTexts.deleteProject}
          </Button>
        </Row>
      </Top>
      <Formik
        initialValues={{ name: project.name }}
        enableReinitialize
        validate={validateProjectName}
        onSubmit={async ({ name }, helpers) => {
          helpers.setStatus(undefined);
          try {
            await rename.mutateAsync({ projectId: project.id, name: name.trim() });
            feedback.updated();
          } catch (error) {
            helpers.setStatus(formErrorMessage(error));
            feedback.failed();
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={pageTexts.rename}>
            <Row>
              <TextField name="name" label={pageTexts.rename} required maxLength={PROJECT_LIMITS.nameMaxLength} />
              <Button type="submit" size="small" disabled={isSubmitting}>
                {pageTexts.renameSubmit}
              </Button>
            </Row>
            {typeof status === "string" ? <Alert>{status}</Alert> : null}
          </Form>
        )}
      </Formik>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={pageTexts.deleteProject}
        size="small"
        footer={
          <Row>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {pageTexts.cancel}
            </Button>
            <Button
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { projectId: project.id },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      feedback.deleted();
                      void navigate(PROJECT_PATH);
                    },
                    onError: (error) => feedback.failed(formErrorMessage(error)),
                  },
                )
              }
            >
              {pageTexts.confirm}
            </Button>
          </Row>
        }
      >
        <p>{pageTexts.deleteConfirm}</p>
      </Modal>
    </Card>
  );
}
