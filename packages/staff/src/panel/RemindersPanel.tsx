import { Link } from "react-router";
import { useMyReminders } from "@storefront/api-client/reminders";
import { reminderNotesPreview } from "@storefront/api-contract/reminders";
import { Loader } from "@storefront/ui-kit/loader";
import { consoleTexts, dueStateTexts, errtextOf, panelTexts, statusTexts } from "../console/console-texts";
import { staffPanelPaths } from "../console/panel-rules";
import { PanelPage } from "./PanelPage";
import { Muted } from "./panel-styles";

/** The staff member's reminders (GET /api/account/reminders), each with its due state and a link to view and edit it. */
function ReminderList() {
  const reminders = useMyReminders();
  if (reminders.isPending) return <Loader label={consoleTexts.remindersLoading} showLabel size="small" />;
  if (reminders.isError) return <p role="alert">{errtextOf(reminders.error, consoleTexts.remindersFailed)}</p>;
  if (reminders.data.reminders.length === 0) return <Muted>{consoleTexts.remindersEmpty}</Muted>;
  return (
    <ul>
      {reminders.data.reminders.map((reminder) => (
        <li key={reminder.id}>
          <Link to={staffPanelPaths.reminder(reminder.id)}>{reminder.name}</Link> · {reminder.date} · {dueStateTexts[reminder.dueState]} ·{" "}
          {statusTexts[reminder.status]}
          {reminder.notes ? <Muted>{reminderNotesPreview(reminder.notes)}</Muted> : null}
        </li>
      ))}
    </ul>
  );
}

/** The reminders panel (spec 3 §2, §4): the list and a way to add one. */
export function RemindersPanel() {
  return (
    <PanelPage title={panelTexts.remindersTitle}>
      <Link to={staffPanelPaths.newReminder}>{consoleTexts.addReminder}</Link>
      <ReminderList />
    </PanelPage>
  );
}
