import { isValidEmail } from "@storefront/validation/email";
import { Value } from "typebox/value";
import { describe, expect, it } from "vitest";
import { Cart } from "./cart";
import { FREE_TEXT_KEYWORD, FreeText, Id, MAX_ID, MULTI_LINE_KEYWORD, Nullable, StringEnum, Type } from "./common";
import { CompareAddAnswer } from "./compare";
import { isCanonicalUuid } from "./patterns";
import { ProductSummary } from "./product";
import { CustomerProjectCountQuery } from "./projects/requests";

const summary = {
  productId: 7,
  sku: "KOR-FR-100",
  slug: "korrin-fridge",
  uri: "/p/korrin-fridge",
  title: "Korrin fridge",
  brand: "Korrin",
  currency: "AUD",
  price: 1299,
  rrp: 1499,
  ribbons: [{ type: "save", text: "Save $200" }],
  stockStatus: "inStock",
  condition: null,
  images: [],
};

describe("the contract's schemas", () => {
  it("are plain JSON Schema, published as the API's OpenAPI document", () => {
    expect(JSON.parse(JSON.stringify(ProductSummary))).toMatchObject({ type: "object", properties: { sku: { type: "string" } } });
    expect(JSON.parse(JSON.stringify(ProductSummary)).required).toEqual(
      expect.arrayContaining(["productId", "sku", "price", "rrp", "currency", "ribbons", "stockStatus", "images"]),
    );
  });

  it("accept what the API answers and refuse a product without a price", () => {
    expect(Value.Check(ProductSummary, summary)).toBe(true);
    const { price: _price, ...withoutPrice } = summary;
    expect(Value.Check(ProductSummary, withoutPrice)).toBe(false);
    expect(Value.Check(ProductSummary, { ...summary, stockStatus: "plenty" })).toBe(false);
  });

  it("write a value-or-null as a type list, so the serialiser needs no branch test", () => {
    expect(JSON.parse(JSON.stringify(Nullable(Type.String())))).toEqual({ type: ["string", "null"] });
    expect(JSON.parse(JSON.stringify(StringEnum(["a", "b"] as const)))).toEqual({ type: "string", enum: ["a", "b"] });
  });

  it("mark free text for the API's free-text rule", () => {
    expect(FreeText(50, 1)).toMatchObject({ type: "string", minLength: 1, maxLength: 50, [FREE_TEXT_KEYWORD]: true });
    expect(FreeText(50)).not.toHaveProperty(MULTI_LINE_KEYWORD);
    expect(FreeText(2000, 0, { multiLine: true })).toMatchObject({ [FREE_TEXT_KEYWORD]: true, [MULTI_LINE_KEYWORD]: true });
  });

  it("range-check database ids", () => {
    expect(Value.Check(Id, MAX_ID)).toBe(true);
    expect(Value.Check(Id, MAX_ID + 1)).toBe(false);
    expect(Value.Check(Id, 0)).toBe(false);
  });

  it("let the compare add answer be the list or 'limit' (spec 1 §4)", () => {
    expect(Value.Check(CompareAddAnswer, "limit")).toBe(true);
    expect(Value.Check(CompareAddAnswer, { products: [] })).toBe(true);
    expect(Value.Check(CompareAddAnswer, "full")).toBe(false);
  });

  it("describe the whole cart every cart change answers", () => {
    const empty = {
      cartId: "00000000-0000-0000-0000-000000000000",
      products: [],
      rewards: [],
      productCount: 0,
      orderTotal: 0,
      messages: [],
      errors: [],
    };
    expect(Value.Check(Cart, empty)).toBe(true);
    expect(Value.Check(Cart, { ...empty, orderTotal: "0" })).toBe(false);
  });
});

describe("the projects' emails", () => {
  it("follow validation's email rule (spec 1 §5: local part, @, dotted domain), blank allowed where optional", () => {
    for (const email of ["jo@example.com", "a@b.co", "jo@example..com", "jo@.example.com", "jo@example", "jo @example.com"]) {
      expect(Value.Check(CustomerProjectCountQuery, { email }), email).toBe(isValidEmail(email));
    }
    expect(Value.Check(CustomerProjectCountQuery, { email: "" })).toBe(true);
  });
});

describe("the API's UUIDs", () => {
  it("are UUID_PATTERN's ids in lower case, as randomUUID writes them", () => {
    expect(isCanonicalUuid("0b6f5c1e-6a2d-4c1e-9f3a-2b7d8e9f0a1b")).toBe(true);
    expect(isCanonicalUuid("0B6F5C1E-6A2D-4C1E-9F3A-2B7D8E9F0A1B")).toBe(false);
    expect(isCanonicalUuid("0b6f5c1e6a2d4c1e9f3a2b7d8e9f0a1b")).toBe(false);
    expect(isCanonicalUuid("0b6f5c1e-6a2d-4c1e-9f3a-2b7d8e9f0a1b\n")).toBe(false);
  });
});
