import { describe, expect, it } from "vitest";
import { sameSitePath } from "./return-path";

describe("return paths", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(sameSitePath("/stores?x=1#map")).toBe("/stores?x=1#map");
    expect(sameSitePath(" /c/kitchen ")).toBe("/c/kitchen");
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "\\/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    `/${"a".repeat(2000)}`,
  ])("refuses %j, which leaves the site or is no path", (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it("refuses what is not text", () => {
    expect(sameSitePath(undefined)).toBeNull();
    expect(sameSitePath(42)).toBeNull();
  });
});
