import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test-helpers";
import { SocialTags } from "./SocialTags";

function tags(path: string, child: { id?: string; path: string; handle: unknown; loader?: () => unknown }) {
  renderWithProviders(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ companyName: "Wattle & Ash", settings: {}, origin: "https://Shop.Example.com" }),
        element: <SocialTags />,
        children: [{ ...child, element: null }],
      },
    ],
    { path },
  );
}

const meta = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute("content");

describe("SocialTags (spec 1 §3, spec 3 §9)", () => {
  it("gives a product page its share type, image and a lower-case canonical link", async () => {
    tags("/p/Oven-60/", {
      path: "p/*",
      handle: { pageType: "product" },
      loader: () => ({
        page: {
          social: {
            title: "Oven 60 | Wattle & Ash",
            description: "A fine oven",
            image: { url: "/api/images/product/O60/1.svg?size=large" },
          },
        },
      }),
    });
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "https://shop.example.com/p/oven-60"),
    );
    expect(meta("og:type")).toBe("product");
    expect(meta("og:title")).toBe("Oven 60 | Wattle & Ash");
    expect(meta("og:image")).toBe("https://Shop.Example.com/api/images/product/O60/1.svg?size=large");
    expect(meta("og:image:width")).toBe("1600");
    expect(meta("og:image:height")).toBe("630");
  });

  it("types category and search pages product.group and falls back to the route's purpose", async () => {
    tags("/search/oven", { id: "catalogue/search", path: "search/:uri", handle: { pageType: "search" } });
    await waitFor(() => expect(meta("og:type")).toBe("product.group"));
    expect(meta("og:title")).toBe("Search results | Wattle & Ash");
  });
});
