import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { useCustomerProjectCount, useProjectOutline } from "@storefront/api-client/projects";
import { useProjectReminders } from "@storefront/api-client/reminders";
import { PROJECT_ERROR_MESSAGES } from "@storefront/api-contract/projects";
import { reminderNotesPreview } from "@storefront/api-contract/reminders";
import { Button } from "@storefront/ui-kit/button";
import { Heading } from "@storefront/ui-kit/heading";
import { customerProjectsPath } from "@storefront/page-kit/staff-paths";
import { Loader } from "@storefront/ui-kit/loader";
import { dueStateTexts, errtextOf, panelTexts } from "../console/console-texts";
import { PROJECT_TOGGLE_OFF_PATH } from "../console/panel-rules";
import { PanelPage } from "./PanelPage";
import { Field, Facts } from "./panel-styles";

/** The project on screen: its summary, a link that opens it in the storefront, and its reminders (GET /api/Reminders?projectId). */
function ProjectSummary({ projectId }: { projectId: number }) {
  const outline = useProjectOutline(projectId);
  const reminders = useProjectReminders(projectId);
  if (outline.isPending) return <Loader label={panelTexts.projectLoading} showLabel size="small" />;
  if (outline.isError) return <p role="alert">{PROJECT_ERROR_MESSAGES.projects}</p>;
  const project = outline.data;
  return (
    <>
      <Facts>
        <dt>Name</dt>
        <dd>{project.name}</dd>
        <dt>Reference</dt>
        <dd>{project.projectRef}</dd>
        <dt>Quote status</dt>
        <dd>{project.quoteStatus}</dd>
        <dt>Customer</dt>
        <dd>{project.quoteData.customerName || "—"}</dd>
        <dt>Products</dt>
        <dd>{project.productCount}</dd>
      </Facts>
      <a href={`${PROJECT_TOGGLE_OFF_PATH}/${project.id}`} target="_top">
        {panelTexts.openProject(project.name)}
      </a>
      {reminders.data && reminders.data.reminders.length > 0 ? (
        <>
          <Heading level={2}>{panelTexts.remindersTitle}</Heading>
          <ul>
            {reminders.data.reminders.map((reminder) => (
              <li key={reminder.id}>
                {reminder.name} ({reminder.date}, {dueStateTexts[reminder.dueState]})
                {reminder.notes ? ` ${reminderNotesPreview(reminder.notes)}` : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** spec 3 §2: a customer's projects by e-mail (GET /api/v2/project/customer-project-count?email). */
function CustomerProjects() {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [email, setEmail] = useState("");
  const count = useCustomerProjectCount({ email }, { enabled: email !== "" });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmail(draft.trim());
  };
  return (
    <>
      <Heading level={2}>{panelTexts.customerTitle}</Heading>
      <form onSubmit={submit} noValidate>
        <Field>
          <label htmlFor={id}>{panelTexts.customerEmail}</label>
          <input id={id} type="email" autoComplete="off" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </Field>
        <Button type="submit" size="small">
          {panelTexts.findProjects}
        </Button>
      </form>
      {count.isError ? <p role="alert">{errtextOf(count.error, PROJECT_ERROR_MESSAGES.customerProjectCount)}</p> : null}
      {count.data ? <p role="status">{panelTexts.customerCount(count.data.count, email)}</p> : null}
      {count.data && count.data.count > 0 ? (
        // The dashboard opens in the storefront's window, not in the 320 px frame.
        <a href={customerProjectsPath(email)} target="_top">
          {panelTexts.listCustomerProjects}
        </a>
      ) : null}
    </>
  );
}

/** The project panel (spec 3 §2): the project on screen (its id in the panel's address), and a customer's projects by e-mail. */
export function ProjectPanel() {
  const [query] = useSearchParams();
  const projectId = Number.parseInt(query.get("projectId") ?? "", 10);
  return (
    <PanelPage title={panelTexts.projectTitle}>
      {Number.isInteger(projectId) && projectId > 0 ? <ProjectSummary projectId={projectId} /> : <p>{panelTexts.noProject}</p>}
      <CustomerProjects />
    </PanelPage>
  );
}
