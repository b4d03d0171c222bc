import { count, eq, inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import {
  accounts,
  categories,
  contentEntries,
  cookingDemos,
  customForms,
  localities,
  manufacturers,
  products,
  projectAttachments,
  promotions,
  redirects,
  seedRuns,
  settings,
  stores,
} from "../db/schema";
import { verifyPassword } from "../identity/passwords";
import { setupTestApi } from "../test-helpers";
import { buildCatalogue } from "./catalogue";
import { buildAccounts, SANDBOX_ACCOUNTS } from "./accounts";
import { CUSTOM_FORMS } from "./forms";
import { refreshRelativeDates, seedAddedTables } from "./index";
import { loadLocalities } from "./localities";
import { Random } from "./random";

const api = setupTestApi();
const total = async (table: PgTable) => (await api.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe("seed", () => {
  it("builds the same catalogue from the same seed", () => {
    const a = buildCatalogue(new Random(7), "2026-01-01");
    const b = buildCatalogue(new Random(7), "2026-01-01");
    expect(b.products).toEqual(a.products);
    expect(buildCatalogue(new Random(8), "2026-01-01").products[0]).not.toEqual(a.products[0]);
  });

  it("builds a catalogue of any size (issue 43 item 1): every leaf category and brand, unique slugs and SKUs, the same from the same seed", () => {
    const size = 12_000;
    const large = buildCatalogue(new Random(7), "2026-01-01", size);
    expect(Math.abs(large.products.length - size)).toBeLessThan(size * 0.01);
    expect(new Set(large.products.map((p) => p.slug)).size).toBe(large.products.length);
    expect(new Set(large.products.map((p) => p.sku)).size).toBe(large.products.length);
    const leafIds = new Set(large.products.map((p) => p.categoryId));
    expect(leafIds.size).toBe(buildCatalogue(new Random(7), "2026-01-01").categories.filter((c) => c.parentId !== null).length);
    expect(new Set(large.products.map((p) => p.manufacturerId)).size).toBe(large.manufacturers.length);
    // Five times the demo shop's products, with the same mix: sale prices, ribbons, stock statuses and images.
    const share = (pick: (p: (typeof large.products)[number]) => boolean) => large.products.filter(pick).length / large.products.length;
    const demo = buildCatalogue(new Random(7), "2026-01-01").products;
    const demoShare = (pick: (p: (typeof demo)[number]) => boolean) => demo.filter(pick).length / demo.length;
    for (const pick of [(p: (typeof demo)[number]) => p.rrpAud > p.priceAud, (p: (typeof demo)[number]) => p.ribbons.length > 0]) {
      expect(Math.abs(share(pick) - demoShare(pick))).toBeLessThan(0.05);
    }
    expect(new Set(large.products.map((p) => p.stockStatus)).size).toBe(new Set(demo.map((p) => p.stockStatus)).size);
    expect(large.products.every((p) => p.imageCount > 0)).toBe(true);
    expect(large.priceHistory.length).toBeGreaterThan(demo.length);
    expect(buildCatalogue(new Random(7), "2026-01-01", size).products.at(-1)).toEqual(large.products.at(-1));
  });

  it("fills at least 2,000 products in 12 categories from 40 brands, each product complete", async () => {
    expect(await total(products)).toBeGreaterThanOrEqual(2000);
    const leaves = await api.db
      .select({ n: count() })
      .from(categories)
      .where(sql`${categories.parentId} IS NOT NULL`);
    expect(leaves[0]?.n).toBeGreaterThanOrEqual(12);
    expect(await total(manufacturers)).toBeGreaterThanOrEqual(40);
    const [sample] = await api.db.select().from(products).limit(1);
    expect(sample).toMatchObject({
      sku: expect.any(String),
      slug: expect.any(String),
      priceSource: expect.stringMatching(/^(winning|manufacturer)$/),
    });
    expect(sample?.specifications.length).toBeGreaterThan(0);
    expect(sample?.features.length).toBeGreaterThan(0);
    const ribbonTypes = await api.db.selectDistinct({ type: sql<string>`unnest(${products.ribbons})` }).from(products);
    expect(ribbonTypes.map((r) => r.type).sort()).toEqual([
      "bonus",
      "cashback",
      "catalogue-item",
      "new",
      "sale",
      "save",
      "special-offer",
      "win",
    ]);
    const conditions = await api.db.selectDistinct({ label: products.conditionLabel }).from(products);
    expect(conditions.map((c) => c.label)).toEqual(
      expect.arrayContaining(["Cosmetic Imperfection", "New Condition", "Brand New Runout", null]),
    );
    const stock = await api.db.selectDistinct({ status: products.stockStatus }).from(products);
    expect(stock).toHaveLength(5);
  });

  it("gives each brand copy that fits it: no laundry on the furniture brand, trade offers on the trade one", async () => {
    const running = async (brand: string) =>
      (await api.request({ method: "GET", url: "/api/promotions", brand })).json<{ items: { title: string; summary: string }[] }>().items;
    const fk = (await running("fk")).map((promotion) => promotion.title);
    expect(fk).toEqual(expect.arrayContaining(["Furniture Clearance", "Sofa and Dining Event", "Bedroom Refresh"]));
    expect(fk.filter((title) => /laundry|kitchen|screen|coffee|cool/i.test(title))).toEqual([]);
    const aol = await running("aol");
    expect(aol.map((promotion) => promotion.title)).toEqual(expect.arrayContaining(["Trade Kitchen Packages", "Installer Climate Deals"]));
    expect(aol.map((promotion) => promotion.title)).not.toContain("Furniture Clearance");
    expect(aol.find((promotion) => promotion.title === "Trade Kitchen Packages")?.summary).toMatch(/trade prices/i);
    // Each promotion a brand runs lists products that brand sells.
    const listing = await api.request({ method: "GET", url: "/api/listing?type=promotion&uri=sofa-and-dining-event", brand: "fk" });
    expect(listing.json<{ totalCount: number }>().totalCount).toBeGreaterThan(10);

    const heroes = await api.db.select().from(settings).where(eq(settings.name, "HomeMastheadText"));
    const hero = (brand: string) => heroes.find((row) => row.storefrontId === brand)?.value ?? "";
    expect(new Set(heroes.map((row) => row.value)).size).toBe(6);
    expect(hero("fk")).toMatch(/sofas/i);
    expect(hero("aol")).toMatch(/trade/i);
    expect(hero("aol-nz")).toMatch(/New Zealand/);

    const catalogues = await api.db.select().from(contentEntries).where(eq(contentEntries.kind, "catalogue"));
    expect(catalogues.find((entry) => entry.title === "Laundry Week")?.storefronts).not.toContain("fk");
    expect(catalogues.find((entry) => entry.title === "End of Financial Year")?.storefronts).toHaveLength(6);
  });

  it("has every content kind, redirects, promotions, and stores in both countries with the Engine Room", async () => {
    const kinds = await api.db.selectDistinct({ kind: contentEntries.kind }).from(contentEntries);
    expect(kinds.map((k) => k.kind).sort()).toEqual(["article", "blog", "catalogue", "inspiration", "page", "recipe", "static"]);
    expect(await total(redirects)).toBeGreaterThan(10);
    expect((await api.db.select({ n: count() }).from(promotions))[0]?.n).toBeGreaterThanOrEqual(10);
    expect((await api.db.select({ n: count() }).from(stores).where(eq(stores.country, "AU")))[0]?.n).toBeGreaterThanOrEqual(20);
    expect((await api.db.select({ n: count() }).from(stores).where(eq(stores.country, "NZ")))[0]?.n).toBeGreaterThanOrEqual(5);
    expect((await api.db.select().from(stores).where(eq(stores.name, "Engine Room")))[0]?.isDefault).toBe(true);
  });

  it("loads every Australian locality and the New Zealand list with postcode_SUBURB ids", async () => {
    const all = loadLocalities();
    expect(all.filter((l) => l.country === "AU").length).toBeGreaterThan(15000);
    expect(all.filter((l) => l.country === "NZ").length).toBeGreaterThan(50);
    expect(all.every((l) => l.id === `${l.postcode}_${l.suburb}`)).toBe(true);
    expect(await total(localities)).toBe(all.length);
  });

  it("moves the relative dates forward when a reused data folder is older than today", async () => {
    const [run] = await api.db.select().from(seedRuns);
    const [first] = await api.db.select().from(cookingDemos).orderBy(cookingDemos.id).limit(1);
    const later = new Date(Date.parse(`${run?.anchorDate}T12:00:00Z`) + 10 * 86_400_000);
    expect(await refreshRelativeDates(api.db, later)).toBe(10);
    const [moved] = await api.db
      .select()
      .from(cookingDemos)
      .where(eq(cookingDemos.id, first?.id ?? 0));
    expect((moved?.startsAt.getTime() ?? 0) - (first?.startsAt.getTime() ?? 0)).toBe(10 * 86_400_000);
    expect(await refreshRelativeDates(api.db, later)).toBe(0);
  });

  it("seeds the sandbox staff, customer and locked customer accounts with their documented passwords", async () => {
    const rows = await api.db.select().from(accounts).orderBy(accounts.email);
    expect(rows.map((r) => [r.email, r.firstName, r.winningUserId, r.winningCmsUrl, r.salespersonCode, r.locked])).toEqual([
      ["customer@example.com", "Riley", null, null, null, false],
      ["locked@example.com", "Avery", null, null, null, true],
      ["staff@example.com", "Morgan", "WU-1001", "https://cms.example.com", "SP-17", false],
    ]);
    for (const account of SANDBOX_ACCOUNTS) {
      const row = rows.find((r) => r.email === account.email);
      expect(await verifyPassword(account.password, row?.passwordHash ?? "")).toBe(true);
    }
  });

  it("seeds no project attachment without an attachments folder, so no row points at a missing file", async () => {
    expect(await total(projectAttachments)).toBe(0);
  });

  it("hashes the sandbox passwords the same way on every run", async () => {
    expect(await buildAccounts(7)).toEqual(await buildAccounts(7));
  });

  it("seeds the custom forms, and adds missing sandbox rows to an older data folder without touching the rest", async () => {
    expect(await total(customForms)).toBe(CUSTOM_FORMS.length);
    expect(await seedAddedTables(api.db, { demoData: true })).toBe(0);
    await api.db.delete(customForms).where(eq(customForms.url, "project-enquiry"));
    await api.db.delete(accounts).where(eq(accounts.email, "customer@example.com"));
    await api.db.update(accounts).set({ firstName: "Morgana" }).where(eq(accounts.email, "staff@example.com"));
    expect(await seedAddedTables(api.db, { demoData: true })).toBe(2);
    expect(await total(customForms)).toBe(CUSTOM_FORMS.length);
    expect((await api.db.select().from(accounts).where(eq(accounts.email, "staff@example.com")))[0]?.firstName).toBe("Morgana");
    expect(await total(accounts)).toBe(SANDBOX_ACCOUNTS.length);
  });

  it("adds the articles and root-level pages to a data folder seeded before them, once", async () => {
    await api.db.delete(contentEntries).where(inArray(contentEntries.kind, ["article", "page"]));
    expect(await seedAddedTables(api.db, { demoData: true })).toBe(5);
    const pages = await api.db.select({ slug: contentEntries.slug }).from(contentEntries).where(eq(contentEntries.kind, "page"));
    expect(pages.map((page) => page.slug).sort()).toEqual(["cookbook", "culinary-support", "pe-bookings", "winning-commercial"]);
    expect(await seedAddedTables(api.db, { demoData: true })).toBe(0);
  });

  it("gives a data folder seeded before the brands' home banners their texts, and keeps a value already set", async () => {
    await api.db.delete(settings).where(eq(settings.name, "HomeMastheadText"));
    await api.db.insert(settings).values({ storefrontId: "fk", name: "HomeMastheadText", value: "Our own words", sortOrder: 99 });
    expect(await seedAddedTables(api.db, { demoData: true })).toBe(5);
    const heroes = await api.db.select().from(settings).where(eq(settings.name, "HomeMastheadText"));
    expect(heroes).toHaveLength(6);
    expect(heroes.find((row) => row.storefrontId === "fk")?.value).toBe("Our own words");
  });
});
