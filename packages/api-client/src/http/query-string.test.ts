import { describe, expect, it } from "vitest";
import { path, queryString } from "./query-string";

describe("queryString", () => {
  it("leaves out null and undefined and repeats arrays", () => {
    expect(queryString({ a: 1, b: null, c: undefined, d: ["x", "y"], e: false })).toBe("?a=1&d=x&d=y&e=false");
  });

  it("is empty with nothing to send", () => {
    expect(queryString({})).toBe("");
    expect(queryString(undefined)).toBe("");
  });
});

describe("path", () => {
  it("encodes each value as one segment", () => {
    expect(path`/api/compare/product/${"AB/12 3"}`).toBe("/api/compare/product/AB%2F12%203");
  });
});
