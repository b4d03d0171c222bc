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
