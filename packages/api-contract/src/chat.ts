/** The chat widget's sandbox conversation (spec 3 §2, §9; the shapes are ours: the spec shows none). */
import { FREE_TEXT_KEYWORD, Type, type Static } from "./common";
import { CHAT_MESSAGE_MAX_LENGTH } from "@storefront/validation/chat";
import { APP_ID_PATTERN, NOT_BLANK_PATTERN } from "./patterns";

/** POST /api/chat/sandbox/messages: the widget's app id and the shopper's message (free text, not blank). */
export const ChatMessageBody = Type.Object(
  {
    appId: Type.String({ pattern: APP_ID_PATTERN, maxLength: 64 }),
    text: Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX_LENGTH, pattern: NOT_BLANK_PATTERN, [FREE_TEXT_KEYWORD]: true }),
  },
  { additionalProperties: false },
);
export type ChatMessageRequest = Static<typeof ChatMessageBody>;

/** 201: the sandbox's automatic reply to the message. */
export const ChatReplyAnswer = Type.Object({ reply: Type.String(), sentAt: Type.String({ description: "ISO 8601 time of the reply" }) });
export type ChatReplyAnswer = Static<typeof ChatReplyAnswer>;
