import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { STOREFRONTS, STOREFRONT_IDS, type Storefront, type StorefrontId } from "../storefronts";
import { buildAccounts } from "./accounts";
import { MANUFACTURERS } from "./catalogue-data";
import { buildCatalogue, buildVocabulary, type Catalogue } from "./catalogue";
import { buildContent, contentPageRows, REDIRECTS } from "./content";
import { addDays, isoDate, slugify } from "./dates";
import { customFormRows } from "./forms";
import { loadLocalities } from "./localities";
import { Random } from "./random";
import { settingsFor } from "./settings";
import { addMieleProducts } from "./miele";
import { buildBrandPromotions, PROMOTION_TITLES, promotionStorefronts } from "./promotions";
import { missingSandboxAccounts, seedDemoRows } from "./demo-data";
import { buildStores, type StoreRow } from "./stores";

/** The fixed seed: the same catalogue on every machine and every run. */
export const DEFAULT_SEED = 20261122;

export interface SeedOptions {
  seed?: number;
  /** How many products the catalogue has: PRODUCT_COUNT (2,400, the demo shop) by default; the seed command's `--products`. */
  products?: number;
  /** The day the seed's relative dates (demos, promotions, price history) count from. */
  today?: Date;
  /**
   * The app's folder of project attachments (attachmentsDirFromEnv, as the server passes it): the
   * seeded attachments' files are written there. Without it no attachment is seeded.
   */
  attachmentsDir?: string;
  /**
   * Whether to seed the demo data (./demo-data.ts: sandbox accounts, coupons, gift cards,
   * salespeople, projects, reminders): demoDataFromEnv, so never in a production start unless
   * SEED_DEMO_DATA=true. Required, so no caller seeds demo rows without saying so.
   */
  demoData: boolean;
}

/** True once a seed has finished (the marker row is written last, in the same transaction). */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.seedRuns.id }).from(schema.seedRuns).limit(1);
  return rows.length > 0;
}

async function insertInChunks<T extends PgTable>(db: Database, table: T, rows: T["$inferInsert"][], chunkSize = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db.insert(table).values(rows.slice(i, i + chunkSize));
  }
}

function buildNavigation(storefront: StorefrontId, catalogue: Catalogue) {
  const brandCounts = new Map<number, Map<number, number>>();
  const topOf = new Map(catalogue.categories.map((c) => [c.id, c.parentId ?? c.id]));
  for (const product of catalogue.products) {
    if (!product.storefronts.includes(storefront)) continue;
    const top = topOf.get(product.categoryId) ?? product.categoryId;
    const counts = brandCounts.get(top) ?? new Map<number, number>();
    counts.set(product.manufacturerId, (counts.get(product.manufacturerId) ?? 0) + 1);
    brandCounts.set(top, counts);
  }
  const manufacturerById = new Map(catalogue.manufacturers.map((m) => [m.id, m]));
  const categories = catalogue.categories
    .filter((c) => c.parentId === null && c.storefronts.includes(storefront))
    .map((top) => ({
      name: top.name,
      uri: `/c/${top.path}`,
      subCategories: catalogue.categories.filter((c) => c.parentId === top.id).map((c) => ({ name: c.name, uri: `/c/${c.path}` })),
      brands: [...(brandCounts.get(top.id) ?? new Map<number, number>()).entries()]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, 6)
        .map(([id]) => {
          const m = manufacturerById.get(id);
          return { name: m?.name ?? "", uri: `/brands/${m?.slug ?? ""}`, image: `/api/images/brand/${m?.slug ?? ""}.svg` };
        }),
    }));
  const staff = storefront === "wa";
  return {
    mainNav: { categories },
    topNav: { displayCartIcon: true, displayProjectIcon: staff, displaySearchIcon: true, displayContactUsIcon: true },
    utilityLinks: [
      { title: "Stores", uri: "/stores" },
      { title: "Promotions", uri: "/promotions" },
      { title: "Catalogues", uri: "/catalogue" },
      ...(storefront === "wa" ? [{ title: "Cooking demos", uri: "/cooking-demos" }] : []),
    ],
    footerNav: [
      {
        title: "Help",
        links: [
          { title: "Delivery", uri: "/s/delivery" },
          { title: "Returns", uri: "/s/returns" },
          { title: "Contact us", uri: "/s/contact-us" },
        ],
      },
      {
        title: "About",
        links: [
          { title: "About us", uri: "/s/about-us" },
          { title: "Privacy", uri: "/s/privacy" },
          { title: "Terms", uri: "/s/terms" },
        ],
      },
    ],
  };
}

/** Cooking demos are run by the makers of these categories. */
const DEMO_CATEGORIES = ["ovens", "cooktops", "coffee-machines", "bbqs"];
const DEMO_SUB_EVENTS = ["Masterclass", "Product Demonstration", "Cooking Class", "Virtual Demo"];
const DEMO_TOPICS = [
  "Steam oven basics",
  "Induction cooking",
  "Pyrolytic cleaning",
  "Coffee at home",
  "Weeknight wok",
  "Baking bread",
  "Sous vide",
  "Air-fry favourites",
  "Barbecue masterclass",
  "Pastry skills",
];

function buildCookingDemos(random: Random, anchorDate: string, stores: (StoreRow & { id: number })[], demoBrands: string[]) {
  const hosts = stores.filter((s) => s.country === "AU" && !s.isAppointmentOnly);
  const demos: (typeof schema.cookingDemos.$inferInsert)[] = [];
  for (let day = 0; day < 60; day++) {
    const date = addDays(anchorDate, day);
    const count = random.int(1, 4);
    for (let n = 0; n < count; n++) {
      const store = random.pick(hosts);
      const hour = random.pick([10, 13, 18]);
      const startsAt = new Date(`${date}T${String(hour).padStart(2, "0")}:00:00+10:00`);
      const brand = random.pick(demoBrands);
      const topic = random.pick(DEMO_TOPICS);
      demos.push({
        storeId: store.id,
        title: `${topic} with ${brand.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase())}`,
        description: `Join our home economist at ${store.name} for ${topic.toLowerCase()}: tastings included.`,
        brand,
        demoType: random.pick([0, 1, 2, 2]),
        subEventType: random.pick(DEMO_SUB_EVENTS),
        availability: random.pick([0, 0, 0, 1, 2]),
        startsAt,
        endsAt: new Date(startsAt.getTime() + random.pick([60, 90, 120]) * 60_000),
        capacity: random.pick([8, 12, 16, 20]),
        price: random.pick([0, 0, 25, 49]),
      });
    }
  }
  return demos;
}

/** A storefront's settings as rows, in their order. */
const settingRowsOf = (storefront: Storefront) =>
  settingsFor(storefront).map((setting, i) => ({ storefrontId: storefront.id, ...setting, sortOrder: i + 1 }));

/**
 * Fills an empty, migrated database with the deterministic catalogue and content in one
 * transaction, with bulk inserts. Safe to call on a half-seeded database: it starts again.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const seed = options.seed ?? DEFAULT_SEED;
  const anchorDate = isoDate(options.today ?? new Date());
  const random = new Random(seed);
  const catalogue = buildCatalogue(random, anchorDate, options.products);
  const content = buildContent(random, anchorDate, catalogue.products);
  const stores = buildStores(random);
  // After every draw that reads the products: the Miele products change no other row (./miele.ts).
  addMieleProducts(catalogue);
  const localities = loadLocalities();
  const sandboxAccounts = options.demoData ? await buildAccounts(seed) : [];

  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.execute(sql`TRUNCATE storefronts, settings, navigation, manufacturers, categories, products, price_history,
      search_vocabulary, promotions, promotion_products, sales, alert_banners, content_entries, redirects, stores,
      localities, cooking_demos, cooking_demo_bookings, sessions, carts, cart_lines, accounts, custom_forms,
      kitchen_club_submissions, variant_tests, analytics_events, seed_runs, coupons, gift_cards, orders, order_lines, addresses,
      delivery_bookings, payments, account_tokens, revoked_tokens, account_sessions, external_logins, external_login_codes, saved_addresses, projects, project_referrers RESTART IDENTITY CASCADE`);

    await t
      .insert(schema.storefronts)
      .values([...STOREFRONTS.values()].map(({ id, displayName, country, currency }) => ({ id, displayName, country, currency })));
    await t.insert(schema.settings).values([...STOREFRONTS.values()].flatMap(settingRowsOf));

    await t.insert(schema.manufacturers).values(catalogue.manufacturers);
    await t.insert(schema.categories).values(catalogue.categories);
    await insertInChunks(t, schema.products, catalogue.products, 400);
    await insertInChunks(t, schema.priceHistory, catalogue.priceHistory, 2000);
    await insertInChunks(t, schema.searchVocabulary, buildVocabulary(catalogue.products), 2000);
    await t.execute(sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`);
    await t.execute(sql`SELECT setval(pg_get_serial_sequence('categories', 'id'), (SELECT max(id) FROM categories))`);
    await t.execute(sql`SELECT setval(pg_get_serial_sequence('manufacturers', 'id'), (SELECT max(id) FROM manufacturers))`);

    await t.insert(schema.navigation).values(STOREFRONT_IDS.map((id) => ({ storefrontId: id, document: buildNavigation(id, catalogue) })));

    // Promotions: ten running offers over discounted products, one ended and one upcoming, each on
    // the storefronts it fits (./promotions.ts), then the brands' own.
    const discounted = catalogue.products.filter((p) => p.priceAud < p.rrpAud);
    const promotionRows = PROMOTION_TITLES.map((title, i) => ({
      slug: slugify(title),
      title,
      summary: `${title}: save on selected products while stocks last.`,
      terms: "Offer valid on selected products between the dates shown, while stocks last. Not available with any other offer.",
      ribbon: ["sale", "special-offer", "cashback", "bonus"][i % 4] as string,
      startsOn: i === 11 ? addDays(anchorDate, 10) : addDays(anchorDate, i === 10 ? -90 : -random.int(1, 20)),
      endsOn: i === 10 ? addDays(anchorDate, -30) : addDays(anchorDate, random.int(14, 45)),
      storefronts: promotionStorefronts(i, STOREFRONT_IDS),
    }));
    const insertedPromotions = await t.insert(schema.promotions).values(promotionRows).returning({ id: schema.promotions.id });
    const promotionProducts = insertedPromotions.flatMap(({ id }) =>
      random.sample(discounted, 60).map((p) => ({ promotionId: id, productId: p.id })),
    );
    const brandPromotions = buildBrandPromotions(seed, anchorDate, catalogue.products, STOREFRONT_IDS);
    const insertedBrandPromotions = await t
      .insert(schema.promotions)
      .values(brandPromotions.map((promotion) => promotion.row))
      .returning({ id: schema.promotions.id });
    insertedBrandPromotions.forEach(({ id }, i) =>
      promotionProducts.push(...(brandPromotions[i]?.productIds ?? []).map((productId) => ({ promotionId: id, productId }))),
    );
    await insertInChunks(t, schema.promotionProducts, promotionProducts, 2000);

    await t.insert(schema.sales).values(
      STOREFRONT_IDS.map((id) => ({
        storefrontId: id,
        title: id === "fk" ? "Furniture Sale" : id === "aol" ? "Trade Sale" : "Summer Sale",
        message:
          id === "aol"
            ? "Up to 30% off selected products for trade account holders. Ends soon."
            : "Up to 30% off selected products. Ends soon.",
        colour: "#c4102b", // spec 3 §9 default sale colour
        url: "/sale", // spec 3 §9 default sale url
        startsOn: addDays(anchorDate, -7),
        endsOn: addDays(anchorDate, 21),
      })),
    );
    await t.insert(schema.alertBanners).values(
      STOREFRONT_IDS.filter((id) => id !== "hc").map((id) => ({
        storefrontId: id,
        bannerUrl: "/s/delivery",
        backgroundColor: "#1d3557",
        // The trade storefront's customers take delivery on site (BRANDS.md: aol speaks to the trade).
        desktopContent:
          id === "aol"
            ? "<p><strong>Free delivery to site</strong> on trade orders over $500. <u>Find out more</u></p>"
            : "<p><strong>Free metro delivery</strong> on orders over $99. <u>Find out more</u></p>",
        mobileContent:
          id === "aol" ? "<p><strong>Free delivery to site</strong> over $500</p>" : "<p><strong>Free metro delivery</strong> over $99</p>",
        startsOn: addDays(anchorDate, -3),
        endsOn: addDays(anchorDate, 30),
      })),
    );
    await t.insert(schema.contentEntries).values(content);
    await t.insert(schema.redirects).values(REDIRECTS.map(([fromPath, destinationUri]) => ({ fromPath, destinationUri })));

    const insertedStores = await t
      .insert(schema.stores)
      .values(stores)
      .returning({ id: schema.stores.id, storeUri: schema.stores.storeUri });
    const storesWithIds = stores.map((s, i) => ({ ...s, id: insertedStores[i]?.id ?? 0 }));
    await insertInChunks(t, schema.localities, localities, 3000);

    const demoBrands = MANUFACTURERS.filter((m) => m.makes.some((slug) => DEMO_CATEGORIES.includes(slug))).map((m) => slugify(m.name));
    await insertInChunks(t, schema.cookingDemos, buildCookingDemos(random, anchorDate, storesWithIds, demoBrands), 500);

    await t.insert(schema.variantTests).values([
      { id: "product-page-layout", buckets: ["original", "gallery-first"] },
      { id: "checkout-calendar", buckets: ["original", "calendar-open"] },
      { id: "search-suggestions", buckets: ["original", "products-first", "terms-first"] },
    ]);
    await t.insert(schema.customForms).values(customFormRows());
    await refreshCatalogueViews(t);
    await refreshSearchViews(t);
    await t.insert(schema.seedRuns).values({ id: 1, seed, anchorDate });
    // Last: the demo rows draw nothing from `random`, so the rows above are the same with or without them.
    if (options.demoData) await seedDemoRows(t, { seed, anchorDate, attachmentsDir: options.attachmentsDir, accounts: sandboxAccounts });
  });
  // Planner statistics for the freshly filled tables (without them PostgreSQL guesses row counts),
  // and the catalogue's visibility map, so the listing's covering indexes answer without reading
  // the table (index-only scans: migration 0017). VACUUM cannot run in a transaction.
  await db.execute(sql`VACUUM (ANALYZE) products, product_listing, listing_facet_counts`);
  await db.execute(sql`ANALYZE`);
}

/**
 * Rebuilds the views derived from the products (migration 0017: the listing's narrow copy and the
 * facet counts), in the caller's transaction. The seed calls this after writing products; so does
 * refreshRelativeDates, which moves their release dates, and a staff stock change (notify me's
 * changeStock). `concurrently` (a change while shoppers browse) rebuilds without locking the views
 * against reads, through their unique indexes; the seed's first fill cannot (an empty view).
 */
export async function refreshCatalogueViews(db: Database, options: { concurrently?: boolean } = {}): Promise<void> {
  const how = options.concurrently ? sql.raw("CONCURRENTLY ") : sql.raw("");
  await db.execute(sql`REFRESH MATERIALIZED VIEW ${how}product_listing`);
  await db.execute(sql`REFRESH MATERIALIZED VIEW ${how}listing_facet_counts`);
}

/**
 * Rebuilds the search's views from the listing's copy and the search vocabulary: its kept facet
 * counts (migration 0030) and its products by word (0031). After the seed writes them, the only
 * writer of the words, prices, ratings, reviews and features they read (a stock change or a move
 * of release dates changes none of them).
 */
export async function refreshSearchViews(db: Database): Promise<void> {
  await db.execute(sql`REFRESH MATERIALIZED VIEW search_facet_counts`);
  await db.execute(sql`REFRESH MATERIALIZED VIEW search_words`);
}

/**
 * Adds the seed rows of tables that arrived after a data folder was first seeded (migration 0002:
 * custom forms; later the articles and the root-level content pages), settings named since
 * (HomeMastheadText, each brand's home banner) and, with `demoData`, the
 * demo rows it lacks (./demo-data.ts: the sandbox accounts of 0002, the coupons and gift cards of
 * 0003, the salespeople of 0008, the projects of 0009, the reminders of 0010, or all of them for a
 * folder first seeded without demo data), leaving rows that exist alone. Answers the number of
 * rows added.
 */
export async function seedAddedTables(db: Database, options: Pick<SeedOptions, "seed" | "attachmentsDir" | "demoData">): Promise<number> {
  const [run] = await db.select({ seed: schema.seedRuns.seed, anchorDate: schema.seedRuns.anchorDate }).from(schema.seedRuns).limit(1);
  if (!run) return 0;
  const seed = options.seed ?? run.seed;
  const accounts = options.demoData ? await missingSandboxAccounts(db, seed) : [];
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const formRows = await t
      .insert(schema.customForms)
      .values(customFormRows())
      .onConflictDoNothing()
      .returning({ url: schema.customForms.url });
    // Settings named since (HomeMastheadText, each brand's home banner); a value already there stays.
    const present = new Set((await t.select({ id: schema.storefronts.id }).from(schema.storefronts)).map((row) => row.id));
    const settingRows = await t
      .insert(schema.settings)
      .values([...STOREFRONTS.values()].filter((storefront) => present.has(storefront.id)).flatMap(settingRowsOf))
      .onConflictDoNothing()
      .returning({ name: schema.settings.name });
    // The articles and root-level pages (spec 1 §2.1, spec 3 §2) of a data folder seeded before them.
    const pageRows = await t
      .insert(schema.contentEntries)
      .values(contentPageRows(run.anchorDate))
      .onConflictDoNothing()
      .returning({ id: schema.contentEntries.id });
    const demoRows = options.demoData
      ? await seedDemoRows(t, { seed, anchorDate: run.anchorDate, attachmentsDir: options.attachmentsDir, accounts })
      : 0;
    return formRows.length + settingRows.length + pageRows.length + demoRows;
  });
}

/**
 * Keeps a reused data folder current: when the seed's anchor day lies in the past, every
 * seed-relative date (cooking demos, promotions, sale, banners, releases, price history, content)
 * moves forward by the same number of days, so "the next 60 days" stays true. Bookings and other
 * shopper data are not touched. Answers the number of days moved.
 */
export async function refreshRelativeDates(db: Database, today: Date = new Date()): Promise<number> {
  const [run] = await db.select().from(schema.seedRuns).limit(1);
  if (!run) return 0;
  const days = Math.round((Date.parse(isoDate(today)) - Date.parse(run.anchorDate)) / 86_400_000);
  if (days <= 0) return 0;
  const shift = sql.raw(`${days}`);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.execute(
      sql`UPDATE cooking_demos SET starts_at = starts_at + make_interval(days => ${shift}), ends_at = ends_at + make_interval(days => ${shift})`,
    );
    for (const [table, columns] of [
      ["promotions", ["starts_on", "ends_on"]],
      ["sales", ["starts_on", "ends_on"]],
      ["alert_banners", ["starts_on", "ends_on"]],
      ["products", ["released_on"]],
      ["price_history", ["effective_on"]],
      ["content_entries", ["published_on"]],
    ] as const) {
      await t.execute(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.join(
          columns.map((c) => sql`${sql.identifier(c)} = ${sql.identifier(c)} + ${shift}`),
          sql`, `,
        )}`,
      );
    }
    await refreshCatalogueViews(t);
    await t.update(schema.seedRuns).set({ anchorDate: isoDate(today) });
  });
  return days;
}
