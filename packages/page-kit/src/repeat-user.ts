/**
 * The repeat-user flag (spec 3 §3 "a repeat-user flag is stored"; spec 1 §3 sends it as the
 * analytics event's `isRepeatUser`). The spec names no key or rule, so (page-kit README):
 *
 * - the first visit marks the shopper in local storage under `VISITOR_MARK_KEY` (the time of that
 *   first visit, epoch ms);
 * - a visit is one browser session: its answer is kept in session storage under
 *   `VISIT_REPEAT_USER_KEY`, so every page and reload of the visit that marked the shopper stays a
 *   first visit, and the answer does not flip half way through;
 * - a later visit (a new session that finds the mark) is a repeat user.
 *
 * Blocked or full storage only loses the convenience: the visit is then a first visit.
 */

export const VISITOR_MARK_KEY = "visitorFirstSeen";
export const VISIT_REPEAT_USER_KEY = "visitIsRepeatUser";
/** Session storage: the 'visit' event of this visit was sent (spec 1 §3; ours, page-kit README). */
export const VISIT_EVENT_SENT_KEY = "visitEventSent";

/** The two stores the rule reads and writes (the browser's local and session storage). */
export interface VisitStorage {
  local: Pick<Storage, "getItem" | "setItem"> | null;
  session: Pick<Storage, "getItem" | "setItem"> | null;
}

function read(store: VisitStorage["local"], key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: VisitStorage["local"], key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // Not remembered; the rule still answers for this page.
  }
}

/**
 * Whether this visit is a repeat user's, marking the shopper on the first visit. Idempotent
 * within a visit: the first call decides, later calls read the visit's answer.
 */
export function startVisit(storage: VisitStorage, now: number = Date.now()): boolean {
  const answered = read(storage.session, VISIT_REPEAT_USER_KEY);
  if (answered === "true" || answered === "false") return answered === "true";
  const repeat = read(storage.local, VISITOR_MARK_KEY) !== null;
  if (!repeat) write(storage.local, VISITOR_MARK_KEY, String(now));
  write(storage.session, VISIT_REPEAT_USER_KEY, String(repeat));
  return repeat;
}

function browserStorage(): VisitStorage {
  const get = (name: "localStorage" | "sessionStorage") => {
    try {
      return typeof window === "undefined" ? null : window[name];
    } catch {
      return null;
    }
  };
  return { local: get("localStorage"), session: get("sessionStorage") };
}

/** The browser's answer for this visit (false during a server render, which is no visit). */
export function isRepeatUser(): boolean {
  if (typeof window === "undefined") return false;
  return startVisit(browserStorage());
}

/**
 * Whether the 'visit' event is still to be sent for this visit, claiming it: true once per browser
 * session, false after (and where session storage is blocked, so a blocked store sends none
 * rather than one per page).
 */
export function claimVisitEvent(session: VisitStorage["session"]): boolean {
  if (!session) return false;
  try {
    if (session.getItem(VISIT_EVENT_SENT_KEY) !== null) return false;
    session.setItem(VISIT_EVENT_SENT_KEY, "true");
    return true;
  } catch {
    return false;
  }
}

/** `claimVisitEvent` in the browser (a server render is no visit). */
export function claimBrowserVisitEvent(): boolean {
  return typeof window === "undefined" ? false : claimVisitEvent(browserStorage().session);
}
