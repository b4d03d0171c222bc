import { describe, expect, it } from "vitest";
import { FREE_TEXT_FORBIDDEN, freeTextMessages, freeTextProblem, freeTextString, isFreeText } from "./free-text";

describe("the free-text rule", () => {
  it("accepts names, emails and multi-line messages with tabs", () => {
    for (const text of ["Riley O'Hara-Smith", "riley@example.com", "First line\r\nSecond line\twith a tab", "Müller 5 * 3 / 2 - 1", ""]) {
      expect(isFreeText(text), text).toBe(true);
    }
  });

  it("refuses markup and SQL statement breakers, on any line", () => {
    for (const text of [
      "<b>",
      "a > b",
      "x; DROP TABLE",
      "back\\slash",
      "x'); --",
      "/* comment",
      "line one\n-- hidden",
      "line one\n/* hidden",
    ]) {
      expect(freeTextProblem(text), text).toBe("markup");
    }
  });

  it("lets a comment closer through on its own: its opener is refused", () => {
    expect(isFreeText("5 */ 2")).toBe(true);
  });

  it("refuses NUL and the other control characters", () => {
    for (const text of ["a\u0000b", "\u0001", "bell\u0007", "form\u000Cfeed", "escape\u001B", "del\u007F", "c1\u0085"]) {
      expect(freeTextProblem(text), JSON.stringify(text)).toBe("control");
    }
  });

  it("names the refused characters in its message", () => {
    expect(freeTextMessages.markup).toBe(`Please remove these characters: ${FREE_TEXT_FORBIDDEN}`);
    expect(FREE_TEXT_FORBIDDEN).toBe("< > ; \\ -- /*");
  });

  it("gives forms a yup string with the message of the problem", async () => {
    await expect(freeTextString().validate("fine")).resolves.toBe("fine");
    await expect(freeTextString().validate("<i>")).rejects.toThrow(freeTextMessages.markup);
    await expect(freeTextString().validate("nul\u0000")).rejects.toThrow(freeTextMessages.control);
  });
});
