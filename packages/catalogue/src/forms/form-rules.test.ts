import { freeTextMessages } from "@storefront/validation/free-text";
import { describe, expect, it } from "vitest";
import { formMessages, safeText } from "./form-rules";

describe("the forms' free text", () => {
  const name = safeText(formMessages.name, 100);

  it("follows the API's rule: markup and statement breakers are refused with the rule's message", async () => {
    await expect(name.validate("Riley /* x")).rejects.toThrow(freeTextMessages.markup);
    await expect(safeText(formMessages.message, 2000, { multiLine: true }).validate("Hello\n-- x")).rejects.toThrow(
      freeTextMessages.markup,
    );
  });

  it("keeps a name on one line and lets a message have lines and tabs, as the API does", async () => {
    await expect(name.validate("Riley\nHarper")).rejects.toThrow(freeTextMessages.lineBreak);
    const message = safeText(formMessages.message, 2000, { multiLine: true });
    await expect(message.validate("First line\r\n\tSecond line")).resolves.toBe("First line\r\n\tSecond line");
  });

  it("refuses a NUL byte, which the database cannot store", async () => {
    await expect(name.validate("Riley\u0000")).rejects.toThrow(freeTextMessages.control);
  });

  it("accepts a comment closer on its own, as the API does", async () => {
    await expect(name.validate("  5 */ 2  ")).resolves.toBe("5 */ 2");
  });

  it("still asks for a required field and caps the length", async () => {
    await expect(name.validate("  ")).rejects.toThrow(formMessages.name);
    await expect(name.validate("x".repeat(101))).rejects.toThrow(formMessages.tooLong(100));
  });
});
