import { InvoicedOrderParams, RescheduleOptions, RescheduleRequest } from "@storefront/api-contract/account";
import { errorAnswers, MessageAnswer } from "@storefront/api-contract/common";
import { deliveryReschedule } from "../accounts/reschedule";
import type { AppContext } from "../context";
import { documented, type TypedApp } from "../http/schemas";

const doc = documented("account");
const security = [{ bearer: [] }];
const personal = { "cache-control": "private, no-store" };

/** Rescheduling an order's delivery (issue 45 item 10, src/accounts/reschedule.ts): the owner's order only. */
export function registerRescheduleRoutes(api: TypedApp, { db, now, accountSessions, mailer, originOf }: AppContext): void {
  const reschedule = deliveryReschedule(db, now, { mailer, originOf });

  api.get(
    "/api/account/order/invoiced/:id/delivery-days",
    doc(
      "The booked delivery day of one of the signed-in customer's orders and the days of the checkout's calendar it may move to; reschedulable false with the reason once it is out for delivery; 404 for another's",
      { security, params: InvoicedOrderParams, response: { 200: RescheduleOptions, ...errorAnswers, 401: MessageAnswer } },
    ),
    async (request, reply) => {
      const { account } = await accountSessions.required(request);
      reply.headers(personal);
      return reschedule.options(account.id, request.storefront, request.params.id);
    },
  );

  api.post(
    "/api/account/order/invoiced/:id/delivery-date",
    doc(
      "Moves one of the signed-in customer's orders to another delivery day the calendar offers (not today, no dearer than the delivery paid); 404 for another's, 409 once it is out for delivery or not delivered to an address",
      {
        security,
        params: InvoicedOrderParams,
        body: RescheduleRequest,
        response: { 200: RescheduleOptions, ...errorAnswers, 401: MessageAnswer, 409: MessageAnswer },
      },
    ),
    async (request, reply) => {
      const { account } = await accountSessions.required(request);
      reply.headers(personal);
      return reschedule.reschedule(account.id, request.storefront, request.params.id, request.body.deliveryDate, (error) =>
        request.log.error({ err: error }, "the mail server did not take the rescheduled delivery's mail"),
      );
    },
  );
}
