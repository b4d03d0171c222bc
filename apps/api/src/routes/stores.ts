import { errorAnswers, Type } from "@storefront/api-contract/common";
import { SetStoreAnswer, SetStoreBody, Store, StoreListAnswer, StoreListQuery, StoreSelectView } from "@storefront/api-contract/stores";
import { isStaff } from "../accounts/sessions";
import type { AppContext } from "../context";
import { found } from "../http/errors";
import { documented, listAnswer, type TypedApp } from "../http/schemas";
import { parseStoreFilters } from "../stores/store-filters";
import { storeReads } from "../stores/store-reads";
import { presentStore } from "../stores/store-view";

const doc = documented("stores");

/** spec 1 §7 store calls; the session keeps the selected store. */
export function registerStoreRoutes(api: TypedApp, context: AppContext): void {
  const { sessions, now, accountSessions } = context;
  const stores = storeReads(context);

  api.get(
    "/api/store",
    doc(
      "Stores of the storefront's country; filters=state:NSW,appointmentOnly:false,virtualTour:true,q:text,postcode:2000 (nearest first)",
      {
        querystring: StoreListQuery,
        response: { 200: StoreListAnswer, ...errorAnswers },
      },
    ),
    async ({ storefront, query }) => {
      return listAnswer(await stores.list(storefront, parseStoreFilters(query.filters)));
    },
  );

  api.get(
    "/api/store/select-view",
    doc(
      "The shopper's store (selected, else nearest, else the Engine Room) and the five nearest others; the store view's availableStores, and availableSalesPersons for staff",
      { response: { 200: StoreSelectView, ...errorAnswers } },
    ),
    async (request, reply) => {
      const view = await stores.selectView(request.storefront, await sessions.find(request));
      const signedIn = await accountSessions.signedIn(request);
      const staff = request.storefront.staffTooling && isStaff(signedIn?.account);
      // The salespeople are for staff: that answer is theirs alone.
      if (staff) reply.header("cache-control", "private, no-store");
      return { ...view, ...(await stores.storeView(request.storefront, staff)) };
    },
  );

  api.get(
    "/api/store/:id",
    doc("One store by id or storeUri", {
      params: Type.Object({ id: Type.String({ pattern: "^(?:[0-9]{1,10}|[a-z0-9]+(?:-[a-z0-9]+)*)$", maxLength: 80 }) }),
      response: { 200: Store, ...errorAnswers },
    }),
    async ({ storefront, params }) => {
      const row = found(await stores.byIdOrUri(storefront, params.id), `No store '${params.id}'`);
      return presentStore(row, storefront, now());
    },
  );

  api.post(
    "/api/store/setstore",
    doc(
      "Selects the shopper's store (kept in the session)",
      {
        body: SetStoreBody,
        response: { 200: SetStoreAnswer, ...errorAnswers },
      },
      { writeLimit: "browsing" },
    ),
    async (request, reply) => {
      const { storefront, body } = request;
      const store = found(await stores.byId(storefront, body.storeId), `No store with id ${body.storeId}`);
      const session = await sessions.ensure(request, reply);
      await sessions.update(session.id, { storeId: store.id });
      return { store: presentStore(store, storefront, now()) };
    },
  );
}
