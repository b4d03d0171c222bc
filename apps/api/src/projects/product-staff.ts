import { PROJECT_MESSAGES, type CompetitorPrices, type StockAnswer } from "@storefront/api-contract/projects";
import { toCents } from "@storefront/validation/price";
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { priceIn } from "../catalogue/prices";
import { productBySku } from "../catalogue/products";
import { salespeople, stores } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { storefrontToday } from "../storefronts";
import type { ProjectServices } from "./project-actions";

/** A number from 0 to 1 fixed for the text: the same SKU and store always read the same. */
const unit = (text: string) => createHash("sha256").update(text).digest().readUInt32BE(0) / 0x1_0000_0000;

/** The competitors the price tab compares with (ours: made up, the spec names none). */
export const COMPETITORS = [
  { name: "Appliance Barn", host: "appliancebarn.example.com" },
  { name: "The Good Buy", host: "thegoodbuy.example.com" },
  { name: "Harvey's Home", host: "harveyshome.example.com" },
] as const;

/**
 * The project page's STOCK and COMPETITOR_PRICE tabs (spec 3 §7 "Other staff and product calls").
 * There is no warehouse system or price crawler behind this API, so both stand in with figures
 * derived from the SKU, the store and the competitor (fixed for each, like seeded rows, without
 * 60,000 rows in the seed) and consistent with the product's stock status and price.
 */
export function productStaffActions({ context, core }: ProjectServices) {
  const { db, now } = context;

  async function product(request: FastifyRequest, sku: string) {
    const found = await productBySku(db, request.storefront, sku);
    if (!found) throw new NotFoundError(PROJECT_MESSAGES.catalogueProductNotFound);
    return found;
  }

  return {
    /** GET /api/stock?sku&includeOtherStock: the staff member's store, or every store of the storefront's country. */
    async stock(request: FastifyRequest, sku: string, includeOtherStock: boolean): Promise<StockAnswer> {
      const staff = await core.requireStaff(request);
      const item = await product(request, sku);
      const [mine] = staff.account.salespersonCode
        ? await db
            .select({ storeUri: salespeople.storeUri })
            .from(salespeople)
            .where(eq(salespeople.code, staff.account.salespersonCode))
            .limit(1)
        : [];
      const rows = await db
        .select({ storeUri: stores.storeUri, name: stores.name, state: stores.state, isDefault: stores.isDefault })
        .from(stores)
        .where(eq(stores.country, request.storefront.country))
        .orderBy(asc(stores.name));
      const myStore = mine?.storeUri ?? rows.find((s) => s.isDefault)?.storeUri;
      const shown = includeOtherStock ? rows : rows.filter((s) => s.storeUri === myStore);
      const list = shown.map((store) => {
        const roll = unit(`${item.sku}:${store.storeUri}`);
        const inStock = item.stockStatus === "inStock" || item.stockStatus === "indeterminate";
        const available = inStock ? Math.floor(roll * 9) : 0;
        const onOrder = item.stockStatus === "backOrder" || (inStock && available === 0) ? 2 + Math.floor(roll * 6) : 0;
        return {
          storeUri: store.storeUri,
          name: store.name,
          state: store.state,
          available,
          onOrder,
          isMyStore: store.storeUri === myStore,
        };
      });
      list.sort((a, b) => Number(b.isMyStore) - Number(a.isMyStore));
      return { sku: item.sku, stockStatus: item.stockStatus, totalAvailable: list.reduce((sum, s) => sum + s.available, 0), stores: list };
    },

    /** GET /api/product/competitor-prices?sku: the competitors that sell it, cheapest first. */
    async competitorPrices(request: FastifyRequest, sku: string): Promise<CompetitorPrices> {
      await core.requireStaff(request);
      const item = await product(request, sku);
      const ourPrice = priceIn(item, request.storefront.currency);
      const today = storefrontToday(request.storefront, now());
      const prices = COMPETITORS.flatMap((competitor) => {
        const roll = unit(`${item.sku}:${competitor.name}`);
        if (roll < 0.25 || !(ourPrice > 0)) return [];
        // Within 6 % below to 8 % above ours, ending in .95 or a whole dollar like retail prices do.
        const raw = ourPrice * (0.94 + roll * 0.14);
        const price = roll > 0.6 ? Math.floor(raw) + 0.95 : Math.round(raw);
        const daysAgo = Math.floor(unit(`${item.sku}:${competitor.name}:checked`) * 7);
        const checked = new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000).toISOString();
        return [{ competitor: competitor.name, price: toCents(price) / 100, url: `https://${competitor.host}/p/${item.slug}`, checked }];
      });
      prices.sort((a, b) => a.price - b.price);
      return { sku: item.sku, ourPrice, currency: request.storefront.currency, prices };
    },
  };
}
