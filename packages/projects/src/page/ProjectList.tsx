import { Form, Formik } from "formik";
import { NavLink, useNavigate } from "react-router";
import styled from "styled-components";
import { useCreateProject, useMinimalProjects } from "@storefront/api-client/projects";
import { PROJECT_ERROR_MESSAGES, PROJECT_LIMITS } from "@storefront/api-contract/projects";
import { Alert } from "@storefront/ui-kit/alert";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { Loader } from "@storefront/ui-kit/loader";
import { TextField } from "@storefront/ui-kit/text-field";
import { validateProjectName } from "@storefront/validation/projects";
import { projectPath } from "../route-list";
import { pageTexts } from "../project-texts";
import { formErrorMessage, useProjectFeedback } from "./feedback";
import { Card, Muted, PlainList } from "./styles";

const Links = styled(PlainList)`
  a {
    display: block;
    color: ${({ theme }) => theme.color.text.link};
  }

  a[aria-current="page"] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** How many of the staff member's projects the side list shows (the API's default page). */
const LIST_SIZE = PROJECT_LIMITS.minimalPageSize;

/** The staff member's projects (GET /api/v2/project/minimal), newest change first, each a link. */
export function ProjectList() {
  const list = useMinimalProjects(0, LIST_SIZE);
  return (
    <nav aria-labelledby="project-list-heading">
      <Heading level={2} looksLike={4} id="project-list-heading">
        {pageTexts.listHeading}
      </Heading>
      {list.isPending ? <Loader label={pageTexts.listLoading} showLabel size="small" /> : null}
      {list.isError ? <Alert>{PROJECT_ERROR_MESSAGES.projectList}</Alert> : null}
      {list.data && list.data.items.length === 0 ? <Muted>{pageTexts.listEmpty}</Muted> : null}
      {list.data && list.data.items.length > 0 ? (
        <Links aria-label={pageTexts.listLabel}>
          {list.data.items.map((item) => (
            <li key={item.id}>
              <NavLink to={projectPath(item.id)}>{item.name}</NavLink>
              <Muted>
                {item.projectRef} · {item.quoteStatus}
                {item.customerName ? ` · ${item.customerName}` : ""}
              </Muted>
            </li>
          ))}
        </Links>
      ) : null}
    </nav>
  );
}

/** A new project by name (POST /api/v2/project); the page moves to it. */
export function CreateProject() {
  const navigate = useNavigate();
  const feedback = useProjectFeedback();
  const create = useCreateProject();
  return (
    <Card aria-labelledby="project-create-heading">
      <Heading level={2} looksLike={4} id="project-create-heading">
        {pageTexts.createHeading}
      </Heading>
      <Formik
        initialValues={{ name: "" }}
        validate={validateProjectName}
        onSubmit={async ({ name }, helpers) => {
          try {
            const project = await create.mutateAsync({ name: name.trim() });
            feedback.updated();
            helpers.resetForm();
            await navigate(projectPath(project.id));
          } catch (error) {
            helpers.setStatus(formErrorMessage(error));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <TextField name="name" label={pageTexts.createName} required maxLength={PROJECT_LIMITS.nameMaxLength} autoComplete="off" />
            {typeof status === "string" ? <Alert>{status}</Alert> : null}
            <Button type="submit" disabled={isSubmitting}>
              {pageTexts.createSubmit}
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
