import { describe, expect, it } from "vitest";
import {
  PROJECT_QUANTITY_MAX,
  parseRrpOverride,
  projectMessages,
  validateFolderTitle,
  validateProductNote,
  validateProductTransfer,
  validateProductVariation,
  validateProjectComment,
  validateProjectName,
  validateProjectQuantity,
  validateProjectSku,
} from "./projects";

describe("the project page's text fields", () => {
  it("refuse an empty or blank name, title, SKU, note and comment with the field's message", () => {
    for (const blank of ["", "   ", "\n\t"]) {
      expect(validateProjectName({ name: blank })).toEqual({ name: "Enter a project name." });
      expect(validateFolderTitle({ title: blank })).toEqual({ title: "Enter a folder name." });
      expect(validateProjectSku({ sku: blank })).toEqual({ sku: "Enter a SKU." });
      expect(validateProductNote({ notes: blank })).toEqual({ notes: "Write a note first." });
      expect(validateProjectComment({ comment: blank })).toEqual({ comment: "Write a comment first." });
    }
  });

  it("accept any text with something in it, spaces around it included", () => {
    expect(validateProjectName({ name: " Kitchen " })).toEqual({});
    expect(validateFolderTitle({ title: "Laundry" })).toEqual({});
    expect(validateProjectSku({ sku: "KOR-TM410" })).toEqual({});
    expect(validateProductNote({ notes: "Call first" })).toEqual({});
    expect(validateProjectComment({ comment: "x" })).toEqual({});
  });
});

describe("validateProjectQuantity", () => {
  it("takes a whole number from 1 to 99, typed or sent", () => {
    for (const quantity of ["1", " 12 ", "99", 1, 99]) expect(validateProjectQuantity({ quantity })).toEqual({});
  });

  it("refuses nothing, zero, fractions, text and more than 99 with one message", () => {
    expect(projectMessages.quantity).toBe(`Enter a quantity from 1 to ${PROJECT_QUANTITY_MAX}.`);
    for (const quantity of ["", " ", "0", "1.5", "abc", "100", 0, -1, 2.5, 100, Number.NaN]) {
      expect(validateProjectQuantity({ quantity })).toEqual({ quantity: "Enter a quantity from 1 to 99." });
    }
  });
});

describe("validateProductVariation", () => {
  it("needs a brand; the RRP override is optional but never below 0", () => {
    expect(validateProductVariation({ brand: "Korra", rrpOverride: "" })).toEqual({});
    expect(validateProductVariation({ brand: "Korra", rrpOverride: null })).toEqual({});
    expect(validateProductVariation({ brand: "Korra" })).toEqual({});
    expect(validateProductVariation({ brand: "Korra", rrpOverride: "0" })).toEqual({});
    expect(validateProductVariation({ brand: "Korra", rrpOverride: 1499.5 })).toEqual({});
    expect(validateProductVariation({ brand: " ", rrpOverride: "-1" })).toEqual({
      brand: "Enter the brand.",
      rrpOverride: "Enter an amount of 0 or more.",
    });
    expect(validateProductVariation({ brand: "Korra", rrpOverride: "abc" })).toEqual({ rrpOverride: "Enter an amount of 0 or more." });
    expect(validateProductVariation({ brand: "Korra", rrpOverride: -0.01 })).toEqual({ rrpOverride: "Enter an amount of 0 or more." });
  });

  it("sends an empty override as null and an amount as a number", () => {
    expect(parseRrpOverride("")).toBeNull();
    expect(parseRrpOverride(" ")).toBeNull();
    expect(parseRrpOverride("1299.95")).toBe(1299.95);
  });
});

describe("validateProductTransfer", () => {
  it("needs a project chosen from the picker", () => {
    expect(validateProductTransfer({ targetProjectId: "" })).toEqual({ targetProjectId: "Choose a project" });
    expect(validateProductTransfer({ targetProjectId: 0 })).toEqual({ targetProjectId: "Choose a project" });
    expect(validateProductTransfer({ targetProjectId: "12" })).toEqual({});
    expect(validateProductTransfer({ targetProjectId: 12 })).toEqual({});
  });
});

describe("the free-text rule on the project page's texts", () => {
  it("refuses markup and control characters with the storefront's free-text messages, as the API's schemas do", () => {
    const markup = "Please remove these characters: < > ; \\ -- /*";
    expect(validateProjectName({ name: "<b>Kitchen</b>" })).toEqual({ name: markup });
    expect(validateFolderTitle({ title: "Laundry; drop" })).toEqual({ title: markup });
    expect(validateProductNote({ notes: "call -- now" })).toEqual({ notes: markup });
    expect(validateProjectComment({ comment: "a\u0000b" })).toEqual({
      comment: "Please remove control characters (such as NUL) from this text",
    });
    expect(validateProductVariation({ brand: "Korra", comments: "<script>" })).toEqual({ comments: markup });
    expect(validateProductVariation({ brand: "Korra", comments: "" })).toEqual({});
  });
});
