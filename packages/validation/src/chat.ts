/** The chat widget's message rules (spec 3 §2, §9; the limit and messages are ours: the spec names none). */
import type { StringSchema } from "yup";
import { freeTextString } from "./free-text";

/** The longest message a shopper may send in one go; the API refuses a longer one. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

export const chatMessageTexts = {
  required: "Please type a message.",
  tooLong: `Please keep your message to ${CHAT_MESSAGE_MAX_LENGTH} characters or fewer.`,
} as const;

/** The message field's rule: not blank, at most CHAT_MESSAGE_MAX_LENGTH characters, the free-text rule. */
export function chatMessageRule(): StringSchema<string> {
  return freeTextString().trim().required(chatMessageTexts.required).max(CHAT_MESSAGE_MAX_LENGTH, chatMessageTexts.tooLong);
}
