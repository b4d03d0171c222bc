import type { Reminder, RemindersAnswer, ToolbarAction, ToolbarStateBody } from "@storefront/api-client/reminders";
import type { FakeAnswer } from "@storefront/page-kit/testing";
import { consoleStore } from "./console/console-store";

/** The toolbar's actions as the API lists them (ids and names of the contract), all off. */
export function toolbarFixture(active: readonly string[] = []): ToolbarAction[] {
  return [
    { id: "project-panel", name: "Projects", isActive: active.includes("project-panel"), isButtonActive: true },
    { id: "product-panel", name: "Product", isActive: active.includes("product-panel"), isButtonActive: true },
    { id: "reminders-panel", name: "Reminders", isActive: active.includes("reminders-panel"), isButtonActive: true },
    { id: "stats-panel", name: "Stats", isActive: active.includes("stats-panel"), isButtonActive: true },
  ];
}

export function reminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    id: 1,
    name: "Call Alex back",
    date: "2026-11-26",
    notes: "",
    status: "Open",
    dueState: "Today",
    projectId: null,
    ...overrides,
  };
}

/** Three reminders, one of each due state; the first has notes longer than 20 characters. */
export const remindersFixture: RemindersAnswer = {
  totalCount: 3,
  reminders: [
    reminder({ id: 1, name: "Call Alex back", dueState: "Overdue", date: "2026-11-20", notes: "Ask about the induction cooktop delivery" }),
    reminder({ id: 2, name: "Send the quote", dueState: "Today", date: "2026-11-26", notes: "Short note" }),
    reminder({ id: 3, name: "Follow up install", dueState: "NotDue", date: "2026-12-03", status: "Done" }),
  ],
};

/**
 * The staff console's answers for `fakeFetch`: the toolbar keeps what POST /api/account/toolbar
 * saves (answering every action, as the API does), the reminders list as given.
 */
export function consoleAnswers({ active = [] as readonly string[], reminders = remindersFixture as RemindersAnswer | Response } = {}) {
  let actions = toolbarFixture(active);
  const saved: ToolbarStateBody[] = [];
  const answers: Record<string, FakeAnswer> = {
    "GET /api/account/toolbar": () => actions,
    "GET /api/account/reminders": () => (reminders instanceof Response ? reminders.clone() : reminders),
  };
  return {
    answers,
    saved,
    /** POST /api/account/toolbar: the fake fetch hands the body here (see `withToolbarSaves`). */
    save(body: ToolbarStateBody) {
      saved.push(body);
      actions = actions.map((action) => (action.id === body.id ? { ...action, isActive: body.isActive } : action));
      return actions;
    },
  };
}

/**
 * A fetch that answers the table and, for POST /api/account/toolbar, the console's save (the
 * table's fake fetch answers by method and path only; the save needs the body).
 */
export function withToolbarSaves(
  fetch: typeof globalThis.fetch,
  save: (body: ToolbarStateBody) => ToolbarAction[],
): typeof globalThis.fetch {
  return async (input, init) => {
    if (init?.method === "POST" && new URL(String(input)).pathname === "/api/account/toolbar") {
      const answer = Response.json(save(JSON.parse(String(init.body)) as ToolbarStateBody));
      await fetch(input, init);
      return answer;
    }
    return fetch(input, init);
  };
}

/** The console's in-memory state between tests. */
export function resetConsole(): void {
  consoleStore.reset();
}

/** An error answer of a reminder call (spec 3 §8: errtext and message). */
export function errtextAnswer(status: number, errtext: string): Response {
  return Response.json({ errtext, message: errtext }, { status });
}
