/**
 * Runs `callback` in the browser's next idle moment (requestIdleCallback; at the latest after
 * `timeoutMs`, when given), or on a timer where the browser has no idle callbacks. Returns what
 * cancels it. For work that must not compete with the page's own: warming the next pages' code,
 * a widget that waits until the page is interactive.
 */
export function whenIdle(callback: () => void, timeoutMs?: number): () => void {
  // No browser, no idle moment: a server render, or a test whose page has been torn down while a
  // chain of idle work (warmParts) was still going.
  if (typeof window === "undefined") return () => undefined;
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => callback(), timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
}
