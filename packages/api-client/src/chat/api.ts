import type { ApiClient } from "../http/client";
import type { ChatMessageRequest, ChatReplyAnswer } from "./types";

/** POST /api/chat/sandbox/messages: a shopper's message; answers the sandbox's reply. Not page data: a 404 looks up no redirect. */
export function postChatMessage(client: ApiClient, message: ChatMessageRequest): Promise<ChatReplyAnswer> {
  return client.post("/api/chat/sandbox/messages", message, { redirectOn404: false });
}
