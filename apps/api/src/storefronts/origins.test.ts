import { describe, expect, it } from "vitest";
import { STOREFRONTS } from "./index";
import { storefrontOrigins } from "./origins";

const wa = STOREFRONTS.get("wa")!;
const aolNz = STOREFRONTS.get("aol-nz")!;

describe("the storefronts' public origins (STOREFRONT_ORIGINS)", () => {
  it("are each storefront's local server by default, for mailed links and for writes", () => {
    const origins = storefrontOrigins({});
    expect(origins.originOf(wa)).toBe(`http://localhost:${wa.port}`);
    expect(origins.writers).toEqual(expect.arrayContaining([`http://localhost:${wa.port}`, `http://127.0.0.1:${aolNz.port}`]));
  });

  it("take brand=origin pairs: the named storefronts answer on their origin alone, the others stay local", () => {
    const origins = storefrontOrigins({ STOREFRONT_ORIGINS: "wa=https://shop.example.com.au, aol-nz=https://shop.example.co.nz/" });
    expect(origins.originOf(wa)).toBe("https://shop.example.com.au");
    expect(origins.originOf(aolNz)).toBe("https://shop.example.co.nz");
    expect(origins.writers).toEqual(expect.arrayContaining(["https://shop.example.com.au", "https://shop.example.co.nz"]));
    expect(origins.writers).not.toContain(`http://localhost:${wa.port}`);
    expect(origins.writers).toContain(`http://localhost:${STOREFRONTS.get("hc")!.port}`);
  });

  it.each(["https://shop.example.com", "wa=https://shop.example.com/path", "wa=javascript:alert(1)"])(
    "refuse %j with a clear error",
    (value) => {
      expect(() => storefrontOrigins({ STOREFRONT_ORIGINS: value })).toThrow(/STOREFRONT_ORIGINS takes brand=https:\/\/origin pairs/);
    },
  );
});
