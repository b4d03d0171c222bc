import { describe, expect, it } from "vitest";
import { FREE_TEXT_FORBIDDEN, freeTextMessages, freeTextProblem, freeTextString, isFreeText, plainTextProblem } from "./free-text";

describe("the free-text rule", () => {
  it("accepts names, emails, emoji and other scripts on one line", () => {
    for (const text of ["Riley O'Hara-Smith", "riley@example.com", "Müller 5 * 3 / 2 - 1", "😀 東京 Ōtautahi", ""]) {
      expect(isFreeText(text), text).toBe(true);
    }
  });

  it("takes tabs and line breaks only in multi-line text (messages, notes, delivery instructions)", () => {
    const message = "First line\r\nSecond line\twith a tab";
    expect(isFreeText(message, { multiLine: true })).toBe(true);
    for (const text of [message, "Riley\nHarper", "Riley\tHarper", "Riley\r"]) {
      expect(freeTextProblem(text), JSON.stringify(text)).toBe("lineBreak");
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
      expect(freeTextProblem(text, { multiLine: true }), text).toBe("markup");
    }
  });

  it("lets a comment closer through on its own: its opener is refused", () => {
    expect(isFreeText("5 */ 2")).toBe(true);
  });

  it("refuses NUL and the other control characters, in multi-line text too", () => {
    for (const text of ["a\u0000b", "\u0001", "bell\u0007", "form\u000Cfeed", "escape\u001B", "del\u007F", "c1\u0085"]) {
      expect(freeTextProblem(text), JSON.stringify(text)).toBe("control");
      expect(freeTextProblem(text, { multiLine: true }), JSON.stringify(text)).toBe("control");
    }
  });

  it("refuses half a character (an unpaired surrogate), which no encoding can store", () => {
    for (const text of ["lone\ud800surrogate", "\udc00", "end\ud83d"]) {
      expect(freeTextProblem(text, { multiLine: true }), JSON.stringify(text)).toBe("unpaired");
    }
  });

  it("holds as the plain-text rule of every string the API receives: the same without the markup rule", () => {
    expect(plainTextProblem("<b>; DROP -- /*")).toBeUndefined();
    expect(plainTextProblem("Unit 1\nLevel 2")).toBe("lineBreak");
    expect(plainTextProblem("Unit 1\nLevel 2", { multiLine: true })).toBeUndefined();
    expect(plainTextProblem("A\u0000")).toBe("control");
    expect(plainTextProblem("A\ud800")).toBe("unpaired");
  });

  it("names the refused characters in its message", () => {
    expect(freeTextMessages.markup).toBe(`Please remove these characters: ${FREE_TEXT_FORBIDDEN}`);
    expect(FREE_TEXT_FORBIDDEN).toBe("< > ; \\ -- /*");
  });

  it("gives forms a yup string with the message of the problem", async () => {
    await expect(freeTextString().validate("fine")).resolves.toBe("fine");
    await expect(freeTextString().validate("<i>")).rejects.toThrow(freeTextMessages.markup);
    await expect(freeTextString().validate("nul\u0000")).rejects.toThrow(freeTextMessages.control);
    await expect(freeTextString().validate("two\nlines")).rejects.toThrow(freeTextMessages.lineBreak);
    await expect(freeTextString({ multiLine: true }).validate("two\nlines")).resolves.toBe("two\nlines");
  });
});
