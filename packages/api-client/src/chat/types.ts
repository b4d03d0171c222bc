/** The chat widget's sandbox conversation (spec 3 §2, §9). */
export type { ChatMessageRequest, ChatReplyAnswer } from "@storefront/api-contract/chat";
