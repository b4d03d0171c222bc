import { describe, expect, it } from "vitest";
import { redirectResponseOf } from "./redirects";

describe("the redirect table's answer as a response (spec 1 §8)", () => {
  it("is a 301 to another host or inside the shop, and nothing without a destination", () => {
    const external = redirectResponseOf({ kind: "external", url: "https://brand.example.com/p/new" });
    expect(external?.status).toBe(301);
    expect(external?.headers.get("location")).toBe("https://brand.example.com/p/new");
    expect(redirectResponseOf({ kind: "internal", path: "/p/new", replace: true })?.headers.get("location")).toBe("/p/new");
    expect(redirectResponseOf({ kind: "notFound", path: "/404" })).toBeUndefined();
    expect(redirectResponseOf(undefined)).toBeUndefined();
  });
});
