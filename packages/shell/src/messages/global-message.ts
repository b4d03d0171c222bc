import type { GlobalMessageData } from "@storefront/ui-kit/global-message";

/**
 * The global message events (spec 1 §2.9 and §4): any package shows a message by calling
 * `showGlobalMessage`, or by dispatching a `storefront:message` DOM event with the message as its
 * detail; the shell's bar listens.
 */
export const GLOBAL_MESSAGE_EVENT = "storefront:message";

export function showGlobalMessage(message: GlobalMessageData): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<GlobalMessageData>(GLOBAL_MESSAGE_EVENT, { detail: message }));
}

export function onGlobalMessage(listener: (message: GlobalMessageData) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<GlobalMessageData>).detail);
  window.addEventListener(GLOBAL_MESSAGE_EVENT, handler);
  return () => window.removeEventListener(GLOBAL_MESSAGE_EVENT, handler);
}
