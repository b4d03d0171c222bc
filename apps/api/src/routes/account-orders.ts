import {
  InvoicedOrderParams,
  InvoicedOrdersPage,
  InvoicedOrdersQuery,
  SaveAddressRequest,
  SavedAddress,
  SavedAddressParams,
} from "@storefront/api-contract/account";
import { OrderAnswer } from "@storefront/api-contract/checkout";
import { errorAnswers, ListOf, MessageAnswer, Type } from "@storefront/api-contract/common";
import { accountAddresses } from "../accounts/addresses";
import { accountOrders } from "../accounts/orders";
import { refuseLockedBillingChange } from "../checkout/locked-customer";
import type { AppContext } from "../context";
import { found } from "../http/errors";
import { documented, listAnswer, type TypedApp } from "../http/schemas";

const doc = documented("account");
const signedInAnswers = { ...errorAnswers, 401: MessageAnswer };
const personal = { "cache-control": "private, no-store" };

/** spec 3 §7 "Own API: account": the signed-in owner's invoiced orders and saved addresses. */
export function registerAccountOrderRoutes(api: TypedApp, { db, accountSessions }: AppContext): void {
  const orders = accountOrders(db);
  const addresses = accountAddresses(db);
  const security = [{ bearer: [] }];

  api.get(
    "/api/account/order/invoiced",
    doc("The signed-in shopper's orders on this storefront, newest first, 10 a page from page 0", {
      security,
      querystring: InvoicedOrdersQuery,
      response: { 200: InvoicedOrdersPage, ...signedInAnswers },
    }),
    async (request, reply) => {
      const { account } = await accountSessions.required(request);
      reply.headers(personal);
      return orders.page(account.id, request.storefront, request.query.page ?? 0);
    },
  );

  api.get(
    "/api/account/order/invoiced/:id",
    doc("One of the signed-in shopper's orders by order number; 404 for another's", {
      security,
      params: InvoicedOrderParams,
      response: { 200: OrderAnswer, ...signedInAnswers },
    }),
    async (request, reply) => {
      const { account } = await accountSessions.required(request);
      reply.headers(personal);
      return found(await orders.detail(account.id, request.storefront, request.params.id), "We couldn't find that order.");
    },
  );

  api.get(
    "/api/account/order/addresses",
    doc("The signed-in shopper's saved delivery addresses", { security, response: { 200: ListOf(SavedAddress), ...signedInAnswers } }),
    async (request, reply) => {
      const { account } = await accountSessions.required(request);
      reply.headers(personal);
      return listAnswer(await addresses.list(account.id));
    },
  );

  api.post(
    "/api/account/order/addresses/save",
    doc(
      "Saves a delivery address (checkout's address rules and messages); with an id, changes that address (404 for another's); 403 for a locked customer's billing address",
      {
        security,
        body: SaveAddressRequest,
        response: { 200: SavedAddress, ...signedInAnswers, 403: MessageAnswer, 409: MessageAnswer },
      },
    ),
    async (request) => {
      const { account } = await accountSessions.required(request);
      await refuseLockedBillingChange(db, account, request.body.id);
      return found(await addresses.save(account.id, request.storefront, request.body), "We couldn't find that address.");
    },
  );

  api.delete(
    "/api/account/order/addresses/:id",
    doc("Deletes a saved address: true; 404 for another's or an unknown one; 403 for a locked customer's billing address", {
      security,
      params: SavedAddressParams,
      response: { 200: Type.Boolean(), ...signedInAnswers, 403: MessageAnswer },
    }),
    async (request) => {
      const { account } = await accountSessions.required(request);
      await refuseLockedBillingChange(db, account, request.params.id);
      if (!(await addresses.remove(account.id, request.params.id))) found(undefined, "We couldn't find that address.");
      return true;
    },
  );
}
