import type { MessageAnswer } from "@storefront/api-contract/common";
import type { ApiClient } from "../http/client";
import type { NotifyMeOutcome, NotifyMeRequest } from "./types";

/** POST /api/notify-me: asks to hear when the product is back; answers the 'check your inbox' message. */
export function postNotifyMe(client: ApiClient, request: NotifyMeRequest): Promise<MessageAnswer> {
  return client.post("/api/notify-me", request, { redirectOn404: false });
}

/** POST /api/notify-me/confirm or /unsubscribe: the mailed link's button; answers what happened. */
export function pressNotifyMeLink(client: ApiClient, action: "confirm" | "unsubscribe", token: string): Promise<NotifyMeOutcome> {
  return client.post(`/api/notify-me/${action}`, { token }, { redirectOn404: false });
}
