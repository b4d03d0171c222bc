import type { MessageAnswer } from "@storefront/api-contract/common";
import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { postNotifyMe, pressNotifyMeLink } from "./api";
import type { NotifyMeOutcome, NotifyMeRequest } from "./types";

/** Asks to hear when a product is back; changes nothing cached. */
export function useNotifyMe(options?: MutationOptions<MessageAnswer, NotifyMeRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (request: NotifyMeRequest) => postNotifyMe(client, request),
    () => [],
    options,
  );
}

/** Presses a notify-me mail's button (confirm or unsubscribe); changes nothing cached. */
export function useNotifyMeLink(action: "confirm" | "unsubscribe", options?: MutationOptions<NotifyMeOutcome, string>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (token: string) => pressNotifyMeLink(client, action, token),
    () => [],
    options,
  );
}
