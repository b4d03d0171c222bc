import { describe, expect, it } from "vitest";
import { directionsUrl, hasMalformedPercentEncoding, hasOverlongSegment, isExternalHref, PATH_SEGMENT_MAX_LENGTH, telHref } from "./links";

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

describe("percent-encoding of an address (issue 18 item 2)", () => {
  it.each(["/c/%E0%A4%A", "/c/%", "/p/%zz", "/c/%C0%AF", "/search/%FF"])("finds %j malformed", (path) => {
    expect(hasMalformedPercentEncoding(path)).toBe(true);
  });

  it.each(["/c/fridges", "/c/%E0%A4%A8", "/search/caf%C3%A9", "/c/100%25", "/"])("finds %j well formed", (path) => {
    expect(hasMalformedPercentEncoding(path)).toBe(false);
  });
});

describe("over-long path segments (issue 41 item 4)", () => {
  it("finds a segment past 100 characters, alone or in a splat", () => {
    expect(PATH_SEGMENT_MAX_LENGTH).toBe(100);
    expect(hasOverlongSegment("a".repeat(101))).toBe(true);
    expect(hasOverlongSegment(`kitchen/${"b".repeat(101)}/x`)).toBe(true);
  });

  it("lets 100 characters and many short segments through", () => {
    expect(hasOverlongSegment("a".repeat(100))).toBe(false);
    expect(hasOverlongSegment(Array.from({ length: 40 }, () => "kitchen").join("/"))).toBe(false);
    expect(hasOverlongSegment("")).toBe(false);
  });
});

describe("store links (spec 1 §2.10)", () => {
  it("links directions to the store's coordinates when known, else to its address", () => {
    expect(directionsUrl({ latitude: -37.8, longitude: 145, fullAddress: "x" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-37.8%2C145",
    );
    expect(directionsUrl({ fullAddress: "1 Main St, Richmond VIC 3121" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Richmond%20VIC%203121",
    );
  });

  it("dials a number written with spaces and brackets", () => {
    expect(telHref("(03) 8563 4160")).toBe("tel:0385634160");
    expect(telHref("+64 9 300 1234")).toBe("tel:+6493001234");
  });
});
