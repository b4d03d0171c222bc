import { COOKING_DEMO_PAGE_SIZE } from "@storefront/api-contract/cooking-demos";
import type { ApiClient, RequestOptions } from "../http/client";
import { path } from "../http/query-string";
import type { CookingDemo, CookingDemoBookingAnswer, CookingDemoBookingRequest, CookingDemoFilter, CookingDemoPage } from "./types";

type Call = Pick<RequestOptions, "signal">;

/** spec 1 §7: the cooking demo list's defaults: sortDirection 0, page 1, 12 per page. */
export { COOKING_DEMO_PAGE_SIZE };

export function getCookingDemos(client: ApiClient, filter: CookingDemoFilter = {}, call?: Call): Promise<CookingDemoPage> {
  const query = { sortDirection: 0, pageNo: 1, recordsPerPage: COOKING_DEMO_PAGE_SIZE, ...filter };
  return client.get("/api/v2/cookingdemo", { ...call, query: { ...query, brand: query.brand?.toLowerCase() } });
}

export function getCookingDemo(client: ApiClient, id: number, call?: Call): Promise<CookingDemo> {
  return client.get(path`/api/v2/cookingdemo/${id}`, call);
}

export function rsvpCookingDemo(client: ApiClient, body: CookingDemoBookingRequest): Promise<CookingDemoBookingAnswer> {
  return client.post("/api/cookingdemo/rsvp", body);
}

export function bookCookingDemo(client: ApiClient, body: CookingDemoBookingRequest): Promise<CookingDemoBookingAnswer> {
  return client.post("/api/v2/cookingdemo/booking", body);
}

/** The older booking call, kept for storefronts that still use it. */
export function bookCookingDemoV1(client: ApiClient, body: CookingDemoBookingRequest): Promise<CookingDemoBookingAnswer> {
  return client.post("/api/cookingdemo/booking", body);
}

export function joinCookingDemoWaitList(client: ApiClient, body: CookingDemoBookingRequest): Promise<CookingDemoBookingAnswer> {
  return client.post("/api/v2/cookingdemo/wait-list", body);
}
