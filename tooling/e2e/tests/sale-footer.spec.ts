import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The sale footer (spec 3 §2, §4, §9) against the real API's seeded sale: dismissed, it stays away
 * across reloads for 1440 minutes and comes back after a day (the browser's clock moved).
 * /brands reads the sale in the browser (no loader prefetches it there), so the sale's answer
 * arriving means the footer has decided whether to show.
 */
async function openBrands(page: Page, navigate: () => Promise<unknown> = () => page.goto("/brands")) {
  const sale = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/api/promotion/sale"));
  await navigate();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect((await sale).status()).toBe(200);
  // Two frames for the answer's render and the dismissal check after it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const HOUR = 60 * 60 * 1000;

test("the sale footer stays dismissed across reloads for a day, then shows again", async ({ page }) => {
  const start = new Date();
  await page.clock.install({ time: start });
  await openBrands(page);
  const footer = page.getByRole("complementary").filter({ has: page.getByRole("button", { name: "Dismiss sale banner" }) });
  await expect(footer).toBeVisible();
  await expect(footer.getByRole("link")).toHaveAttribute("href", "/sale");

  await footer.getByRole("button", { name: "Dismiss sale banner" }).click();
  await expect(footer).toHaveCount(0);

  await openBrands(page, () => page.reload());
  await expect(footer).toHaveCount(0);

  // 23 hours on: still within the 1440 minutes.
  await page.clock.setSystemTime(new Date(start.getTime() + 23 * HOUR));
  await openBrands(page);
  await expect(footer).toHaveCount(0);

  // A day and a minute on: the footer is back.
  await page.clock.setSystemTime(new Date(start.getTime() + 24 * HOUR + 60_000));
  await openBrands(page);
  await expect(footer).toBeVisible();
});
