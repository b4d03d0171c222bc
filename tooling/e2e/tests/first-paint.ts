import type { Browser, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Journeys that act at first paint (issue 40 items 3 and 6): a shopper on a mid-range phone taps
 * as soon as a control shows, long before the page has hydrated. Each try is a fresh page with
 * the CPU slowed down four times; it opens its address without waiting for the load event or for
 * hydration, and acts as soon as the control is visible (Playwright's actions wait for that, and
 * for nothing more).
 */

/** How much slower than this machine's the page's CPU runs (Chromium's DevTools protocol). */
export const CPU_THROTTLE_RATE = 4;

/**
 * How long a check waits for the action's outcome: a throttled page on a busy CI machine hydrates,
 * loads the next route's code and asks the API slowly, but a lost action never arrives at all.
 */
export const OUTCOME_TIMEOUT = 60_000;

/** A fresh page in a fresh context of the storefront, its CPU throttled. */
export async function throttledPage(browser: Browser, baseURL: string, rate = CPU_THROTTLE_RATE): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return page;
}

/** Opens an address and returns as soon as the response has started to arrive: no wait for the load event or hydration. */
export async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "commit" });
}

/** Whether the page has hydrated (the shell marks the root element once every part has). */
export async function isHydrated(page: Page): Promise<boolean> {
  return (await page.locator("html").getAttribute("data-hydrated")) === "true";
}

/** The entries of the tab's session history: one more than at first paint means one navigation, not two. */
export function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => window.history.length);
}

/**
 * Runs a journey `tries` times, each on its own throttled page, and fails on the first try whose
 * action is lost. `act` does the shopper's action at first paint and answers whether the page had
 * hydrated by then (check it right after acting); `check` waits for the action's outcome. At least
 * one try must have acted before hydration, or the journey tested nothing of item 3.
 */
export async function everyTryCounts(
  options: { browser: Browser; baseURL: string; tries: number },
  act: (page: Page, index: number) => Promise<boolean>,
  check: (page: Page, index: number) => Promise<void>,
): Promise<{ beforeHydration: number; seconds: number }> {
  let beforeHydration = 0;
  const started = Date.now();
  for (let index = 0; index < options.tries; index += 1) {
    const page = await throttledPage(options.browser, options.baseURL);
    try {
      if (!(await act(page, index))) beforeHydration += 1;
      await check(page, index);
    } catch (error) {
      throw new Error(`try ${index + 1} of ${options.tries} lost the shopper's action`, { cause: error });
    } finally {
      await page.context().close();
    }
  }
  expect(beforeHydration, "tries that acted before the page had hydrated").toBeGreaterThan(0);
  return { beforeHydration, seconds: Math.round((Date.now() - started) / 1000) };
}
