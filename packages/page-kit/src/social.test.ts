import { describe, expect, it } from "vitest";
import { canonicalUrl, SHARE_IMAGE_SIZES, shareTypeOf, sizedImage } from "./social";

describe("share tags (spec 1 §3, spec 3 §9)", () => {
  it("types a static page article, a product page product, category and search product.group, the rest website", () => {
    expect(shareTypeOf("static")).toBe("article");
    expect(shareTypeOf("product")).toBe("product");
    expect(shareTypeOf("categoryPage")).toBe("product.group");
    expect(shareTypeOf("search")).toBe("product.group");
    expect(shareTypeOf("homepage")).toBe("website");
    expect(shareTypeOf(undefined)).toBe("website");
  });

  it("knows the three image sizes and asks the API for a product image in one of them", () => {
    expect(SHARE_IMAGE_SIZES).toEqual({
      small: { width: 150, height: 150 },
      medium: { width: 350, height: 380 },
      large: { width: 1600, height: 630 },
    });
    expect(sizedImage("/api/images/p/1.svg?size=thumb", "large")).toBe("/api/images/p/1.svg?size=large");
    expect(sizedImage("/api/images/p/1.svg", "small")).toBe("/api/images/p/1.svg?size=thumb");
  });

  it("writes the canonical link in https and lower case, with a trailing slash only on the root", () => {
    expect(canonicalUrl("http://Shop.Example.com", "/Stores/")).toBe("https://shop.example.com/stores");
    expect(canonicalUrl("https://shop.example.com", "/")).toBe("https://shop.example.com/");
    expect(canonicalUrl("https://shop.example.com", "")).toBe("https://shop.example.com/");
  });
});
