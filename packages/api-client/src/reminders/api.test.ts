import { describe, expect, it } from "vitest";
import { reminderDueState } from "./api";

describe("reminderDueState", () => {
  const now = new Date(2026, 5, 15, 10, 0);

  it.each([
    [new Date(2026, 5, 15, 23, 0), "Today"],
    [new Date(2026, 5, 14, 23, 0), "Overdue"],
    [new Date(2026, 5, 16, 0, 30), "NotDue"],
  ])("a reminder due %s is %s", (date, expected) => {
    expect(reminderDueState({ date: date.toISOString() }, now)).toBe(expected);
  });
});
