import { errorAnswers, MessageAnswer } from "@storefront/api-contract/common";
import { NotifyMeBody, NotifyMeOutcome, NotifyMeTokenBody, StockChangeAnswer, StockChangeBody } from "@storefront/api-contract/notify-me";
import type { AppContext } from "../context";
import { NotFoundError } from "../http/errors";
import { documented, SkuParams, type TypedApp } from "../http/schemas";
import { changeStock, stockNotificationActions } from "../notify-me/stock-notifications";
import { staffAccess } from "../projects/access";
import { staffAnswers } from "./projects";

const doc = documented("notify-me");

/** The stock change's unknown SKU (ours); who may call it is the project area's rule, as for GET /api/stock. */
export const UNKNOWN_SKU_MESSAGE = "There is no product with this SKU.";

/**
 * Notify me (issue 45 item 1): a shopper asks to hear when an out-of-stock or back-order product
 * is back, confirms by the mailed link, and can stop by another; staff change a product's stock,
 * which mails every confirmed shopper once when it is back.
 */
export function registerNotifyMeRoutes(api: TypedApp, context: AppContext): void {
  const actions = stockNotificationActions(context);
  const requireStaff = staffAccess(context);

  api.post(
    "/api/notify-me",
    doc(
      "Asks to be emailed once when an out-of-stock or back-order product is back (with the extended callback, a phone call too); mails a link that confirms it",
      {
        body: NotifyMeBody,
        response: { 202: MessageAnswer, 409: MessageAnswer, 429: MessageAnswer, ...errorAnswers },
      },
      { writeLimit: "forms" },
    ),
    async (request, reply) => reply.code(202).send(await actions.subscribe(request, reply, request.body)),
  );

  api.post(
    "/api/notify-me/confirm",
    doc("The confirm link's button: the shopper is on the list (or told the product is back already)", {
      body: NotifyMeTokenBody,
      response: { 200: NotifyMeOutcome, ...errorAnswers },
    }),
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return actions.confirm(request.body.token);
    },
  );

  api.post(
    "/api/notify-me/unsubscribe",
    doc("The unsubscribe link's button: no email about this product from now on", {
      body: NotifyMeTokenBody,
      response: { 200: NotifyMeOutcome, ...errorAnswers },
    }),
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return actions.unsubscribe(request.body.token);
    },
  );

  api.put(
    "/api/stock/:sku",
    doc("Sets a product's stock status (staff); a change to inStock emails, once, every shopper who confirmed a notify-me for it", {
      params: SkuParams,
      body: StockChangeBody,
      response: { 200: StockChangeAnswer, ...staffAnswers },
      security: [{ bearer: [] }],
    }),
    async (request, reply) => {
      await requireStaff(request);
      reply.header("cache-control", "no-store");
      const answer = await changeStock(context, request.params.sku, request.body.stockStatus, request.log);
      if (!answer) throw new NotFoundError(UNKNOWN_SKU_MESSAGE);
      return answer;
    },
  );
}
