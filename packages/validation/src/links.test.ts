import { describe, expect, it } from "vitest";
import { isExternalHref } from "./links";

describe("external links (spec 1 §2.2)", () => {
  it("are the addresses starting with http or https, in any case", () => {
    expect(isExternalHref("https://partner.example/x")).toBe(true);
    expect(isExternalHref(" HTTP://partner.example")).toBe(true);
  });

  it.each(["/stores", "stores", "mailto:help@example.com", "tel:1300050050", "#top", "//partner.example"])(
    "leave %j on this site's rules",
    (href) => {
      expect(isExternalHref(href)).toBe(false);
    },
  );
});
