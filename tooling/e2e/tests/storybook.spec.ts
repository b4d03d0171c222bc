import { expect, test } from "@playwright/test";
import { themeNames, themes, type ThemeName } from "@storefront/ui-kit/themes";

// Issue 19 item 5: design review per brand. The Storybook static build, as CI keeps it
// (.ci/run, README 'Design review'), served by the serve.mjs it carries with Node alone: its
// Theme toolbar offers the twelve presets, each restyles the stories, and the storefront stories
// get their data from the mocked API (MSW) as they do in development.

/** '#0b2545' → 'rgb(11, 37, 69)', as the browser reports a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function themeOf(name: ThemeName) {
  const theme = themes[name];
  if (!theme) throw new Error(`no theme ${name}`);
  return theme;
}

const optionName = (name: ThemeName) => `${themeOf(name).displayName} (${name})`;

test("the Theme toolbar offers the twelve presets, and each restyles the story", async ({ page }) => {
  // Twelve themes chosen in turn: more than a journey's usual time on CI's two shared cores.
  test.slow();
  expect(themeNames).toHaveLength(12);
  await page.goto("/?path=/story/kit-button--primary");
  const toolbar = page.getByRole("button", { name: /^Brand theme/ });
  const presets = page.getByRole("listbox", { name: /^Brand theme/ });
  await toolbar.click();
  await expect(presets.getByRole("option")).toHaveText(themeNames.map(optionName));
  await page.keyboard.press("Escape");

  // Chosen in the toolbar, each preset restyles the story in place: the kit's primary button and the page.
  const story = page.frameLocator("#storybook-preview-iframe");
  for (const name of [...themeNames.slice(1), ...themeNames.slice(0, 1)]) {
    await toolbar.click();
    await presets.getByRole("option", { name: optionName(name) }).click();
    await expect(story.getByRole("button").first(), name).toHaveCSS("background-color", rgb(themeOf(name).color.action.primary));
    await expect(story.locator("body"), name).toHaveCSS("background-color", rgb(themeOf(name).color.surface.page));
  }
});

test("a storefront story gets its data from the mocked API in the static build", async ({ page }) => {
  await page.goto("/iframe.html?id=cart-headercart--with-lines&viewMode=story&globals=theme:fk");
  // The story's cart holds the mocked shop's three items (apps/storybook src/msw).
  await expect(page.getByRole("button", { name: "Cart, 3 items" })).toBeVisible();
  const cart = page.getByRole("region", { name: "Your cart" });
  await expect(cart.getByText("Order total")).toBeVisible();
  await expect(cart.getByRole("link", { name: "Go to checkout" })).toBeVisible();
});
