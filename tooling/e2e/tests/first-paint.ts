import type { Locator, Page } from "@playwright/test";

/**
 * A shopper who acts as soon as the page shows (issue 40 items 3 and 6): the page is opened
 * without waiting for anything past the first bytes (`waitUntil: "commit"`), on a CPU slowed four
 * times (Chrome DevTools' `Emulation.setCPUThrottlingRate`, as a mid-range phone), and each
 * control is used the moment it is visible, hydrated or not.
 */

/** The CPU slowdown of a mid-range phone. */
export const PHONE_CPU_SLOWDOWN = 4;

/** Slows the page's CPU (Chromium only); the slowdown lasts for the page's life. */
export async function throttleCpu(page: Page, rate: number = PHONE_CPU_SLOWDOWN): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
}

/** Opens an address and returns as soon as the first bytes arrive, before anything is painted or run. */
export async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "commit" });
}

/** Clicks a control with the mouse the moment it is visible, without waiting for the page to hydrate. */
export async function clickAtFirstPaint(control: Locator): Promise<void> {
  await control.waitFor({ state: "visible" });
  await control.click();
}
