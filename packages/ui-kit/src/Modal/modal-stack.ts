/**
 * Document-wide bookkeeping shared by every open modal: which one is on top (it alone answers
 * Escape, Tab and browser back) and the page scroll lock, held until the last modal closes
 * (spec 3 §4). Plain functions so the rules are testable without React.
 */

const stack: string[] = [];
let savedOverflow: string | null = null;

/** The class spec 3 §4 names: the page body's modal-open styling. */
export const MODAL_OPEN_CLASS = "modal-open";

export function openModal(key: string, body: HTMLElement | null = typeof document === "undefined" ? null : document.body): void {
  if (stack.includes(key)) return;
  stack.push(key);
  if (body && stack.length === 1) {
    savedOverflow = body.style.overflow;
    body.style.overflow = "hidden";
    body.classList.add(MODAL_OPEN_CLASS);
  }
}

export function closeModal(key: string, body: HTMLElement | null = typeof document === "undefined" ? null : document.body): void {
  const index = stack.indexOf(key);
  if (index === -1) return;
  stack.splice(index, 1);
  if (body && stack.length === 0) {
    body.style.overflow = savedOverflow ?? "";
    savedOverflow = null;
    body.classList.remove(MODAL_OPEN_CLASS);
  }
}

export function isTopModal(key: string): boolean {
  return stack.length > 0 && stack[stack.length - 1] === key;
}

export function isModalOpen(key: string): boolean {
  return stack.includes(key);
}

export function openModalCount(): number {
  return stack.length;
}

/** The history entry a modal pushes, so that browser back closes it and not the page. */
interface ModalHistoryState {
  uiKitModals?: string[];
}

function modalsInHistory(): string[] {
  const state = window.history.state as ModalHistoryState | null;
  return Array.isArray(state?.uiKitModals) ? state.uiKitModals : [];
}

/**
 * A step back the kit started itself (a modal closed by its own controls). Until its popstate
 * arrives, modals ignore popstate and new entries wait, so a modal opened meanwhile is not
 * closed by the old modal's step back.
 */
let ownBack: Promise<void> | null = null;

/** Whether a popstate comes from the kit's own step back rather than the shopper. */
export function isOwnBackPending(): boolean {
  return ownBack !== null;
}

function stepBack(): void {
  ownBack = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener("popstate", done);
      clearTimeout(fallback);
      ownBack = null;
      resolve();
    };
    // Registered after the modals' own listeners, so they still see the flag during this event.
    window.addEventListener("popstate", done);
    const fallback = setTimeout(done, 1000);
    window.history.back();
  });
}

/** Pushes an entry naming this modal on top of the page's own state (kept for the router). */
export function pushModalHistory(key: string): void {
  if (ownBack) {
    void ownBack.then(() => {
      if (isModalOpen(key)) pushModalHistory(key);
    });
    return;
  }
  const open = modalsInHistory();
  if (open.includes(key)) return;
  const current = (window.history.state ?? {}) as Record<string, unknown>;
  const stillOpen = open.filter(isModalOpen);
  if (open.length > 0 && stillOpen.length === 0) {
    // The entry of a modal that has just closed and not yet stepped back: take it over.
    window.history.replaceState({ ...current, uiKitModals: [key] }, "");
    return;
  }
  window.history.pushState({ ...current, uiKitModals: [...stillOpen, key] }, "");
}

/** After a popstate: whether the entry the browser went back to still has this modal open. */
export function isInHistory(key: string): boolean {
  return modalsInHistory().includes(key);
}

/**
 * When a modal closes by its own controls, steps back over the entry it pushed. Deferred so that
 * a modal re-opened in the same task (React's development double effects) keeps its entry.
 */
export function releaseModalHistory(key: string): void {
  setTimeout(() => {
    const open = modalsInHistory();
    if (!isModalOpen(key) && open[open.length - 1] === key && !ownBack) stepBack();
  }, 0);
}

/** Resolves once the kit's own steps back have landed (tests wait on it between cases). */
export async function modalHistorySettled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (ownBack) await ownBack;
}
