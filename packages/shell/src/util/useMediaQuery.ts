import { useEffect, useState } from "react";

/** spec 1 §9: resize handling is debounced by 150 ms. */
export const RESIZE_DEBOUNCE_MS = 150;

/**
 * Whether a media query matches, re-read 150 ms after the last change. The server and the first
 * client render use `serverValue`, so hydration never mismatches.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const [matches, setMatches] = useState(serverValue);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const list = window.matchMedia(query);
    setMatches(list.matches);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMatches(window.matchMedia(query).matches), RESIZE_DEBOUNCE_MS);
    };
    list.addEventListener?.("change", onChange);
    window.addEventListener("resize", onChange);
    return () => {
      clearTimeout(timer);
      list.removeEventListener?.("change", onChange);
      window.removeEventListener("resize", onChange);
    };
  }, [query]);
  return matches;
}
