import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { useMyReminders, useSetReminderStatus, type Reminder, type ReminderStatus } from "@storefront/api-client/reminders";
import { reminderNotesPreview } from "@storefront/api-contract/reminders";
import { consoleTexts, dueStateTexts, errtextOf, statusTexts } from "./console-texts";
import { staffPanelPaths } from "./panel-rules";
import { BarButton, ErrorText } from "./bar-styles";

const Menu = styled.div`
  position: absolute;
  top: 100%;
  right: 0;
  width: min(360px, 100vw);
  max-height: calc(100vh - 60px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]}px;
  background: ${({ theme }) => theme.color.surface.page};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    padding: ${({ theme }) => theme.space[2]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }

  p {
    margin: 0;
  }

  button {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const Due = styled.span<{ $due: Reminder["dueState"] }>`
  margin-left: ${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $due }) => ($due === "Overdue" ? theme.color.feedback.error : $due === "Today" ? theme.color.feedback.warning : theme.color.text.muted)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[1]}px;
`;

/** The list hangs from the bar's right edge (the bar is its containing block), so it stays on a phone's screen. */
const Wrap = styled.div`
  flex: none;
`;

/** A reminder of the list: name, date, due state, notes cut to 20 characters plus '...' (spec 3 §9), its actions. */
function ReminderItem({
  reminder,
  onView,
  onStatus,
}: {
  reminder: Reminder;
  onView: () => void;
  onStatus: (status: ReminderStatus) => void;
}) {
  const { name, status } = reminder;
  return (
    <li>
      <p>
        <strong>{name}</strong>
        <Due $due={reminder.dueState}>{dueStateTexts[reminder.dueState]}</Due>
      </p>
      <p>
        {reminder.date} · {statusTexts[status]}
        {reminder.notes ? ` · ${reminderNotesPreview(reminder.notes)}` : null}
      </p>
      <Actions>
        <BarButton type="button" $link onClick={onView} aria-label={consoleTexts.viewReminder(name)}>
          View / edit
        </BarButton>
        {status === "Open" ? (
          <BarButton type="button" $link onClick={() => onStatus("Done")} aria-label={consoleTexts.markDone(name)}>
            Mark done
          </BarButton>
        ) : (
          <BarButton type="button" $link onClick={() => onStatus("Open")} aria-label={consoleTexts.markUndone(name)}>
            Mark undone
          </BarButton>
        )}
        <BarButton type="button" $link onClick={() => onStatus("Archived")} aria-label={consoleTexts.archive(name)}>
          Archive
        </BarButton>
      </Actions>
    </li>
  );
}

/**
 * The Reminders dropdown (spec 3 §2, §4): the staff member's reminders (GET
 * /api/account/reminders) with their due state; add, view/edit (in the side panel), mark done,
 * mark undone and archive (POST /api/Reminders/status). A refusal shows the server's errtext (spec
 * 3 §8). `refresh` is false on the login-callback page, where reminders are not read (spec 3 §4).
 */
export function RemindersMenu({ refresh, onOpenView }: { refresh: boolean; onOpenView: (path: string) => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const reminders = useMyReminders({ enabled: refresh });
  const status = useSetReminderStatus();
  const error = status.error ?? (reminders.isError ? reminders.error : null);
  const errorText = error ? errtextOf(error, status.error ? error.message : consoleTexts.remindersFailed) : null;

  // Escape closes it and gives the focus back to its button; a click or tap outside closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const openView = (path: string) => {
    setOpen(false);
    onOpenView(path);
  };

  return (
    <Wrap ref={wrap}>
      <BarButton ref={button} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        {consoleTexts.reminders}
        {reminders.data ? ` (${reminders.data.totalCount})` : null}
      </BarButton>
      <Menu id={menuId} hidden={!open} role="region" aria-label={consoleTexts.remindersList}>
        <BarButton type="button" $link onClick={() => openView(staffPanelPaths.newReminder)}>
          {consoleTexts.addReminder}
        </BarButton>
        {errorText ? <ErrorText role="alert">{errorText}</ErrorText> : null}
        {reminders.isPending && refresh ? <p>{consoleTexts.remindersLoading}</p> : null}
        {reminders.data && reminders.data.reminders.length === 0 ? <p>{consoleTexts.remindersEmpty}</p> : null}
        {reminders.data && reminders.data.reminders.length > 0 ? (
          <ul>
            {reminders.data.reminders.map((reminder) => (
              <ReminderItem
                key={reminder.id}
                reminder={reminder}
                onView={() => openView(staffPanelPaths.reminder(reminder.id))}
                onStatus={(next) => status.mutate({ id: reminder.id, status: next })}
              />
            ))}
          </ul>
        ) : null}
      </Menu>
    </Wrap>
  );
}
