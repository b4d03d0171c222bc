import { useId, useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { useCreateReminder, useEditReminder, useMyReminders, type Reminder } from "@storefront/api-client/reminders";
import { REMINDER_LIMITS } from "@storefront/api-contract/reminders";
import { Button } from "@storefront/ui-kit/button";
import { Loader } from "@storefront/ui-kit/loader";
import { consoleTexts, errtextOf, panelTexts } from "../console/console-texts";
import { REMINDERS_CHANGED_ACTION, notifyParent, staffPanelPaths } from "../console/panel-rules";
import { PanelPage } from "./PanelPage";
import { Field } from "./panel-styles";

interface ReminderFields {
  name: string;
  date: string;
  notes: string;
}

/**
 * A reminder's form: 'Name', 'Date', 'Notes' (spec 3 §3). The server checks every rule; a refusal
 * shows its errtext (spec 3 §8). After a save the storefront around the panel reloads its
 * Reminders dropdown (a message to the parent, same origin).
 */
function ReminderForm({ reminder }: { reminder?: Reminder }) {
  const ids = { name: useId(), date: useId(), notes: useId() };
  const [fields, setFields] = useState<ReminderFields>({
    name: reminder?.name ?? "",
    date: reminder?.date ?? "",
    notes: reminder?.notes ?? "",
  });
  const [saved, setSaved] = useState<Reminder | null>(null);
  const onSuccess = (answer: Reminder) => {
    setSaved(answer);
    notifyParent(REMINDERS_CHANGED_ACTION);
  };
  const create = useCreateReminder({ onSuccess });
  const edit = useEditReminder({ onSuccess });
  const save = reminder ? edit : create;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const body = { name: fields.name, date: fields.date, notes: fields.notes };
    if (reminder) edit.mutate({ id: reminder.id, ...body });
    else create.mutate(body);
  };
  const change = (name: keyof ReminderFields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [name]: event.target.value });
  return (
    <form onSubmit={submit} noValidate>
      <Field>
        <label htmlFor={ids.name}>{panelTexts.name}</label>
        <input id={ids.name} aria-required="true" maxLength={REMINDER_LIMITS.nameMaxLength} value={fields.name} onChange={change("name")} />
      </Field>
      <Field>
        <label htmlFor={ids.date}>{panelTexts.date}</label>
        <input id={ids.date} type="date" aria-required="true" value={fields.date} onChange={change("date")} />
      </Field>
      <Field>
        <label htmlFor={ids.notes}>{panelTexts.notes}</label>
        <textarea id={ids.notes} rows={4} maxLength={REMINDER_LIMITS.notesMaxLength} value={fields.notes} onChange={change("notes")} />
      </Field>
      {save.error ? <p role="alert">{errtextOf(save.error, save.error.message)}</p> : null}
      {saved ? <p role="status">{panelTexts.saved}</p> : null}
      <Button type="submit" size="small" disabled={save.isPending}>
        {panelTexts.save}
      </Button>
    </form>
  );
}

/** The reminder being edited, from the staff member's list (the API has no single read). */
function EditReminder({ id }: { id: number }) {
  const reminders = useMyReminders();
  if (reminders.isPending) return <Loader label={consoleTexts.remindersLoading} showLabel size="small" />;
  if (reminders.isError) return <p role="alert">{errtextOf(reminders.error, consoleTexts.remindersFailed)}</p>;
  const reminder = reminders.data.reminders.find((entry) => entry.id === id);
  return reminder ? <ReminderForm key={reminder.id} reminder={reminder} /> : <p role="alert">{panelTexts.reminderNotFound}</p>;
}

/** The reminder panel (spec 3 §2, §4): create at /blank/staff-panel/reminder, view and edit at /blank/staff-panel/reminder/{id}. */
export function ReminderPanel() {
  const { id } = useParams();
  const reminderId = id === undefined ? null : Number.parseInt(id, 10);
  return (
    <PanelPage title={reminderId === null ? panelTexts.newReminderTitle : panelTexts.editReminderTitle}>
      {reminderId === null ? <ReminderForm /> : <EditReminder id={reminderId} />}
      <Link to={staffPanelPaths.reminders}>{panelTexts.backToReminders}</Link>
    </PanelPage>
  );
}
