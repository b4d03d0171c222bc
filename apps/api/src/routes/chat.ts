import { ChatMessageBody, ChatReplyAnswer } from "@storefront/api-contract/chat";
import { errorAnswers } from "@storefront/api-contract/common";
import type { AppContext } from "../context";
import { documented, type TypedApp } from "../http/schemas";

const doc = documented("chat");

/**
 * The sandbox's automatic answer (ours: spec 3 §2 names an Intercom-style widget; ARCHITECTURE.md
 * decision 7 puts providers behind a sandbox so the conversation works on one machine, offline).
 */
export const CHAT_SANDBOX_REPLY = "Thanks for your message. A team member will reply here shortly.";

/** spec 3 §2, §9: the chat widget's conversation, served by our own sandbox. Nothing is stored. */
export function registerChatRoutes(api: TypedApp, context: AppContext): void {
  api.post(
    "/api/chat/sandbox/messages",
    doc(
      "Sends a shopper's chat message to the sandbox chat provider; answers its automatic reply",
      { body: ChatMessageBody, response: { 201: ChatReplyAnswer, ...errorAnswers } },
      { writeLimit: "forms" },
    ),
    async (_request, reply) => reply.code(201).send({ reply: CHAT_SANDBOX_REPLY, sentAt: context.now().toISOString() }),
  );
}
