import { Promotion, PromotionList } from "@storefront/api-contract/catalogue";
import { errorAnswers, Type } from "@storefront/api-contract/common";
import { SaleAnswer } from "@storefront/api-contract/content";
import { IsoDate } from "@storefront/api-contract/patterns";
import { editorialReads } from "../content/editorial-reads";
import type { AppContext } from "../context";
import { calendarDateProblem } from "../http/dates";
import { BadRequestError, found } from "../http/errors";
import { documented, listAnswer, SlugParams, type TypedApp } from "../http/schemas";

const doc = documented("promotions");

/** The sale strip and the promotions (shapes ours, see README). */
export function registerPromotionRoutes(api: TypedApp, context: AppContext): void {
  const editorial = editorialReads(context);

  api.get(
    "/api/promotion/sale",
    doc("The sale of the day (spec 3 §3 shape; isSaleOn false with the defaults when none runs); dateOverride previews another day", {
      querystring: Type.Object({ dateOverride: Type.Optional(IsoDate) }),
      response: { 200: SaleAnswer, ...errorAnswers },
    }),
    ({ storefront, query }) => {
      const problem = calendarDateProblem(query.dateOverride, "dateOverride");
      if (problem) throw new BadRequestError([problem]);
      return editorial.sale(storefront, query.dateOverride);
    },
  );

  api.get(
    "/api/promotions",
    doc("Running promotions, ending soonest first", { response: { 200: PromotionList } }),
    async ({ storefront }) => listAnswer(await editorial.runningPromotions(storefront)),
  );

  api.get(
    "/api/promotion/:slug",
    doc("One promotion (its products come from /api/listing?type=promotion)", {
      params: SlugParams,
      response: { 200: Promotion, ...errorAnswers },
    }),
    async ({ storefront, params }) => found(await editorial.promotion(storefront, params.slug), `No promotion '${params.slug}'`),
  );
}
