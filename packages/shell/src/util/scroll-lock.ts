/**
 * Page scroll locking shared by the nav dropdowns and the mobile nav (spec 1 §4): each holder
 * locks under its own name; the page scrolls again once the last holder lets go.
 */
const holders = new Set<string>();
export const SCROLL_LOCK_CLASS = "nav-scroll-locked";

function apply() {
  if (typeof document === "undefined") return;
  const locked = holders.size > 0;
  document.body.classList.toggle(SCROLL_LOCK_CLASS, locked);
  document.body.style.overflow = locked ? "hidden" : "";
}

export function lockScroll(holder: string): void {
  holders.add(holder);
  apply();
}

export function unlockScroll(holder: string): void {
  holders.delete(holder);
  apply();
}

export function isScrollLocked(): boolean {
  return holders.size > 0;
}
