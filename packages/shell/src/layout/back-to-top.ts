/** spec 1 §9: the back-to-top scroll takes 600 ms (the default smooth scroll is 1000 ms). */
export const BACK_TO_TOP_MS = 600;
export const DEFAULT_SCROLL_MS = 1000;
/** The button shows once the page has scrolled this far. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

/** Ease in and out: slow start, slow finish. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * Scrolls from `from` to the top over `duration` ms, one frame at a time. `now`, `frame` and
 * `scrollTo` are injectable so the timing can be tested without a browser.
 */
export function smoothScrollToTop({
  from,
  duration = BACK_TO_TOP_MS,
  now = () => performance.now(),
  frame = (callback: (time: number) => void) => requestAnimationFrame(callback),
  scrollTo = (y: number) => window.scrollTo(0, y),
}: {
  from: number;
  duration?: number;
  now?: () => number;
  frame?: (callback: (time: number) => void) => unknown;
  scrollTo?: (y: number) => void;
}): Promise<void> {
  const start = now();
  return new Promise((resolve) => {
    const step = () => {
      const progress = Math.min(1, (now() - start) / duration);
      scrollTo(Math.round(from * (1 - easeInOut(progress))));
      if (progress < 1) frame(step);
      else resolve();
    };
    frame(step);
  });
}
