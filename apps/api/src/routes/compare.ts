import { errorAnswers, Type } from "@storefront/api-contract/common";
import { CompareAddAnswer, CompareAddBody, CompareList, ComparisonProducts } from "@storefront/api-contract/compare";
import { COMPARE_LIMIT } from "@storefront/validation/compare";
import { productsBySkus } from "../catalogue/products";
import { productDetail } from "../catalogue/product-view";
import { compareLists } from "../compare/compare-list";
import type { AppContext } from "../context";
import { BadRequestError, NotFoundError } from "../http/errors";
import { documented, SkuParams, type TypedApp } from "../http/schemas";

const doc = documented("compare");

/** spec 1 §7 compare calls; the list lives in the shopper's session. */
export function registerCompareRoutes(api: TypedApp, context: AppContext): void {
  const lists = compareLists(context);

  api.get("/api/compare", doc("The shopper's compare list", { response: { 200: CompareList } }), (request) => lists.current(request));

  api.post(
    "/api/compare/product",
    doc(
      "Adds a product (body: the SKU as a JSON string, or { sku }); answers 'limit' when three are already listed",
      {
        body: CompareAddBody,
        response: { 200: CompareAddAnswer, ...errorAnswers },
      },
      { writeLimit: "browsing" },
    ),
    async (request, reply) => {
      const sku = typeof request.body === "string" ? request.body : request.body.sku;
      const answer = await lists.add(request, reply, sku);
      // spec 1 §4: a fourth product is refused with the answer 'limit', a JSON string.
      if (answer === "limit") return reply.type("application/json; charset=utf-8").serializer(JSON.stringify).send(answer);
      return answer;
    },
  );

  api.delete(
    "/api/compare/product/:sku",
    doc(
      "Removes a product from the compare list",
      {
        params: SkuParams,
        response: { 200: CompareList, ...errorAnswers },
      },
      { writeLimit: "browsing" },
    ),
    (request) => lists.remove(request, request.params.sku),
  );

  api.get(
    "/api/compare/products",
    doc("Full product records for the compare page; SkuList joined by ~ or commas (at most 3)", {
      querystring: Type.Object({
        SkuList: Type.String({ minLength: 1, maxLength: 130, pattern: "^[A-Za-z0-9/-]+([~,][A-Za-z0-9/-]+)*$" }),
      }),
      response: { 200: ComparisonProducts, ...errorAnswers },
    }),
    async ({ storefront, query }) => {
      const skus = [...new Set(query.SkuList.split(/[~,]/))];
      if (skus.length > COMPARE_LIMIT) throw new BadRequestError([`SkuList may hold at most ${COMPARE_LIMIT} SKUs`]);
      const rows = await productsBySkus(context.db, storefront, skus);
      if (rows.length === 0) throw new NotFoundError("None of the SKUs is a product of this storefront");
      const ref = await context.reference();
      const found = new Set(rows.map((r) => r.sku));
      return { products: rows.map((row) => productDetail(row, storefront, ref)), missingSkus: skus.filter((s) => !found.has(s)) };
    },
  );
}
