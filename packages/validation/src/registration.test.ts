import { describe, expect, it } from "vitest";
import { loginMessages } from "./login";
import { phoneMessages } from "./phone";
import {
  currentPasswordMessage,
  isValidAbn,
  isValidPassword,
  nameMessage,
  registrationMessages,
  registrationSchema,
  signInDetailsMessages,
  signInDetailsSchema,
  validateRegistration,
  validateSignInDetails,
} from "./registration";

const valid = {
  email: "new.customer@example.com",
  password: "Kettle-boil-7",
  firstName: "Avery",
  lastName: "Quinn",
  phone: "0412 345 678",
  ABN: "",
};
const au = { country: "AU" as const, abnRequired: false };

describe("passwords", () => {
  it("need 8 to 128 characters with an upper-case letter, a lower-case letter and a number", () => {
    for (const password of ["Kettle-boil-7", "Abcdefg1", `A1${"b".repeat(126)}`]) expect(isValidPassword(password), password).toBe(true);
    for (const password of ["Abcdef1", "abcdefg1", "ABCDEFG1", "Abcdefgh", `A1${"b".repeat(127)}`, "", null])
      expect(isValidPassword(password), String(password)).toBe(false);
  });
});

describe("ABN", () => {
  it("accepts 11 digits passing the ATO checksum, with or without spaces", () => {
    expect(isValidAbn("51 824 753 556")).toBe(true);
    expect(isValidAbn("51824753556")).toBe(true);
  });

  it("refuses a wrong checksum, other lengths and letters", () => {
    for (const abn of ["51 824 753 557", "5182475355", "518247535560", "5182475355a", ""]) expect(isValidAbn(abn), abn).toBe(false);
  });
});

describe("names", () => {
  it("are required, at most 50 characters and free text", () => {
    expect(nameMessage(" Avery ", "firstName")).toBeUndefined();
    expect(nameMessage("  ", "firstName")).toBe("Please enter your first name");
    expect(nameMessage(undefined, "lastName")).toBe("Please enter your last name");
    expect(nameMessage("x".repeat(51), "lastName")).toBe(registrationMessages.nameTooLong);
    expect(nameMessage("<b>Avery</b>", "firstName")).toBe("Please remove these characters: < > ; \\ -- /*");
  });
});

describe("validateRegistration", () => {
  it("accepts a complete form", () => {
    expect(validateRegistration(valid, au)).toEqual({});
  });

  it("gives one message per invalid field, the email one shared with the login form", () => {
    expect(validateRegistration({ email: "x@", password: "short", phone: "123" }, au)).toEqual({
      email: loginMessages.email,
      password: registrationMessages.password,
      firstName: registrationMessages.firstName,
      lastName: registrationMessages.lastName,
      phone: phoneMessages.generic,
    });
  });

  it("requires a valid ABN only where the storefront asks for one, and checks one whenever it is given", () => {
    expect(validateRegistration(valid, { ...au, abnRequired: true })).toEqual({ ABN: registrationMessages.abn });
    expect(validateRegistration({ ...valid, ABN: "51 824 753 556" }, { ...au, abnRequired: true })).toEqual({});
    expect(validateRegistration({ ...valid, ABN: "123" }, au)).toEqual({ ABN: registrationMessages.abn });
  });

  it("reads the phone by the storefront's country", () => {
    expect(validateRegistration({ ...valid, phone: "021 123 4567" }, { country: "NZ", abnRequired: false })).toEqual({});
    expect(validateRegistration(valid, { country: "NZ", abnRequired: false }).phone).toBe(phoneMessages.generic);
  });
});

describe("registrationSchema", () => {
  it("gives the same messages as validateRegistration", async () => {
    const schema = registrationSchema({ ...au, abnRequired: true });
    await expect(schema.validate({ ...valid, ABN: "" })).rejects.toThrow(registrationMessages.abn);
    await expect(schema.validate({ ...valid, ABN: "51824753556", password: "password" })).rejects.toThrow(registrationMessages.password);
    await expect(schema.validate({ ...valid, ABN: "51824753556" })).resolves.toMatchObject({ email: valid.email });
  });
});

describe("sign-in details (issue 41 item 5)", () => {
  const current = "riley@example.com";

  it("needs the current password for a new email or a new password, and nothing for the same email alone", () => {
    expect(validateSignInDetails({ email: "Riley@Example.com " }, current)).toEqual({});
    expect(validateSignInDetails({ email: "new.riley@example.com" }, current)).toEqual({
      currentPassword: signInDetailsMessages.currentPassword,
    });
    expect(validateSignInDetails({ email: current, newPassword: "Kettle-boil-8" }, current)).toEqual({
      currentPassword: signInDetailsMessages.currentPassword,
    });
    expect(validateSignInDetails({ email: "new.riley@example.com", newPassword: "Kettle-boil-8", currentPassword: "x" }, current)).toEqual(
      {},
    );
    expect(currentPasswordMessage("")).toBe(signInDetailsMessages.currentPassword);
    expect(currentPasswordMessage("anything")).toBeUndefined();
  });

  it("checks a changed email and a new password with the registration's rules", () => {
    expect(validateSignInDetails({ email: "not-an-email", currentPassword: "x" }, current)).toEqual({ email: registrationMessages.email });
    expect(validateSignInDetails({ email: "", currentPassword: "x" }, current)).toEqual({ email: registrationMessages.email });
    expect(validateSignInDetails({ email: current, newPassword: "short", currentPassword: "x" }, current)).toEqual({
      newPassword: registrationMessages.password,
    });
  });

  it("gives the same messages through the yup schema", async () => {
    const schema = signInDetailsSchema(current);
    await expect(schema.validate({ email: "new.riley@example.com", newPassword: "", currentPassword: "" })).rejects.toThrow(
      signInDetailsMessages.currentPassword,
    );
    await expect(schema.validate({ email: current, newPassword: "", currentPassword: "" })).resolves.toBeTruthy();
  });
});
