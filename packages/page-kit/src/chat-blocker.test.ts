import { afterEach, describe, expect, it } from "vitest";
import { addChatBlocker, chatBlockers, isChatBlocked, removeChatBlocker } from "./chat-blocker";

afterEach(() => document.body.removeAttribute("data-chat-blockers"));

describe("chat blockers (spec 3 §2)", () => {
  it("hide the chat widget while any part of the page holds one", () => {
    addChatBlocker("compare");
    addChatBlocker("mobile-nav");
    expect(chatBlockers()).toEqual(["compare", "mobile-nav"]);
    expect(document.body).toHaveAttribute("data-chat-blockers", "compare mobile-nav");
    removeChatBlocker("compare");
    expect(isChatBlocked()).toBe(true);
    removeChatBlocker("mobile-nav");
    expect(isChatBlocked()).toBe(false);
    expect(document.body).not.toHaveAttribute("data-chat-blockers");
  });
});
