import type { CookingDemoAvailability, CookingDemoType } from "@storefront/api-contract/cooking-demos";
import type { FormFieldNeed, KitchenClubSource } from "@storefront/api-contract/forms";
import type { ConditionLabel, PriceSource, RibbonType, StockStatus } from "@storefront/api-contract/product";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgMaterializedView,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Money is numeric(10,2) in the database and a JavaScript number in answers. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export interface OpenTime {
  day: string;
  isOpen: boolean;
  openTime: string;
  closeTime: string;
}
export interface SpecificationGroup {
  group: string;
  items: { name: string; value: string }[];
}
export interface ProductFeature {
  title: string;
  description: string;
}

/** A storefront (BRANDS.md) and its country and currency. */
export const storefronts = pgTable("storefronts", {
  id: text("id").primaryKey(),
  displayName: text("display_name").notNull(),
  country: text("country").notNull(),
  currency: text("currency").notNull(),
});

/** Global settings per storefront (spec 1 §7 GET /api/settings, spec 3 §3 flag names). */
export const settings = pgTable(
  "settings",
  {
    storefrontId: text("storefront_id")
      .notNull()
      .references(() => storefronts.id),
    name: text("name").notNull(),
    value: text("value").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storefrontId, t.name] })],
);

/** Navigation document per storefront, built by the seed from the visible categories and brands. */
export const navigation = pgTable("navigation", {
  storefrontId: text("storefront_id")
    .primaryKey()
    .references(() => storefronts.id),
  document: jsonb("document").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const manufacturers = pgTable("manufacturers", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
});

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** Slash-separated path from the top category, e.g. "kitchen/ovens". Unique. */
    path: text("path").notNull().unique(),
    parentId: integer("parent_id"),
    /** Illustration family used for product images (fridge, oven, tv ...). */
    productType: text("product_type").notNull(),
    sortOrder: integer("sort_order").notNull(),
    storefronts: text("storefronts").array().notNull(),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    /** Copy of the category path, so listings filter a subtree with one LIKE. */
    categoryPath: text("category_path").notNull(),
    productType: text("product_type").notNull(),
    priceAud: money("price_aud").notNull(),
    rrpAud: money("rrp_aud").notNull(),
    priceNzd: money("price_nzd").notNull(),
    rrpNzd: money("rrp_nzd").notNull(),
    /**
     * The deals club's member price (issue 45 item 3), or null when the product has no member
     * offer. Shown and charged only where the storefront's dealsClubEnabled is on, and charged
     * only to members (src/accounts/deals-club.ts).
     */
    memberPriceAud: money("member_price_aud"),
    memberPriceNzd: money("member_price_nzd"),
    /** spec 1 §3: winning or manufacturer. */
    priceSource: text("price_source").$type<PriceSource>().notNull(),
    /** spec 1 §3: noStock, supersededAndNoStock, inStock, backOrder, indeterminate. */
    stockStatus: text("stock_status").$type<StockStatus>().notNull(),
    /** spec 1 §3: Cosmetic Imperfection, New Condition, Brand New Runout, or null. */
    conditionLabel: text("condition_label").$type<ConditionLabel>(),
    missingParts: text("missing_parts"),
    /** spec 1 §3 ribbon types. */
    ribbons: text("ribbons").array().$type<RibbonType[]>().notNull(),
    /** Feature facet keys (e.g. "wifi", "energy-star-4"). */
    featureTags: text("feature_tags").array().notNull(),
    specifications: jsonb("specifications").$type<SpecificationGroup[]>().notNull(),
    features: jsonb("features").$type<ProductFeature[]>().notNull(),
    imageCount: smallint("image_count").notNull(),
    rating: real("rating").notNull(),
    reviewCount: integer("review_count").notNull(),
    storefronts: text("storefronts").array().notNull(),
    /** Lower-case title, brand and category names: the text that search matches. */
    searchText: text("search_text").notNull(),
    releasedOn: date("released_on", { mode: "string" }).notNull(),
  },
  (t) => [
    index("products_category_path_idx").on(t.categoryPath),
    index("products_manufacturer_idx").on(t.manufacturerId),
    index("products_storefronts_idx").using("gin", t.storefronts),
    index("products_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The listing's narrow copy of every product (migration 0017, a materialized view of `products`):
 * scopes, filters, sort keys and the search text, about 200 bytes a row. Refreshed by the seed and
 * whenever products change (refreshCatalogueViews, src/seed/index.ts).
 */
export const productListing = pgMaterializedView("product_listing", {
  id: integer("id").notNull(),
  slug: text("slug").notNull(),
  storefronts: text("storefronts").array().notNull(),
  categoryId: integer("category_id").notNull(),
  manufacturerId: integer("manufacturer_id").notNull(),
  priceAud: money("price_aud").notNull(),
  priceNzd: money("price_nzd").notNull(),
  rating: real("rating").notNull(),
  reviewCount: integer("review_count").notNull(),
  featureTags: text("feature_tags").array().notNull(),
  releasedOn: date("released_on", { mode: "string" }).notNull(),
  searchText: text("search_text").notNull(),
  stockStatus: text("stock_status").$type<StockStatus>().notNull(),
  /** (RRP − price) ÷ RRP in each currency, 0 without an RRP: the discount sort's key. */
  discountAud: numeric("discount_aud", { mode: "number" }).notNull(),
  discountNzd: numeric("discount_nzd", { mode: "number" }).notNull(),
  /** The title in lower case, collated byte by byte ("C"): the name sort's key, the same on PGlite and PostgreSQL. */
  nameKey: text("name_key").notNull(),
}).existing();

/** A kept facet cell: a count of products by storefront, category, brand, price band, whole stars and feature tag. */
const facetCellColumns = () => ({
  storefrontId: text("storefront_id").notNull(),
  categoryId: integer("category_id").notNull(),
  manufacturerId: integer("manufacturer_id").notNull(),
  priceBand: smallint("price_band").notNull(),
  ratingFloor: smallint("rating_floor").notNull(),
  featureTag: text("feature_tag").notNull(),
  productCount: integer("product_count").notNull(),
});

/**
 * Facet counts per storefront, category, brand, price band (SQL `price_band`, PRICE_BANDS) and
 * whole-star rating, for the products (`featureTag` '') and for those with each feature tag
 * (migration 0017, a materialized view of `products`; refreshed with productListing).
 */
export const listingFacetCounts = pgMaterializedView("listing_facet_counts", facetCellColumns()).existing();

/**
 * listing_facet_counts' cells per word of the search vocabulary that search texts hold 1,000 times
 * or more (or a tenth of a smaller catalogue's size), over the products whose search text holds
 * the word (migration 0030): a one-word search for such a word adds up its cells instead of
 * counting its matches. Refreshed by the seed, which alone writes words, prices, ratings and
 * features (refreshSearchViews).
 */
export const searchFacetCounts = pgMaterializedView("search_facet_counts", {
  word: text("word").notNull(),
  ...facetCellColumns(),
}).existing();

/**
 * Each product's words as relevance splits them, with the ties of relevance's order (migration
 * 0031): the products that have a word, most reviewed first, are a walk of one index. Refreshed
 * by the seed (refreshSearchViews).
 */
export const searchWords = pgMaterializedView("search_words", {
  word: text("word").notNull(),
  productId: integer("product_id").notNull(),
  storefronts: text("storefronts").array().notNull(),
  reviewCount: integer("review_count").notNull(),
  rating: real("rating").notNull(),
}).existing();

/** Price changes of a product, newest last; the price on a date is the latest change on or before it. */
export const priceHistory = pgTable(
  "price_history",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    priceAud: money("price_aud").notNull(),
    priceNzd: money("price_nzd").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.effectiveOn] })],
);

/** Words of the catalogue, for search autocorrect ("firdge" -> "fridge"). */
export const searchVocabulary = pgTable(
  "search_vocabulary",
  {
    word: text("word").primaryKey(),
    frequency: integer("frequency").notNull(),
  },
  (t) => [index("search_vocabulary_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

export const promotions = pgTable("promotions", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  terms: text("terms").notNull(),
  ribbon: text("ribbon").notNull(),
  startsOn: date("starts_on", { mode: "string" }).notNull(),
  endsOn: date("ends_on", { mode: "string" }).notNull(),
  storefronts: text("storefronts").array().notNull(),
});

export const promotionProducts = pgTable(
  "promotion_products",
  {
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productId] }), index("promotion_products_product_idx").on(t.productId)],
);

/** The storefront-wide sale strip (GET /api/promotion/sale). */
export const sales = pgTable("sales", {
  id: serial("id").primaryKey(),
  storefrontId: text("storefront_id")
    .notNull()
    .references(() => storefronts.id),
  title: text("title").notNull(),
  message: text("message").notNull(),
  colour: text("colour").notNull(),
  url: text("url").notNull(),
  startsOn: date("starts_on", { mode: "string" }).notNull(),
  endsOn: date("ends_on", { mode: "string" }).notNull(),
});

export const alertBanners = pgTable("alert_banners", {
  id: serial("id").primaryKey(),
  storefrontId: text("storefront_id")
    .notNull()
    .references(() => storefronts.id),
  bannerUrl: text("banner_url").notNull(),
  backgroundColor: text("background_color").notNull(),
  desktopContent: text("desktop_content").notNull(),
  mobileContent: text("mobile_content").notNull(),
  startsOn: date("starts_on", { mode: "string" }).notNull(),
  endsOn: date("ends_on", { mode: "string" }).notNull(),
});

/** Editorial content: static pages, recipes, blog posts, catalogues and inspirations. */
export const contentEntries = pgTable(
  "content_entries",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    /** Kind-specific fields: recipe ingredients, catalogue pages, linked SKUs ... */
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    storefronts: text("storefronts").array().notNull(),
  },
  (t) => [uniqueIndex("content_entries_kind_slug_idx").on(t.kind, t.slug)],
);

export const redirects = pgTable("redirects", {
  fromPath: text("from_path").primaryKey(),
  destinationUri: text("destination_uri").notNull(),
});

export const stores = pgTable(
  "stores",
  {
    id: serial("id").primaryKey(),
    storeUri: text("store_uri").notNull().unique(),
    name: text("name").notNull(),
    country: text("country").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    street: text("street").notNull(),
    suburb: text("suburb").notNull(),
    state: text("state").notNull(),
    postcode: text("postcode").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    isAppointmentOnly: boolean("is_appointment_only").notNull(),
    virtualTourId: text("virtual_tour_id"),
    /** spec 1 §3: seven entries, Monday first. */
    openTimes: jsonb("open_times").$type<OpenTime[]>().notNull(),
    /** The special 'Engine Room' store (spec 3 §9), the default selection. */
    isDefault: boolean("is_default").notNull(),
    warehouseCode: text("warehouse_code").notNull(),
  },
  (t) => [index("stores_country_idx").on(t.country)],
);

/**
 * The salespeople of each store (issue 14: the checkout's store and salesperson pickers for staff).
 * A staff account's salespersonCode names one of them; its store is the staff member's store.
 */
export const salespeople = pgTable(
  "salespeople",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    storeUri: text("store_uri")
      .notNull()
      .references(() => stores.storeUri, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [index("salespeople_store_idx").on(t.storeUri)],
);

export const localities = pgTable(
  "localities",
  {
    /** spec 1 §3: postcode_SUBURB, e.g. "2000_SYDNEY". */
    id: text("id").primaryKey(),
    suburb: text("suburb").notNull(),
    state: text("state").notNull(),
    postcode: text("postcode").notNull(),
    country: text("country").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  (t) => [
    index("localities_postcode_idx").on(t.country, t.postcode),
    index("localities_suburb_idx").on(t.country, sql`lower(${t.suburb}) text_pattern_ops`),
  ],
);

export const cookingDemos = pgTable(
  "cooking_demos",
  {
    id: serial("id").primaryKey(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Manufacturer slug, lower case (spec 1 §3 filter brand). */
    brand: text("brand").notNull(),
    /** spec 1 §3: PrePurchaseOnly 0, PostPurchaseOnly 1, OpenToEveryone 2. */
    demoType: smallint("demo_type").$type<CookingDemoType>().notNull(),
    subEventType: text("sub_event_type").notNull(),
    /** spec 1 §3: Available 0, WaitList 1, ContactStore 2. */
    availability: smallint("availability").$type<CookingDemoAvailability>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull(),
    price: money("price").notNull(),
  },
  (t) => [index("cooking_demos_starts_idx").on(t.startsAt)],
);

export const cookingDemoBookings = pgTable(
  "cooking_demo_bookings",
  {
    id: serial("id").primaryKey(),
    cookingDemoId: integer("cooking_demo_id")
      .notNull()
      .references(() => cookingDemos.id),
    /** rsvp, booking or wait-list. */
    kind: text("kind").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    guests: smallint("guests").notNull(),
    sessionId: uuid("session_id"),
    createdAt: createdAt(),
  },
  (t) => [index("cooking_demo_bookings_demo_idx").on(t.cookingDemoId)],
);

/** Anonymous shopper sessions keyed by the signed session cookie. */
export const sessions = pgTable("sessions", {
  id: uuid("id").primaryKey(),
  storefrontId: text("storefront_id").notNull(),
  compareSkus: text("compare_skus")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  localityId: text("locality_id"),
  storeId: integer("store_id"),
  /**
   * The referral code of the share link the shopper arrived by (issue 45 item 2, POST
   * /api/referral/arrival): kept here, server side, and read when the session's cart becomes an
   * order (src/referrals/referrals.ts).
   */
  referralCode: text("referral_code"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Shopper accounts of the sandbox identity provider (spec 3 §3 account info, §7 identity
 * provider). Emails are stored lower-cased; a staff account carries a winningUserId.
 */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey(),
    email: text("email").notNull().unique(),
    /** scrypt$N$r$p$salt$hash (src/identity/passwords.ts). */
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    winningUserId: text("winning_user_id"),
    winningCmsUrl: text("winning_cms_url"),
    salespersonCode: text("salesperson_code"),
    /** The owner followed the confirmation link (or the account came from a social login or the seed). */
    emailConfirmed: boolean("email_confirmed").notNull().default(false),
    /** The trade customer's ABN, where the storefront asks for one (11 digits). */
    abn: text("abn"),
    /**
     * A locked customer (spec 2 §4, §6): checkout keeps the account's email, phone and billing
     * address read-only (the retailer holds them for a trade or managed account).
     */
    locked: boolean("locked").notNull().default(false),
    /** Sessions started before this moment (a password reset or an undone email change) are refused; compared in milliseconds. */
    tokensNotBefore: timestamp("tokens_not_before", { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [check("accounts_email_lower_check", sql`${t.email} = lower(${t.email})`)],
);

export type AccountTokenPurpose = "confirm-email" | "reset-password" | "revert-email" | "link-external";

/** What a link-external token links: the provider's identity (src/accounts/external-login.ts). */
export interface ExternalIdentityRef {
  provider: string;
  subject: string;
}

/**
 * Single-use tokens mailed to an account owner (email confirmation, password reset, the undo of
 * an email change, the link of a social sign-in). Only the SHA-256 of the token is stored, so a
 * copy of the table opens nothing.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<AccountTokenPurpose>().notNull(),
    /**
     * For a confirmation: the address confirmed (an email change confirms the new one); for the
     * undo of an email change: the address it restores; otherwise the address mailed.
     */
    email: text("email").notNull(),
    /** For a link-external token: the identity it links. */
    detail: jsonb("detail").$type<ExternalIdentityRef>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_tokens_account_idx").on(t.accountId, t.purpose),
    check("account_tokens_purpose_check", sql`${t.purpose} in ('confirm-email', 'reset-password', 'revert-email', 'link-external')`),
  ],
);

/**
 * Sign-in sessions (session families): one row per sign-in, shared by every access token renewed
 * from it (relogin). Logout revokes the family; a password reset revokes all of an account's; an
 * email or password change revokes all but the one that made it (src/accounts/sessions.ts).
 */
export const accountSessions = pgTable(
  "account_sessions",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** When the sign-in happened (milliseconds: compared with the account's tokens_not_before). */
    startedAt: timestamp("started_at", { withTimezone: true, precision: 3 }).notNull(),
    /** When the family's newest token expires: the row may go after. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("account_sessions_account_idx").on(t.accountId), index("account_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * The sandbox identity provider's one-time codes (src/identity/external-sandbox.ts): mailed to the
 * address the person types on the consent page, so approving proves the mailbox as a real
 * provider's verified email does. Only the code's hash is kept; five wrong tries end it.
 */
export const externalLoginCodes = pgTable(
  "external_login_codes",
  {
    id: uuid("id").primaryKey(),
    provider: text("provider").notNull(),
    /** The SHA-256 of the sign-in's state: a code approves only the flow it was asked in. */
    flow: text("flow").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("external_login_codes_expires_idx").on(t.expiresAt)],
);

/**
 * One-time passcodes of the sign-in by mailed code (issue 45 item 5, where OTPEnabled): six
 * digits kept as an HMAC only, ten minutes, five tries, used once (src/accounts/sign-in-codes.ts).
 * A new code of an account ends its earlier ones.
 */
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    id: uuid("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_codes_account_idx").on(t.accountId), index("sign_in_codes_expires_idx").on(t.expiresAt)],
);

/** Deals club members per storefront (issue 45 item 3): a signed-in customer joins where dealsClubEnabled. */
export const dealsClubMembers = pgTable(
  "deals_club_members",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    storefrontId: text("storefront_id").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.storefrontId] })],
);

/**
 * Each customer's referral code per storefront (issue 45 item 2): random (validation's
 * REFERRAL_CODE_PATTERN), made on the customer's first read of their referAFriend page.
 */
export const referralCodes = pgTable(
  "referral_codes",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    storefrontId: text("storefront_id").notNull(),
    code: text("code").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.storefrontId] })],
);

/**
 * A referred shopper's first order and its referrer (issue 45 item 2): one per referred email per
 * storefront and one per order (the unique indexes make concurrent completions record it once).
 * `providerCall` is the conversion the referral provider is told of (Buyapowa's campaign, market
 * and the order), stored by the sandbox gateway in place of the call (src/referrals/referral-gateway.ts).
 */
export const referrals = pgTable(
  "referrals",
  {
    id: serial("id").primaryKey(),
    storefrontId: text("storefront_id").notNull(),
    code: text("code").notNull(),
    referrerAccountId: uuid("referrer_account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The referred shopper's order email, lower case. */
    referredEmail: text("referred_email").notNull(),
    rewardAmount: money("reward_amount").notNull(),
    providerCall: jsonb("provider_call").$type<Record<string, string | number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("referrals_referred_idx").on(t.storefrontId, t.referredEmail),
    index("referrals_referrer_idx").on(t.referrerAccountId, t.storefrontId),
  ],
);

/** Access tokens revoked by logout, keyed by their jti; a row may go once the token has expired. */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: uuid("jti").primaryKey(),
    accountId: uuid("account_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("revoked_tokens_expires_idx").on(t.expiresAt)],
);

/** Social logins linked to an account: the provider's name and its stable id (subject) for the person. */
export const externalLogins = pgTable(
  "external_logins",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/** Delivery addresses an account keeps for checkout (spec 3 §7 order/addresses). */
export const savedAddresses = pgTable(
  "saved_addresses",
  {
    id: serial("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyName: text("company_name"),
    address: text("address").notNull(),
    suburb: text("suburb").notNull(),
    state: text("state"),
    postcode: text("postcode").notNull(),
    country: text("country").notNull(),
    deliveryInstructions: text("delivery_instructions"),
    createdAt: createdAt(),
  },
  (t) => [index("saved_addresses_account_idx").on(t.accountId)],
);

/** A shopper's cart on one storefront: the session cookie keys it (spec 3 §3 cartId). */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    storefrontId: text("storefront_id").notNull(),
    /** spec 2 §7 POST /api/cart/email: a guest's email. */
    email: text("email"),
    /** The coupon or gift card code applied to the cart (POST /api/cart/coupon/), upper case. */
    couponCode: text("coupon_code"),
    /**
     * The signed-in deals club member whose bearer token last read or changed the cart (issue 45
     * item 3): the cart is priced at member prices while this account is a member; a cart call
     * without a member's token clears it (src/accounts/deals-club.ts).
     */
    memberAccountId: uuid("member_account_id").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carts_session_storefront_idx").on(t.sessionId, t.storefrontId)],
);

/**
 * Lines of a cart: a SKU with its chosen warranty and installation (ids of the product's upsell
 * options). One line per SKU and option pair; adding the same again raises the quantity.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    /** The cart product's productCode. */
    id: uuid("id").primaryKey(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    quantity: smallint("quantity").notNull(),
    warrantyId: text("warranty_id"),
    installId: text("install_id"),
    sortOrder: integer("sort_order").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("cart_lines_line_idx").on(t.cartId, t.sku, sql`coalesce(${t.warrantyId}, '')`, sql`coalesce(${t.installId}, '')`),
    check("cart_lines_quantity_check", sql`${t.quantity} between 1 and 99`),
  ],
);

/** Custom forms under /form/{url} (spec 1 §2 route form/{url}), each sent as a kitchen-club form with its source. */
export const customForms = pgTable(
  "custom_forms",
  {
    url: text("url").primaryKey(),
    title: text("title").notNull(),
    lead: text("lead").notNull(),
    /** A kitchen-club source (spec 1 §7). */
    source: text("source").$type<KitchenClubSource>().notNull(),
    /** required, optional or hidden. */
    phone: text("phone").$type<FormFieldNeed>().notNull(),
    postcode: text("postcode").$type<FormFieldNeed>().notNull(),
    messageLabel: text("message_label").notNull(),
    messageHint: text("message_hint"),
    submitLabel: text("submit_label").notNull(),
    /** The query parameter naming what the form is about (sku, catalogue, promotion). */
    subjectParam: text("subject_param"),
    subjectLabel: text("subject_label"),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [
    check("custom_forms_phone_check", sql`${t.phone} in ('required', 'optional', 'hidden')`),
    check("custom_forms_postcode_check", sql`${t.postcode} in ('required', 'optional', 'hidden')`),
  ],
);

/** Kitchen-club forms: newsletter signups and contact forms (spec 1 §7 sources). */
export const kitchenClubSubmissions = pgTable(
  "kitchen_club_submissions",
  {
    id: serial("id").primaryKey(),
    storefrontId: text("storefront_id").notNull(),
    formType: text("form_type").notNull(),
    source: text("source").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    postcode: text("postcode"),
    phone: text("phone"),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [index("kitchen_club_email_idx").on(t.storefrontId, t.formType, t.email)],
);

export const variantTests = pgTable("variant_tests", {
  id: text("id").primaryKey(),
  buckets: text("buckets").array().notNull(),
});

export const analyticsEvents = pgTable("analytics_events", {
  id: serial("id").primaryKey(),
  storefrontId: text("storefront_id").notNull(),
  sessionId: uuid("session_id"),
  eventType: text("event_type").notNull(),
  payload: jsonb("payload").notNull(),
  createdAt: createdAt(),
});

/**
 * The affiliate network sandbox's record of pixel hits (spec 2 §7, GET /api/tracking/affiliate):
 * one row per request, with the query as received, so a test can read how often an order was reported.
 */
export const affiliatePixelHits = pgTable(
  "affiliate_pixel_hits",
  {
    id: serial("id").primaryKey(),
    storefrontId: text("storefront_id").notNull(),
    orderNumber: text("order_number").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("affiliate_pixel_hits_order_idx").on(t.storefrontId, t.orderNumber)],
);

/** One row once the seed has finished, so a half-seeded folder is detected and seeded again. */
export const seedRuns = pgTable("seed_runs", {
  id: integer("id").primaryKey(),
  seed: integer("seed").notNull(),
  anchorDate: date("anchor_date", { mode: "string" }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Coupons: a percentage or an amount off the cart, valid between two dates, for a number of orders. Codes are upper case. */
export const coupons = pgTable(
  "coupons",
  {
    code: text("code").primaryKey(),
    description: text("description").notNull(),
    kind: text("kind").$type<"percent" | "amount">().notNull(),
    /** Percent (1-100) or dollars. */
    value: money("value").notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /** How many orders may use it; null for no limit. */
    maxUses: integer("max_uses"),
    usedCount: integer("used_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("coupons_code_upper_check", sql`${t.code} = upper(${t.code})`),
    check("coupons_kind_check", sql`${t.kind} in ('percent', 'amount')`),
    check("coupons_used_check", sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);

/** Gift cards: a balance in one currency that pays part of an order's products. Codes are upper case. */
export const giftCards = pgTable(
  "gift_cards",
  {
    code: text("code").primaryKey(),
    currency: text("currency").notNull(),
    initialBalance: money("initial_balance").notNull(),
    balance: money("balance").notNull(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("gift_cards_code_upper_check", sql`${t.code} = upper(${t.code})`),
    check("gift_cards_balance_check", sql`${t.balance} >= 0 and ${t.balance} <= ${t.initialBalance}`),
  ],
);

/**
 * Orders (spec 2): exactly one per cart (the unique cart_id), kept after the cart is emptied;
 * the session that placed it is the only one that reads it. Amounts in the storefront's currency.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    orderNumber: text("order_number").notNull().unique(),
    cartId: uuid("cart_id").notNull().unique(),
    sessionId: uuid("session_id").notNull(),
    storefrontId: text("storefront_id").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number").notNull(),
    newsletter: boolean("newsletter").notNull(),
    poNumber: text("po_number"),
    currency: text("currency").notNull(),
    couponCode: text("coupon_code"),
    giftCardCode: text("gift_card_code"),
    subtotal: money("subtotal").notNull(),
    /** The coupon's discount and the gift card's part. */
    discount: money("discount").notNull(),
    shipping: money("shipping").notNull(),
    servicesTotal: money("services_total").notNull(),
    supplierTotal: money("supplier_total").notNull(),
    /** The delivery tip (issue 45 item 4), in the order total; 0 for none. */
    tip: money("tip").notNull().default(0),
    orderTotal: money("order_total").notNull(),
    amountPaid: money("amount_paid").notNull(),
    /** What is left to pay after a deposit (0 when paid in full). */
    remainingPayment: money("remaining_payment").notNull().default(0),
    /** How it was paid: a spec 2 §3 payment method name (CreditCard, AfterPay, Zip, ...; None when nothing was due). */
    paymentMethod: text("payment_method").notNull().default("CreditCard"),
    storageFeePerDay: money("storage_fee_per_day").notNull(),
    stockFeeAcknowledged: boolean("stock_fee_acknowledged").notNull(),
    requestedDeliveryContact: boolean("requested_delivery_contact").notNull(),
    requestedInstallationContact: boolean("requested_installation_contact").notNull(),
    earlyNotification: boolean("early_notification").notNull(),
    salespersonCode: text("salesperson_code"),
    subdivision: text("subdivision"),
    /**
     * The payment type staff read (issue 14): 'Other payment method', 'Account credit', 'Cash on
     * delivery' for the gatewayless staff options; null for the others (paymentMethod tells them).
     */
    paymentType: text("payment_type"),
    /** Delivered by the provider's own delivery service (the staff override). */
    winningDeliveryServiceOverride: boolean("winning_delivery_service_override").notNull().default(false),
    /** The answers to the cart's unique delivery requirements (spec 2 §3, issue 44 item 5), in the order asked. */
    deliveryRequirements: jsonb("delivery_requirements").$type<OrderDeliveryRequirement[]>().notNull().default([]),
    /** The signed-in shopper who placed it (the account area lists these); null for a guest. */
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("orders_session_idx").on(t.sessionId), index("orders_account_idx").on(t.accountId, t.createdAt)],
);

/** An order's products at the prices paid. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    title: text("title").notNull(),
    quantity: smallint("quantity").notNull(),
    unitPrice: money("unit_price").notNull(),
    warrantyName: text("warranty_name"),
    warrantyPrice: money("warranty_price"),
    installName: text("install_name"),
    installPrice: money("install_price"),
    lineTotal: money("line_total").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId), check("order_lines_quantity_check", sql`${t.quantity} between 1 and 99`)],
);

/** An order's delivery address and, when it differs, its billing address. */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"delivery" | "billing">().notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyName: text("company_name"),
    address: text("address").notNull(),
    suburb: text("suburb").notNull(),
    state: text("state"),
    postcode: text("postcode").notNull(),
    country: text("country").notNull(),
    deliveryInstructions: text("delivery_instructions"),
  },
  (t) => [
    uniqueIndex("addresses_order_kind_idx").on(t.orderId, t.kind),
    check("addresses_kind_check", sql`${t.kind} in ('delivery', 'billing')`),
  ],
);

export interface BookedService {
  sku: string;
  title: string;
  price: number;
}
export interface BookedSupplierDate {
  supplier: string;
  deliveryDate: [number, number, number];
  price: number;
}

/** An answer to a unique delivery requirement (spec 2 §3), kept on the order with the question asked. */
export interface OrderDeliveryRequirement {
  id: string;
  question: string;
  answer: string;
}

/** An order's delivery: the day, its price, the services and the supplier days. One per order. */
export const deliveryBookings = pgTable("delivery_bookings", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  deliveryDate: date("delivery_date", { mode: "string" }),
  sameDay: boolean("same_day").notNull(),
  extended: boolean("extended").notNull(),
  price: money("price").notNull(),
  services: jsonb("services").$type<BookedService[]>().notNull(),
  supplierDates: jsonb("supplier_dates").$type<BookedSupplierDate[]>().notNull(),
  cashAndCarry: boolean("cash_and_carry").notNull(),
  /** When the owner last moved the day (issue 45 item 10, src/accounts/reschedule.ts); null while it is the day booked at checkout. */
  rescheduledAt: timestamp("rescheduled_at", { withTimezone: true }),
});

/**
 * A payment's state. awaiting-challenge: the card waits for its 3-D Secure challenge;
 * awaiting-provider: the shopper is on an instalment provider's hosted page (issue 14).
 */
export type PaymentStatus = "pending" | "authorised" | "refused" | "awaiting-challenge" | "awaiting-provider" | "cancelled";

/**
 * Payment attempts of a cart's checkout. The client's Idempotency-Key is unique per storefront,
 * and a cart has at most one payment that is pending, waiting for 3-D Secure or authorised (the
 * partial unique index): so concurrent or repeated submits make one payment. `lease_until` is
 * the running submit's hold; a retry after it (the API restarted) takes the attempt over and
 * asks the gateway again with the same gateway key, which never charges twice. `checkout` is
 * the validated order to create (no card data); `answer` the checkout answer every retry gets.
 * Only the card's type and last four digits are kept.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey(),
    storefrontId: text("storefront_id").notNull(),
    cartId: uuid("cart_id").notNull(),
    sessionId: uuid("session_id").notNull(),
    orderId: uuid("order_id").references(() => orders.id),
    idempotencyKey: text("idempotency_key").notNull(),
    method: text("method").notNull(),
    /** The hosted-checkout provider (paypal, afterpay, zip, zipnz, humm, klarna, paypalbnpl, applepay, googlepay); null for the card. */
    provider: text("provider"),
    status: text("status").$type<PaymentStatus>().notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    paymentReference: text("payment_reference"),
    cardBrand: text("card_brand"),
    cardLastFour: text("card_last_four"),
    refusalReason: text("refusal_reason"),
    checkout: jsonb("checkout").notNull(),
    answer: jsonb("answer"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_idempotency_key_idx").on(t.storefrontId, t.idempotencyKey),
    uniqueIndex("payments_active_cart_idx")
      .on(t.cartId)
      .where(sql`${t.status} in ('pending', 'awaiting-challenge', 'awaiting-provider', 'authorised')`),
    uniqueIndex("payments_order_authorised_idx")
      .on(t.orderId)
      .where(sql`${t.status} = 'authorised'`),
    index("payments_reference_idx").on(t.paymentReference),
    check("payments_last_four_check", sql`${t.cardLastFour} is null or ${t.cardLastFour} ~ '^[0-9]{4}$'`),
    check(
      "payments_status_check",
      sql`${t.status} in ('pending', 'authorised', 'refused', 'awaiting-challenge', 'awaiting-provider', 'cancelled')`,
    ),
  ],
);

/** What a payment holds: a coupon's use or a gift card's part (src/checkout/payment-holds.ts). */
export type PaymentHoldKind = "coupon" | "giftCard";
/** held: taken from the coupon or card at submit; taken: the order was placed; released: given back. */
export type PaymentHoldState = "held" | "taken" | "released";

/**
 * The limited resources a payment holds (issue 41 item 2): a coupon's use (used_count + 1) or a
 * gift card's part (balance − amount_cents), taken at submit in the transaction that claims the
 * payment, before any gateway is called, by a conditional update that fails when the coupon or
 * balance no longer covers it. Completing the order makes it taken; a decline, cancel, failure or
 * expiry gives it back (released) once. One hold per kind per payment.
 */
export const paymentHolds = pgTable(
  "payment_holds",
  {
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    kind: text("kind").$type<PaymentHoldKind>().notNull(),
    code: text("code").notNull(),
    /** The gift card's part in cents; 0 for a coupon (one use). */
    amountCents: integer("amount_cents").notNull(),
    state: text("state").$type<PaymentHoldState>().notNull(),
    /** The API's clock when the hold was taken: an abandoned hold is released after PAYMENT_LIFETIME_MS. */
    heldAt: timestamp("held_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.kind] }),
    index("payment_holds_open_idx")
      .on(t.code, t.heldAt)
      .where(sql`${t.state} = 'held'`),
    check("payment_holds_kind_check", sql`${t.kind} in ('coupon', 'giftCard')`),
    check("payment_holds_state_check", sql`${t.state} in ('held', 'taken', 'released')`),
    check("payment_holds_amount_check", sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Request counters of the rate limits (issue 18 item 7, src/http/rate-limit-store.ts): one row per
 * limit and client key and window, shared by every API process on this database.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_resets_at_idx").on(t.resetsAt)],
);

/* ------------------------------------------------------------------------------------------------
 * Projects (quotes) for staff (issue 15, spec 3 §3 Project; @storefront/api-contract/projects).
 * --------------------------------------------------------------------------------------------- */

/** spec 3 §3 quoteData, kept as one JSON value (src/projects/quote-data.ts fills the blanks). */
export type StoredQuoteData = Record<string, string | boolean | string[]>;

/** A project (quote) of one storefront. projectRef and quoteId are derived from the id. */
export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    storefrontId: text("storefront_id").notNull(),
    name: text("name").notNull(),
    /** spec 3 §3 quote statuses: Open, Pending, Quoted, Lost, Won, Partial. */
    quoteStatus: text("quote_status").notNull().default("Open"),
    quotedAt: timestamp("quoted_at", { withTimezone: true }),
    quoteData: jsonb("quote_data").$type<StoredQuoteData>().notNull().default({}),
    salespersonCode: text("salesperson_code").references(() => salespeople.code, { onDelete: "set null" }),
    storeUri: text("store_uri").references(() => stores.storeUri, { onDelete: "set null" }),
    /** The shared link's id; read without sign-in only while sharedStatus is true. */
    shareId: uuid("share_id").notNull().unique(),
    sharedStatus: boolean("shared_status").notNull().default(false),
    projectEmailed: boolean("project_emailed").notNull().default(false),
    priceLockedAt: timestamp("price_locked_at", { withTimezone: true }),
    priceLockExpiresAt: timestamp("price_lock_expires_at", { withTimezone: true }),
    priceLockedBy: text("price_locked_by"),
    createdByAccountId: uuid("created_by_account_id").references(() => accounts.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Copies of the salesperson's and the store's names, so the dashboard sorts on them with an
     * index (issue 16 item 5). Kept by triggers of migration 0012 (on insert and on a change of
     * salesperson or store, and when a salesperson or store is renamed): never written by the app.
     */
    salespersonName: text("salesperson_name"),
    storeName: text("store_name"),
  },
  (t) => [
    index("projects_storefront_updated_idx").on(t.storefrontId, t.updatedAt),
    index("projects_created_by_idx").on(t.createdByAccountId),
    index("projects_salesperson_idx").on(t.salespersonCode),
    index("projects_customer_email_idx").on(sql`lower(${t.quoteData}->>'customerEmail')`),
    // The performance dashboard (issue 16 item 5): its default order, its sorts and its filters,
    // on the very expressions of src/projects/dashboard.ts, each ending with the id tiebreak.
    index("projects_dashboard_created_idx").on(t.storefrontId, t.createdAt, t.id),
    index("projects_dashboard_modified_idx").on(t.storefrontId, t.updatedAt, t.id),
    index("projects_dashboard_name_idx").on(t.storefrontId, sql`(lower(${t.name}) collate "C")`, t.id),
    index("projects_dashboard_customer_idx").on(
      t.storefrontId,
      sql`(lower(coalesce(${t.quoteData}->>'customerName', '')) collate "C")`,
      t.id,
    ),
    index("projects_dashboard_status_idx").on(t.storefrontId, t.quoteStatus, t.createdAt),
    index("projects_dashboard_store_idx").on(t.storefrontId, t.storeUri, t.createdAt),
    index("projects_dashboard_salesperson_idx").on(t.storefrontId, t.salespersonCode, t.createdAt),
    index("projects_dashboard_quote_idx").on(t.storefrontId, sql`(case when ${t.quotedAt} is null then 1 else 0 end)`, t.id),
    index("projects_dashboard_status_sort_idx").on(t.storefrontId, t.quoteStatus, t.id),
    index("projects_dashboard_culinary_idx").on(
      t.storefrontId,
      sql`(coalesce((${t.quoteData}->>'showCulinaryBookings')::boolean, false))`,
      t.createdAt,
    ),
    index("projects_dashboard_salesperson_name_idx").on(t.storefrontId, sql`(lower(coalesce(${t.salespersonName}, '')) collate "C")`, t.id),
    index("projects_dashboard_store_name_idx").on(t.storefrontId, sql`(lower(coalesce(${t.storeName}, '')) collate "C")`, t.id),
    index("projects_dashboard_phone_idx").on(t.storefrontId, sql`(coalesce(${t.quoteData}->>'contactNumber', '') collate "C")`, t.id),
    index("projects_dashboard_email_idx").on(
      t.storefrontId,
      sql`(lower(coalesce(${t.quoteData}->>'customerEmail', '')) collate "C")`,
      t.id,
    ),
    index("projects_dashboard_goal_idx").on(t.storefrontId, sql`(lower(coalesce(${t.quoteData}->>'projectGoal', '')) collate "C")`, t.id),
    index("projects_dashboard_start_idx").on(t.storefrontId, sql`(coalesce(${t.quoteData}->>'projectStart', '') collate "C")`, t.id),
    index("projects_dashboard_referrer_idx").on(
      t.storefrontId,
      sql`(lower(coalesce(nullif(${t.quoteData}->>'referrerName', ''), nullif(${t.quoteData}->>'referrerBusinessName', ''), ${t.quoteData}->>'referrerCode', '')) collate "C")`,
      t.id,
    ),
    index("projects_dashboard_customer_trgm_idx").using("gin", sql`lower(coalesce(${t.quoteData}->>'customerName', '')) gin_trgm_ops`),
    check("projects_quote_status_check", sql`${t.quoteStatus} in ('Open', 'Pending', 'Quoted', 'Lost', 'Won', 'Partial')`),
  ],
);

export const projectFolders = pgTable(
  "project_folders",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sortOrder: integer("sort_order").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("project_folders_project_idx").on(t.projectId)],
);

/** A product line of a project: a SKU in a folder; lockedPrice is set while the price lock holds. */
export const projectProducts = pgTable(
  "project_products",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    folderId: integer("folder_id")
      .notNull()
      .references(() => projectFolders.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    quantity: smallint("quantity").notNull(),
    sortOrder: integer("sort_order").notNull(),
    lockedPrice: money("locked_price"),
    /**
     * The quote-line edits of issue 45 item 12, each under its edit right (spec 3 §3 bit flags):
     * the staff member's price for the line (price), the warranty and installation chosen from
     * the product's upsell options (warranty, install), and a competitor's page for the same
     * product, a checked https address (competitor URL validation).
     */
    quotedPrice: money("quoted_price"),
    warrantyId: text("warranty_id"),
    installId: text("install_id"),
    competitorUrl: text("competitor_url"),
    createdAt: createdAt(),
  },
  (t) => [
    index("project_products_project_idx").on(t.projectId),
    index("project_products_folder_idx").on(t.folderId),
    index("project_products_sku_idx").on(t.sku),
    check("project_products_quantity_check", sql`${t.quantity} between 1 and 99`),
  ],
);

export const projectNotes = pgTable(
  "project_notes",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    notes: text("notes").notNull(),
    userName: text("user_name").notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_notes_project_idx").on(t.projectId)],
);

/** A variation of a line (productId) or, without one, of a whole brand (spec 3 §3 brandVariations). */
export const projectVariations = pgTable(
  "project_variations",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => projectProducts.id, { onDelete: "cascade" }),
    brand: text("brand").notNull(),
    variationSku: text("variation_sku"),
    comments: text("comments").notNull(),
    rrpOverride: money("rrp_override"),
    createdAt: createdAt(),
  },
  (t) => [index("project_variations_project_idx").on(t.projectId)],
);

export const projectComments = pgTable(
  "project_comments",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("project_comments_project_idx").on(t.projectId)],
);

/** A file attached to a project, a folder or a line; the bytes live on disk under DATA_DIR/attachments (storageKey). */
export const projectAttachments = pgTable(
  "project_attachments",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    folderId: integer("folder_id").references(() => projectFolders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => projectProducts.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    userName: text("user_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("project_attachments_project_idx").on(t.projectId)],
);

/** Every change of a project, with who and when (spec 3 §4: the change log staff reload). */
export const projectChangeLog = pgTable(
  "project_change_log",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    accountId: uuid("account_id"),
    userName: text("user_name").notNull(),
    action: text("action").notNull(),
    detail: text("detail").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("project_change_log_project_idx").on(t.projectId, t.id)],
);

/** Referrers (spec 3 §7 kad lookup): trade partners who send customers, searched by code, name or business. */
export const projectReferrers = pgTable("project_referrers", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  businessName: text("business_name").notNull(),
  phone: text("phone").notNull(),
  contact: text("contact").notNull(),
});

/**
 * Staff reminders (spec 3 §3 Reminder, §4; issue 16 item 3): personal to the account that made
 * them, on one storefront, optionally about one of its projects. `date` is a calendar day; the due
 * state is read against today in the staff member's store's zone when answered.
 */
export const reminders = pgTable(
  "reminders",
  {
    id: serial("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    storefrontId: text("storefront_id").notNull(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    notes: text("notes").notNull().default(""),
    /** spec 3 §3: Open, Done, Archived. */
    status: text("status").notNull().default("Open"),
    createdAt: createdAt(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reminders_account_idx").on(t.accountId, t.storefrontId, t.status, t.date),
    index("reminders_project_idx").on(t.projectId),
    check("reminders_status_check", sql`${t.status} in ('Open', 'Done', 'Archived')`),
  ],
);

/** The admin toolbar's toggles per staff account (spec 3 §3 Toolbar action isActive), kept so they survive a reload. */
export const toolbarStates = pgTable(
  "toolbar_states",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** 'project-panel', 'product-panel', 'reminders-panel' or 'stats-panel'. */
    actionId: text("action_id").notNull(),
    isActive: boolean("is_active").notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.actionId] })],
);

/**
 * Notify me (issue 45 item 1): a shopper's request to hear, once, when an out-of-stock or
 * back-order product is back. Pending until the mailed link confirms it; a stock change to
 * inStock claims every confirmed, unsent row of the product with one conditional update
 * (notified_at), so each shopper gets one mail however many changes race. One row per
 * storefront, product and email: asking again re-opens it.
 */
export const stockNotifications = pgTable(
  "stock_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storefrontId: text("storefront_id").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    /** The extended callback (NotifyMeCallbackExtended): a call was asked for, with a name and phone number. */
    callbackName: text("callback_name"),
    callbackPhone: text("callback_phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("stock_notifications_shopper_idx").on(t.storefrontId, t.productId, t.email),
    index("stock_notifications_waiting_idx")
      .on(t.productId)
      .where(sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null and ${t.unsubscribedAt} is null`),
  ],
);
