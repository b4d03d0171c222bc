import { useRef, type KeyboardEvent } from "react";

/**
 * Where a key moves the focus in a horizontal row of tabs (the WAI-ARIA tabs pattern): the arrow
 * keys to the next or previous tab, wrapping round; Home and End to the first and last. Undefined
 * for any other key.
 */
export function rovingTarget(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * A row of tabs with a roving tab index: `register(key)` is each tab's ref, `onKeyDown` moves the
 * focus (and scrolls the tab into a scrolling strip's view) and tells `onMove` which tab it reached.
 * The caller keeps which tab is in the tab order (tabIndex 0, the others -1).
 */
export function useRovingFocus<Key extends string>(keys: readonly Key[], onMove: (key: Key) => void) {
  const nodes = useRef(new Map<Key, HTMLElement>());

  const register = (key: Key) => (node: HTMLElement | null) => {
    if (node) nodes.current.set(key, node);
    else nodes.current.delete(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const next = rovingTarget(event.key, index, keys.length);
    const key = next === undefined ? undefined : keys[next];
    if (key === undefined) return;
    event.preventDefault();
    onMove(key);
    const node = nodes.current.get(key);
    node?.focus();
    node?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  };

  return { register, onKeyDown };
}
