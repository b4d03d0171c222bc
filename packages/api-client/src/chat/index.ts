export { type ChatMessageRequest, type ChatReplyAnswer } from "./types";
export { postChatMessage } from "./api";
export { useSendChatMessage } from "./hooks";
