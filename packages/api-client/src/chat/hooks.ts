import { useApiClient } from "../react/ApiClientProvider";
import { useInvalidatingMutation, type MutationOptions } from "../react/mutation";
import { postChatMessage } from "./api";
import type { ChatMessageRequest, ChatReplyAnswer } from "./types";

/** Sends a chat message; a conversation changes nothing cached. */
export function useSendChatMessage(options?: MutationOptions<ChatReplyAnswer, ChatMessageRequest>) {
  const client = useApiClient();
  return useInvalidatingMutation(
    (message: ChatMessageRequest) => postChatMessage(client, message),
    () => [],
    options,
  );
}
