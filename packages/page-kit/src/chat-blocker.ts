import { useEffect, useSyncExternalStore } from "react";

/**
 * spec 3 §2: the chat widget is hidden while any blocker is present (product page, compare, filter
 * panel, mobile nav, a sliding panel). Blockers are kept on <body data-chat-blockers="a b"> so a
 * chat widget of any package (or a third-party script) can read them without importing this one.
 */
const ATTRIBUTE = "data-chat-blockers";

function current(): Set<string> {
  if (typeof document === "undefined") return new Set();
  return new Set((document.body.getAttribute(ATTRIBUTE) ?? "").split(" ").filter(Boolean));
}

function write(blockers: Set<string>) {
  if (typeof document === "undefined") return;
  if (blockers.size === 0) document.body.removeAttribute(ATTRIBUTE);
  else document.body.setAttribute(ATTRIBUTE, [...blockers].join(" "));
}

export function addChatBlocker(id: string): void {
  const blockers = current();
  blockers.add(id);
  write(blockers);
}

export function removeChatBlocker(id: string): void {
  const blockers = current();
  blockers.delete(id);
  write(blockers);
}

export function chatBlockers(): string[] {
  return [...current()];
}

export function isChatBlocked(): boolean {
  return current().size > 0;
}

/**
 * Calls `listener` whenever the blockers change, by anyone (a MutationObserver on the body's
 * attribute, so a blocker written without this module counts too). Returns the unsubscribe.
 */
export function subscribeChatBlockers(listener: () => void): () => void {
  if (typeof document === "undefined" || typeof MutationObserver === "undefined") return () => undefined;
  const observer = new MutationObserver(listener);
  observer.observe(document.body, { attributes: true, attributeFilter: [ATTRIBUTE] });
  return () => observer.disconnect();
}

/** Whether any blocker is present, live (false on the server). */
export function useChatBlocked(): boolean {
  return useSyncExternalStore(subscribeChatBlockers, isChatBlocked, () => false);
}

/**
 * Holds the blocker `id` while `active` (a panel open, a tray expanded) and lets it go when
 * inactive or unmounted. Each holder uses an id of its own: the registry keeps one entry per id.
 */
export function useChatBlocker(id: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    addChatBlocker(id);
    return () => removeChatBlocker(id);
  }, [id, active]);
}
