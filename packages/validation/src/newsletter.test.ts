import { ValidationError } from "yup";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_INVALID_FORM_MESSAGE, newsletterMessages, newsletterSchema, validateNewsletter } from "./newsletter";

const valid = { name: "Jane", email: "jane@example.com", postcode: "2000" };

describe("newsletter messages", () => {
  it("match the spec to the character", () => {
    expect(newsletterMessages).toEqual({
      name: "Please enter your Name",
      email: "Please enter a valid Email",
      postcode: "Please enter a valid Postcode",
    });
    expect(NEWSLETTER_INVALID_FORM_MESSAGE).toBe("There has been an error. Please check below to see what fields are invalid.");
  });
});

describe("validateNewsletter", () => {
  it("accepts a name, a valid email and a 4-digit postcode", () => {
    expect(validateNewsletter(valid)).toEqual({});
  });

  it("accepts a 3-digit postcode (NT)", () => {
    expect(validateNewsletter({ ...valid, postcode: "800" })).toEqual({});
  });

  it.each([
    [{ name: "" }, { name: newsletterMessages.name }],
    [{ name: "   " }, { name: newsletterMessages.name }],
    [{ email: "" }, { email: newsletterMessages.email }],
    [{ email: "jane@example" }, { email: newsletterMessages.email }],
    [{ postcode: "" }, { postcode: newsletterMessages.postcode }],
    [{ postcode: "20" }, { postcode: newsletterMessages.postcode }],
    [{ postcode: "20000" }, { postcode: newsletterMessages.postcode }],
    [{ postcode: "2ooo" }, { postcode: newsletterMessages.postcode }],
  ])("reports %j", (change, errors) => {
    expect(validateNewsletter({ ...valid, ...change })).toEqual(errors);
  });

  it("reports every missing field at once", () => {
    expect(validateNewsletter({})).toEqual(newsletterMessages);
  });
});

describe("newsletterSchema", () => {
  it("passes the values the function accepts", async () => {
    await expect(newsletterSchema.validate(valid)).resolves.toMatchObject(valid);
  });

  it("gives the same messages as the function, per field", async () => {
    const values = { name: "", email: "nope", postcode: "12345" };
    const error = await newsletterSchema.validate(values, { abortEarly: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    const byPath = Object.fromEntries((error as ValidationError).inner.map((entry) => [entry.path, entry.message]));
    expect(byPath).toEqual(validateNewsletter(values));
  });
});
