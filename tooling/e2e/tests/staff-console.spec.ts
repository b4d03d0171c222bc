import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { forBrands } from "../brand-coverage";
import { paymentSandboxUrl } from "../storefronts";
import { CUSTOMER, signIn, STAFF } from "./accounts";
import { hydrated } from "./checkout-steps";
import { expect, test } from "./fixtures";

// The staff console of the main retail brand (spec 3 §2, §4, §5; issue 16 item 6): the admin
// toolbar, the side panel and its pages, reminders, and the performance dashboard. Only wa has
// staff tooling (BRANDS.md).

const toolbar = (page: Page) => page.getByRole("group", { name: "Staff tools" });
const toggle = (page: Page, name: string) => toolbar(page).getByRole("button", { name, exact: true });
const sidePanel = (page: Page, name: string) => page.locator(`iframe[title="Staff panel: ${name}"]`);

/** Today in the seeded staff member's store's zone (Sydney), as a date field takes it. */
function todayInSydney(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}

/** The first product of the storefront's listing, opened on its page. */
async function openAProduct(page: Page): Promise<{ sku: string; uri: string }> {
  const listing = (await (await page.request.get("/api/listing?type=all&pageSize=1")).json()) as {
    products: { sku: string; uri: string }[];
  };
  const product = listing.products[0];
  if (!product) throw new Error("the storefront should list a product");
  await page.goto(product.uri);
  await hydrated(page);
  return product;
}

test.describe("staff console", () => {
  // These staff have signed up to the newsletter: its popup (spec 1 §4) stays away from their tools.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("waNewsletterSubscription", "true"));
  });

  test(
    "staff open the product panel beside a product page: a 350 px frame with their tokens and the product's stock; toggled off it closes",
    forBrands("wa"),
    async ({ page }) => {
      await signIn(page, STAFF);
      const product = await openAProduct(page);
      await toggle(page, "Product").click();
      await expect(toggle(page, "Product")).toHaveAttribute("aria-pressed", "true");

      const frame = sidePanel(page, "Product");
      await expect(frame).toBeVisible();
      const src = (await frame.getAttribute("src")) ?? "";
      expect(src).toMatch(/^\/blank\/staff-panel\/product\?/);
      const query = new URL(src, "http://storefront").searchParams;
      expect(query.get("access_token")).toBeTruthy();
      expect(query.get("id_token")).toBeTruthy();
      expect(query.get("sku")).toBe(product.sku);
      expect((await frame.boundingBox())?.width).toBe(350);

      // The panel page is ours and bare: its own heading and stock, no site header in the frame.
      const panel = page.frameLocator(`iframe[title="Staff panel: Product"]`);
      await expect(panel.getByRole("heading", { name: "Stock" })).toBeVisible();
      await expect(panel.getByRole("banner")).toHaveCount(0);

      await toggle(page, "Product").click();
      await expect(frame).toHaveCount(0);
      await expect(toggle(page, "Product")).toHaveAttribute("aria-pressed", "false");
    },
  );

  test(
    "staff create a reminder in the side panel, see it due today in Reminders with its notes cut to 20 characters, complete it, reopen it and archive it",
    forBrands("wa"),
    async ({ page }) => {
      await signIn(page, STAFF);
      await page.goto("/");
      await hydrated(page);
      const name = `Call back ${Date.now().toString(36)}`;
      const notes = "Ask about the induction cooktop delivery";

      await toggle(page, "Reminders").click();
      const panel = page.frameLocator(`iframe[title="Staff panel: Reminders"]`);
      await panel.getByRole("link", { name: "Add reminder" }).click();
      await panel.getByLabel("Name").fill(name);
      await panel.getByLabel("Date").fill(todayInSydney());
      await panel.getByLabel("Notes").fill(notes);
      await panel.getByRole("button", { name: "Save" }).click();
      await expect(panel.getByRole("status")).toHaveText("Reminder saved.");

      // The dropdown hears the panel's change and lists the reminder.
      const reminders = page.getByRole("button", { name: /^My reminders/ });
      await reminders.click();
      const item = page.getByRole("listitem").filter({ hasText: name });
      await expect(item).toContainText("Due today");
      await expect(item).toContainText(`${notes.slice(0, 20)}...`);
      await expect(item).not.toContainText(notes);

      await item.getByRole("button", { name: `Mark done: ${name}` }).click();
      await expect(item.getByRole("button", { name: `Mark undone: ${name}` })).toBeVisible();
      await expect(item).toContainText("Done");
      await item.getByRole("button", { name: `Mark undone: ${name}` }).click();
      await expect(item.getByRole("button", { name: `Mark done: ${name}` })).toBeVisible();
      await item.getByRole("button", { name: `Archive: ${name}` }).click();
      await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

      // Close shows once a reminders view was opened; it closes the panel and turns the toggle off.
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Close", exact: true }).click();
      await expect(sidePanel(page, "Reminders")).toHaveCount(0);
      await expect(toggle(page, "Reminders")).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByRole("button", { name: "Close", exact: true })).toHaveCount(0);
    },
  );

  test(
    "the storefront reloads the cart on refreshCart from its own panel's origin, and ignores the same message from another origin",
    forBrands("wa"),
    async ({ page }) => {
      await signIn(page, STAFF);
      await page.goto("/");
      await hydrated(page);
      await toggle(page, "Stats").click();
      await expect(sidePanel(page, "Stats")).toBeVisible();
      const cartButton = page.getByRole("button", { name: /^Cart/ });
      await expect(cartButton).toHaveAccessibleName(/^Cart(, 0 items)?$/);

      // The cart changes behind the page's back (as a panel's action would change it).
      const listing = (await (await page.request.get("/api/listing?type=all&pageSize=24")).json()) as {
        products: { sku: string; stockStatus: string; price: number }[];
      };
      const product = listing.products.find((item) => item.stockStatus === "inStock" && item.price > 0);
      if (!product) throw new Error("the storefront should sell a product in stock");
      expect(
        (
          await page.request.post("/api/cart/product/", {
            data: { sku: product.sku, qty: 1 },
            headers: { origin: new URL(page.url()).origin },
          })
        ).ok(),
      ).toBe(true);

      // Another origin (the payment sandbox, in a window this page opened) posts refreshCart to
      // the page: nothing changes. (The page's CSP lets no foreign origin into a frame of it.)
      let cartReads = 0;
      page.on("request", (request) => {
        if (request.method() === "GET" && new URL(request.url()).pathname.startsWith("/api/cart")) cartReads += 1;
      });
      const opened = page.waitForEvent("popup");
      await page.evaluate((url) => void window.open(url, "foreign"), `${paymentSandboxUrl}/health`);
      const foreign = await opened;
      await foreign.waitForLoadState();
      await foreign.evaluate(() => window.opener.postMessage({ action: "refreshCart" }, "*"));
      await foreign.close();
      await expect(cartButton).toHaveAccessibleName(/^Cart(, 0 items)?$/);

      // The panel (the storefront's own origin) posts it after: the cart reloads, once. Messages
      // to a window are handled in the order they were posted, so had the foreign one reloaded the
      // cart, that read would have come first.
      const panel = page.frame({ url: /\/blank\/staff-panel\/stats/ });
      await panel?.evaluate(() => window.parent.postMessage({ action: "refreshCart" }, window.location.origin));
      await expect(cartButton).toHaveAccessibleName("Cart, 1 item");
      expect(cartReads).toBe(1);
    },
  );

  test(
    "staff search the dashboard, sort by Date Created, hide and move a column (kept after reload) and export the matching rows as CSV; axe finds nothing",
    forBrands("wa"),
    async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, STAFF);
      await page.goto("/");
      await hydrated(page);
      // The 'project-panel' toggle goes to the dashboard when switched on.
      await toggle(page, "Projects").click();
      await expect(page).toHaveURL(/\/performance-dashboard$/);
      await expect(page.getByRole("heading", { level: 1, name: "Performance dashboard" })).toBeVisible();

      const results = page.getByRole("region", { name: "Projects" });
      const searched = page.waitForResponse(
        (answer) => answer.url().includes("/api/v2/project/search") && answer.url().includes("allTime=true"),
      );
      await page.getByRole("checkbox", { name: "All time" }).check();
      await page.getByRole("search", { name: "Search projects" }).getByRole("button", { name: "Search" }).click();
      const all = (await (await searched).json()) as { totalCount: number; projects: { projectName: string }[] };
      expect(all.totalCount).toBeGreaterThan(13);
      await expect(results.getByRole("table")).toContainText(`Projects: ${all.totalCount.toLocaleString("en-AU")} projects`);
      await expect(results.getByRole("row")).toHaveCount(14);
      await expect(page.getByText("Page 1 of")).toBeVisible();

      // Date Created: None → Ascending → Descending; the table shows the API's order.
      const dateCreated = results.getByRole("columnheader", { name: "Date Created" });
      const sorted = (direction: string) =>
        page.waitForResponse(
          (answer) => answer.url().includes("sortProperty=created") && answer.url().includes(`sortDirection=${direction}`),
        );
      let answer = sorted("Ascending");
      await dateCreated.getByRole("button").click();
      await answer;
      await expect(dateCreated).toHaveAttribute("aria-sort", "ascending");
      answer = sorted("Descending");
      await dateCreated.getByRole("button").click();
      const newest = (await (await answer).json()) as { projects: { projectName: string; created: string }[] };
      await expect(dateCreated).toHaveAttribute("aria-sort", "descending");
      const created = newest.projects.map((row) => Date.parse(row.created));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      await expect(results.getByRole("row").nth(1)).toContainText(newest.projects[0]?.projectName ?? "");

      // Columns: hide Customer Phone, move Store up one (before Salesperson); both kept after a reload.
      await page.getByRole("button", { name: "Columns" }).click();
      await page.getByRole("checkbox", { name: "Customer Phone" }).uncheck();
      await expect(results.getByRole("columnheader", { name: "Customer Phone" })).toHaveCount(0);
      // The header's text without its sort arrow (aria-hidden).
      const headers = async () =>
        (await results.getByRole("columnheader").allInnerTexts()).map((text) => text.replace(/[^\p{L}\p{N} ]/gu, "").trim());
      const before = await headers();
      expect(before.indexOf("Store")).toBe(before.indexOf("Salesperson") + 1);
      await page.getByRole("button", { name: "Move up Store" }).click();
      const moved = await headers();
      expect(moved.indexOf("Store")).toBe(moved.indexOf("Salesperson") - 1);

      await page.reload();
      await hydrated(page);
      await expect(results.getByRole("table")).toBeVisible();
      await expect(results.getByRole("columnheader", { name: "Customer Phone" })).toHaveCount(0);
      expect(await headers()).toEqual(moved);

      // The export holds every matching row, in the columns shown and their order.
      const searchedAgain = page.waitForResponse(
        (next) => next.url().includes("/api/v2/project/search") && next.url().includes("allTime=true"),
      );
      await page.getByRole("checkbox", { name: "All time" }).check();
      await page.getByRole("search", { name: "Search projects" }).getByRole("button", { name: "Search" }).click();
      const shown = (await (await searchedAgain).json()) as { totalCount: number; projects: { projectName: string }[] };
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const download = await downloading;
      const csv = (await readFile((await download.path()) as string, "utf8")).replace(/^\uFEFF/, "");
      const lines = csv.trimEnd().split(/\r?\n/);
      const titles = (await headers()).filter((title) => title !== "Actions");
      expect(lines[0]).toBe(titles.map((title) => (/[",]/.test(title) ? `"${title}"` : title)).join(","));
      expect(lines).toHaveLength(shown.totalCount + 1);
      for (const row of shown.projects) expect(csv).toContain(row.projectName);

      const axe = await new AxeBuilder({ page }).include("main").analyze();
      expect(axe.violations).toEqual([]);
    },
  );

  test("a customer gets none of it: no staff tools, no dashboard, no panel pages", forBrands("wa"), async ({ page }) => {
    await signIn(page, CUSTOMER);
    await page.goto("/");
    await hydrated(page);
    await expect(toolbar(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^My reminders/ })).toHaveCount(0);

    await page.goto("/performance-dashboard");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Performance dashboard" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Projects" })).toHaveCount(0);

    await page.goto("/blank/staff-panel/stats");
    await hydrated(page);
    await expect(page.getByRole("alert")).toHaveText("The staff panel is for signed-in staff.");
  });
});
