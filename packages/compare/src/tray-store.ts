import { create } from "zustand";
import { initialTrayState, overlayReducer, trayReducer, type TrayEvent, type TrayState } from "./compare-rules";

export type TrayVariant = "overlay" | "bottomBar";

/**
 * The compare tray's own state (spec 1 §2.5, §2.6, §4): open or minimised, the 'Too many products'
 * dialog, and whether the first server list has settled (the bottom bar counts changes from
 * there). The compared products themselves are server state, in the query cache (`compare-list.ts`).
 * The state rules are the plain reducers of compare-rules.ts.
 */
export interface CompareTrayState {
  tray: TrayState;
  tooManyOpen: boolean;
  settled: boolean;
  /** A tray event for the brand's variant (spec 1 §4: the overlay and the bottom bar open and close differently). */
  send: (variant: TrayVariant, event: TrayEvent) => void;
  /** A tray shown afresh (a page where it was hidden, spec 1 §2.5) starts from the beginning. */
  resetTray: () => void;
  openTooMany: () => void;
  closeTooMany: () => void;
  markSettled: () => void;
}

export const useCompareTrayStore = create<CompareTrayState>()((set) => ({
  tray: initialTrayState,
  tooManyOpen: false,
  settled: false,
  send: (variant, event) => set(({ tray }) => ({ tray: variant === "bottomBar" ? trayReducer(tray, event) : overlayReducer(tray, event) })),
  resetTray: () => set({ tray: initialTrayState }),
  openTooMany: () => set({ tooManyOpen: true }),
  closeTooMany: () => set({ tooManyOpen: false }),
  markSettled: () => set({ settled: true }),
}));

export const selectTray = (state: CompareTrayState) => state.tray;
export const selectTrayExpanded = (state: CompareTrayState) => state.tray.expanded;
export const selectTooManyOpen = (state: CompareTrayState) => state.tooManyOpen;
export const selectSettled = (state: CompareTrayState) => state.settled;
