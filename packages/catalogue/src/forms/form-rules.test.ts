import { freeTextMessages } from "@storefront/validation/free-text";
import { describe, expect, it } from "vitest";
import { formMessages, safeText } from "./form-rules";

describe("the forms' free text", () => {
  const name = safeText(formMessages.name, 100);

  it("follows the API's rule: markup and statement breakers are refused with the rule's message", async () => {
    await expect(name.validate("Riley /* x")).rejects.toThrow(freeTextMessages.markup);
    await expect(name.validate("Riley\n-- x")).rejects.toThrow(freeTextMessages.markup);
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
