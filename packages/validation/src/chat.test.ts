import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX_LENGTH, chatMessageRule, chatMessageTexts } from "./chat";
import { freeTextMessages } from "./free-text";

const problem = (value: string) =>
  chatMessageRule()
    .validate(value)
    .then(
      () => undefined,
      (error: Error) => error.message,
    );

describe("the chat message rule", () => {
  it("takes a message of up to the limit and refuses a blank, a longer or a markup one", async () => {
    await expect(problem("Is the freezer in stock?")).resolves.toBeUndefined();
    await expect(problem("x".repeat(CHAT_MESSAGE_MAX_LENGTH))).resolves.toBeUndefined();
    await expect(problem("   ")).resolves.toBe(chatMessageTexts.required);
    await expect(problem("x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).resolves.toBe(chatMessageTexts.tooLong);
    await expect(problem("<b>hi</b>")).resolves.toBe(freeTextMessages.markup);
  });
});
