import type { Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { expect, test } from "./fixtures";

/** The first category's listing, hydrated, with the chat launcher there (it loads once the page is interactive). */
async function openListingWithLauncher(page: Page) {
  const tree = (await (await page.request.get("/api/categories")).json()) as { items: { uri: string }[] };
  await page.goto(tree.items[0]?.uri ?? "/products");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const launcher = page.getByRole("button", { name: "Open chat" });
  await expect(launcher).toBeVisible();
  return launcher;
}

/** The tick is the compare list's server call: the box shows ticked once it is answered. */
async function tickFirstCompareBox(page: Page) {
  const box = page.getByRole("checkbox", { name: /^Add to Compare: / }).first();
  await box.click();
  await expect(box).toBeChecked();
}

/**
 * The chat widget (issue 20 items 2 and 7, spec 3 §2, §9) against the real API's sandbox chat:
 * on by default, its launcher hides while the compare tray is expanded and returns after, and a
 * message gets the sandbox's automatic reply. The same in every brand (no flag or theme is read).
 */
test("the chat launcher hides while the compare tray is expanded and returns after; a message gets the sandbox's reply", async ({
  page,
}) => {
  const launcher = await openListingWithLauncher(page);

  // Ticking a product opens the compare tray, which blocks the chat; 'Hide' collapses it.
  await tickFirstCompareBox(page);
  const tray = page.getByRole("region", { name: "Compare products" });
  await expect(tray.getByRole("button", { name: "Hide" })).toBeVisible();
  await expect(launcher).toBeHidden();
  await tray.getByRole("button", { name: "Hide" }).click();
  await expect(launcher).toBeVisible();

  await launcher.click();
  const chat = page.getByRole("dialog", { name: "Chat with us" });
  await expect(chat.getByRole("textbox", { name: "Message" })).toBeFocused();
  await chat.getByRole("textbox", { name: "Message" }).fill("Do you deliver on Saturdays?");
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/chat/sandbox/messages");
  await chat.getByRole("button", { name: "Send" }).click();
  expect((await sent).status()).toBe(201);
  const conversation = chat.getByRole("list", { name: "Conversation" });
  await expect(conversation).toContainText("Do you deliver on Saturdays?");
  await expect(conversation).toContainText("Thanks for your message. A team member will reply here shortly.");

  // Escape closes the panel and gives focus back to the launcher.
  await page.keyboard.press("Escape");
  await expect(chat).toHaveCount(0);
  await expect(launcher).toBeFocused();
});

/** Where the compare tray is the full-width bottom bar (andoo, BRANDS.md), the launcher sits above it. */
test("the chat launcher sits above the minimised compare bar and stays clickable", forBrands("andoo"), async ({ page }) => {
  const launcher = await openListingWithLauncher(page);

  // The tick opens the bar's tray, which blocks the chat; 'Hide' minimises it to the bar.
  await tickFirstCompareBox(page);
  const tray = page.getByRole("region", { name: "Compare products" });
  await expect(launcher).toBeHidden();
  await tray.getByRole("button", { name: "Hide" }).click();
  const bar = tray.getByRole("button", { name: /^COMPARE/ });
  await expect(bar).toBeVisible();
  await expect(launcher).toBeVisible();
  const [barBox, launcherBox] = await Promise.all([bar.boundingBox(), launcher.boundingBox()]);
  expect(launcherBox!.y + launcherBox!.height).toBeLessThanOrEqual(barBox!.y);

  // Clickable: nothing of the bar covers it.
  await launcher.click();
  await expect(page.getByRole("dialog", { name: "Chat with us" })).toBeVisible();
});
