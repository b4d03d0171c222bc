import type { CompareList } from "@storefront/api-contract/compare";
import { canAddToCompare, COMPARE_LIMIT } from "@storefront/validation/compare";
import type { FastifyReply, FastifyRequest } from "fastify";
import { productBySku, productsBySkus } from "../catalogue/products";
import { productSummary } from "../catalogue/product-view";
import type { AppContext } from "../context";
import { NotFoundError } from "../http/errors";
import type { Storefront } from "../storefronts";

/** The shopper's compare list (spec 1 §3, §4): kept in the session, at most COMPARE_LIMIT SKUs. */
export function compareLists({ db, sessions, reference }: Pick<AppContext, "db" | "sessions" | "reference">) {
  async function listOf(storefront: Storefront, skus: readonly string[]): Promise<CompareList> {
    const [rows, ref] = await Promise.all([productsBySkus(db, storefront, skus), reference()]);
    return {
      products: rows.map((row) => {
        const s = productSummary(row, storefront, ref);
        return {
          sku: s.sku,
          productId: s.productId,
          productSKU: s.sku,
          productName: s.title,
          productImage: s.images[0]?.thumbUrl ?? "",
          brandName: s.brand,
          brandImage: s.manufacturer.thumbnail,
          price: s.price,
          uri: s.uri,
        };
      }),
    };
  }

  return {
    async current(request: FastifyRequest): Promise<CompareList> {
      return listOf(request.storefront, (await sessions.find(request))?.compareSkus ?? []);
    },

    /**
     * Adds a product; 'limit' when the list is full (spec 1 §4), the list unchanged for a
     * duplicate. The session row changes in one statement (SessionStore.addCompareSku), so twenty
     * concurrent ticks leave at most COMPARE_LIMIT products and every other answer is 'limit'.
     */
    async add(request: FastifyRequest, reply: FastifyReply, sku: string): Promise<CompareList | "limit"> {
      const product = await productBySku(db, request.storefront, sku);
      if (!product) throw new NotFoundError(`No product with SKU '${sku}'`);
      const session = await sessions.ensure(request, reply);
      const added = await sessions.addCompareSku(session.id, sku, COMPARE_LIMIT);
      if (added) return listOf(request.storefront, added.compareSkus);
      const now = (await sessions.find(request))?.compareSkus ?? session.compareSkus;
      return canAddToCompare(now, sku) === "duplicate" ? listOf(request.storefront, now) : "limit";
    },

    async remove(request: FastifyRequest, sku: string): Promise<CompareList> {
      const id = sessions.idOf(request);
      const removed = id ? await sessions.removeCompareSku(id, sku) : undefined;
      if (!removed) throw new NotFoundError(`SKU '${sku}' is not in the compare list`);
      return listOf(request.storefront, removed.compareSkus);
    },
  };
}
