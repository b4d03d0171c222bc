import { Value } from "typebox/value";
import { describe, expect, it } from "vitest";
import { isReminderTransitionAllowed, ReminderBody, reminderNotesPreview, REMINDER_STATUSES } from "./reminders";

describe("reminders", () => {
  it("allow Open → Done, Done → Open and Open or Done → Archived, and nothing else (spec 3 §4)", () => {
    const allowed = REMINDER_STATUSES.flatMap((from) =>
      REMINDER_STATUSES.filter((to) => isReminderTransitionAllowed(from, to)).map((to) => `${from} → ${to}`),
    );
    expect(allowed).toEqual(["Open → Done", "Open → Archived", "Done → Open", "Done → Archived"]);
  });

  it("cut notes to 20 characters plus '...' and leave shorter notes whole (spec 3 §9)", () => {
    expect(reminderNotesPreview("Call about the 90 cm oven delivery")).toBe("Call about the 90 cm...");
    expect(reminderNotesPreview("Exactly twenty chars")).toBe("Exactly twenty chars");
  });

  it("take a name, a YYYY-MM-DD date and optional notes and project, nothing more", () => {
    expect(Value.Check(ReminderBody, { name: "Call back", date: "2026-11-26" })).toBe(true);
    expect(Value.Check(ReminderBody, { name: "Call back", date: "2026-11-26", notes: "", projectId: null })).toBe(true);
    expect(Value.Check(ReminderBody, { name: "Call back", date: "26/11/2026" })).toBe(false);
    expect(Value.Check(ReminderBody, { name: "x".repeat(101), date: "2026-11-26" })).toBe(false);
    expect(Value.Check(ReminderBody, { name: "Call back", date: "2026-11-26", owner: "someone" })).toBe(false);
  });
});
