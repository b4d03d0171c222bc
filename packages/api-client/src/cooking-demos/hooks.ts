import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { bookCookingDemo, joinCookingDemoWaitList, rsvpCookingDemo } from "./api";
import { cookingDemoKeys, cookingDemoQueries } from "./queries";
import type { CookingDemoBookingAnswer, CookingDemoBookingRequest, CookingDemoFilter } from "./types";

export function useCookingDemos(filter: CookingDemoFilter = {}) {
  return useQuery(cookingDemoQueries.list(useApiClient(), filter));
}

export function useCookingDemo(id: number) {
  return useQuery(cookingDemoQueries.detail(useApiClient(), id));
}

export type CookingDemoAction = "rsvp" | "booking" | "waitList";

/** RSVP, booking or wait list: all change the demo's seats, so the demo lists are refreshed. */
export function useCookingDemoAction(
  action: CookingDemoAction,
  options?: MutationOptions<CookingDemoBookingAnswer, CookingDemoBookingRequest>,
) {
  const client = useApiClient();
  const send = action === "rsvp" ? rsvpCookingDemo : action === "booking" ? bookCookingDemo : joinCookingDemoWaitList;
  return useInvalidatingMutation(
    (body: CookingDemoBookingRequest) => send(client, body),
    () => [cookingDemoKeys.all],
    options,
  );
}
