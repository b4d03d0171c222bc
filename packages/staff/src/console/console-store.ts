import { useSyncExternalStore } from "react";

/** What the side panel shows: the toolbar action it belongs to and the panel page's address. */
export interface PanelView {
  actionId: string;
  path: string;
}

export interface ConsoleState {
  /** The open side panel, or null (one panel at a time). */
  view: PanelView | null;
  /** spec 3 §2: 'Close' shows only after a reminders view has been opened (until it closes it). */
  remindersOpened: boolean;
}

const initial: ConsoleState = { view: null, remindersOpened: false };

let state: ConsoleState = initial;
const listeners = new Set<() => void>();

function set(next: Partial<ConsoleState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * The console's state, shared by the admin navbar (the toolbar) and the side panel, which the
 * shell places in two slots. Kept in memory: the toolbar's saved state (POST /api/account/toolbar)
 * reopens a panel on the next page load.
 */
export const consoleStore = {
  get: (): ConsoleState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Opens a panel view; a reminders view also makes 'Close' show. */
  open(view: PanelView, reminders = false): void {
    set({ view, remindersOpened: state.remindersOpened || reminders });
  },
  /** Closes the side panel, whichever it is. */
  closePanel(): void {
    set({ view: null });
  },
  /** 'Close' (spec 3 §4): the panel closes and Close hides again. */
  closeReminders(): void {
    set({ view: null, remindersOpened: false });
  },
  reset(): void {
    set(initial);
  },
};

export function useConsoleState(): ConsoleState {
  return useSyncExternalStore(consoleStore.subscribe, consoleStore.get, () => initial);
}
