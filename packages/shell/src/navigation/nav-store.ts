import { create } from "zustand";
import { lockScroll, unlockScroll } from "../util/scroll-lock";
import type { NavView } from "./nav-rules";

export interface NavState {
  /** Which top-nav view is open (spec 1 §2.9). */
  view: NavView;
  mobileOpen: boolean;
  /** The mobile nav's drill-down: category uris, deepest last. */
  categoryStack: string[];
  /** The desktop category whose dropdown is open, and its highlighted subcategory. */
  openCategory: string | null;
  openSubCategory: string | null;
  setView: (view: NavView) => void;
  toggleView: (view: NavView) => void;
  openMobile: () => void;
  closeMobile: () => void;
  pushCategory: (uri: string) => void;
  popCategory: () => void;
  setOpenCategory: (category: string | null, subCategory?: string | null) => void;
  closeAll: () => void;
}

const DROPDOWN_LOCK = "nav-dropdown";
const MOBILE_LOCK = "mobile-nav";

/** Dropdowns (a view or a desktop category) lock page scrolling while open (spec 1 §4). */
function syncDropdownLock(state: Pick<NavState, "view" | "openCategory">) {
  if (state.view !== "none" || state.openCategory) lockScroll(DROPDOWN_LOCK);
  else unlockScroll(DROPDOWN_LOCK);
}

export const useNavStore = create<NavState>()((set, get) => ({
  view: "none",
  mobileOpen: false,
  categoryStack: [],
  openCategory: null,
  openSubCategory: null,
  setView: (view) => {
    set({ view });
    syncDropdownLock(get());
  },
  toggleView: (view) => {
    set({ view: get().view === view ? "none" : view });
    syncDropdownLock(get());
  },
  openMobile: () => {
    lockScroll(MOBILE_LOCK);
    set({ mobileOpen: true });
  },
  // spec 1 §4: closing resets the view to none, clears the category stack and unlocks scrolling.
  closeMobile: () => {
    unlockScroll(MOBILE_LOCK);
    set({ mobileOpen: false, view: "none", categoryStack: [] });
    syncDropdownLock(get());
  },
  pushCategory: (uri) => set({ categoryStack: [...get().categoryStack, uri] }),
  popCategory: () => set({ categoryStack: get().categoryStack.slice(0, -1) }),
  setOpenCategory: (category, subCategory = null) => {
    set({ openCategory: category, openSubCategory: subCategory });
    syncDropdownLock(get());
  },
  closeAll: () => {
    unlockScroll(MOBILE_LOCK);
    set({ view: "none", mobileOpen: false, categoryStack: [], openCategory: null, openSubCategory: null });
    syncDropdownLock(get());
  },
}));

export const selectView = (state: NavState) => state.view;
export const selectMobileOpen = (state: NavState) => state.mobileOpen;
export const selectOpenCategory = (state: NavState) => state.openCategory;
