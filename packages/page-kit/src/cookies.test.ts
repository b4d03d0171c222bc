// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseCookies, readCookie } from "./cookies";

describe("the cookie reader", () => {
  it("reads each name=value pair, white space around them ignored", () => {
    expect([...parseCookies(" a=1;b=two ;  c=x%20y")]).toEqual([
      ["a", "1"],
      ["b", "two"],
      ["c", "x%20y"],
    ]);
    expect(readCookie("a=1; flash=%7B%7D", "flash")).toBe("%7B%7D");
  });

  it("tells an empty cookie from a missing one, and keeps the first of a name sent twice", () => {
    expect(readCookie("closed=; other=1", "closed")).toBe("");
    expect(readCookie("other=1", "closed")).toBeUndefined();
    expect(readCookie(null, "closed")).toBeUndefined();
    expect(readCookie("sid=first; sid=second", "sid")).toBe("first");
  });

  it("does not take a cookie whose name only ends or starts with the one asked for", () => {
    expect(readCookie("xflash=1; flashy=2", "flash")).toBeUndefined();
  });

  it("keeps an = inside a value and skips pairs with no name", () => {
    expect(readCookie("=orphan; token=a=b=", "token")).toBe("a=b=");
  });
});
