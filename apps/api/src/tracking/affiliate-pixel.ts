import { AFFILIATE_MAX_LINES, type AffiliatePixelQuery } from "@storefront/api-contract/tracking";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { affiliatePixelHits } from "../db/schema";
import { BadRequestError } from "../http/errors";

/** A 1×1 transparent GIF (GIF89a, one transparent pixel): the answer of every pixel hit. */
export const TRANSPARENT_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const LINE_FIELDS = ["sku", "name", "category", "brand", "value", "qty"] as const;

/** One line of the pixel, read from the six parallel lists of the query. */
export interface AffiliatePixelLine {
  sku: string;
  name: string;
  category: string;
  brand: string;
  value: number;
  qty: number;
}

/** The lines of a pixel query: the six lists must be of one length (the schema bounds it to 1–100). */
export function pixelLines(query: AffiliatePixelQuery): AffiliatePixelLine[] {
  const count = query.sku.length;
  if (count > AFFILIATE_MAX_LINES || LINE_FIELDS.some((field) => query[field].length !== count)) {
    throw new BadRequestError(["Each line needs one sku, name, category, brand, value and qty, in line order"]);
  }
  return query.sku.map((sku, index) => ({
    sku,
    name: query.name[index] as string,
    category: query.category[index] as string,
    brand: query.brand[index] as string,
    value: query.value[index] as number,
    qty: query.qty[index] as number,
  }));
}

/**
 * The affiliate network's sandbox (spec 2 §7 gives the pixel's contents, not its address): every
 * hit is recorded in affiliate_pixel_hits with what it reported. A real network would be a
 * request from the browser to its own host; the storefront then points its pixel there instead.
 */
export function affiliatePixel({ db }: Pick<AppContext, "db">) {
  return {
    async record(request: FastifyRequest, query: AffiliatePixelQuery): Promise<void> {
      const lines = pixelLines(query);
      const { orderId, shipping, tax, paymentType, currency, country, customerType } = query;
      await db.insert(affiliatePixelHits).values({
        storefrontId: request.storefront.id,
        orderNumber: orderId,
        payload: { orderId, shipping, tax, paymentType, currency, country, ...(customerType ? { customerType } : {}), lines },
      });
    },
  };
}
