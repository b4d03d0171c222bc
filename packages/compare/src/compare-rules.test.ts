import { describe, expect, it } from "vitest";
import {
  addComparedProduct,
  comparePagePath,
  comparisonPath,
  initialTrayState,
  isTrayHiddenOn,
  overlayReducer,
  skusFromLocation,
  toComparedProduct,
  trayReducer,
  type TrayState,
} from "./compare-rules";
import { product } from "./test-helpers";

describe("compare rules", () => {
  it("builds the local compare product from the product record (spec 1 §3)", () => {
    expect(
      toComparedProduct({
        productId: 56,
        sku: "NOR-FR1065",
        title: "Norrland Bar Fridge",
        price: 3789,
        uri: "/p/nor",
        manufacturer: { name: "Norrland", thumbnail: "/brand/norrland.svg" },
        images: [{ thumbUrl: "/img/1.svg?size=thumb" }, { thumbUrl: "/img/2.svg" }],
      }),
    ).toEqual({
      brandImage: "/brand/norrland.svg",
      brandName: "Norrland",
      productId: 56,
      productImage: "/img/1.svg?size=thumb",
      productName: "Norrland Bar Fridge",
      productSKU: "NOR-FR1065",
      price: 3789,
      uri: "/p/nor",
    });
    expect(toComparedProduct({ productId: 1, sku: "A", title: "A", images: [] }).productImage).toBe("");
  });

  it("keeps at most three products and reports 'limit' on the fourth", () => {
    const three = ["A", "B", "C"].map((sku) => product(sku));
    expect(addComparedProduct(three.slice(0, 2), product("C")).result).toBe("ok");
    const outcome = addComparedProduct(three, product("D"));
    expect(outcome.result).toBe("limit");
    expect(outcome.products.map((item) => item.productSKU)).toEqual(["A", "B", "C"]);
    expect(addComparedProduct(three, product("A")).result).toBe("duplicate");
  });

  it("hides the tray on home (unless allowed), checkout and compare paths", () => {
    expect(isTrayHiddenOn("/", false)).toBe(true);
    expect(isTrayHiddenOn("/", true)).toBe(false);
    expect(isTrayHiddenOn("/customer/checkout", false)).toBe(true);
    expect(isTrayHiddenOn("/compare", false)).toBe(true);
    expect(isTrayHiddenOn("/comparison/A/B", false)).toBe(true);
    expect(isTrayHiddenOn("/c/kitchen", false)).toBe(false);
  });

  it("leaves to /comparison with each SKU encoded, and builds /compare?sku=a~b", () => {
    expect(comparisonPath(["AB-1", "X/Y"])).toBe("/comparison/AB-1/X%2FY");
    expect(comparePagePath(["A", "B", "C"])).toBe("/compare?sku=A~B~C");
  });

  it("reads at most three SKUs from either compare address", () => {
    expect(skusFromLocation("/compare", "?sku=A~B~B~C~D")).toEqual(["A", "B", "C"]);
    expect(skusFromLocation("/comparison/A/X%2FY", "")).toEqual(["A", "X/Y"]);
    expect(skusFromLocation("/compare", "")).toEqual([]);
  });
});

describe("bottom-bar tray (spec 1 §4)", () => {
  const run = (events: Parameters<typeof trayReducer>[1][], from: TrayState = initialTrayState) => events.reduce(trayReducer, from);

  it("starts minimised, even when products are already listed", () => {
    expect(run([{ type: "listChanged", skus: ["A", "B"] }]).expanded).toBe(false);
  });

  it("opens on any change to the list after the first", () => {
    expect(
      run([
        { type: "listChanged", skus: ["A"] },
        { type: "listChanged", skus: ["A", "B"] },
      ]).expanded,
    ).toBe(true);
    expect(
      run([
        { type: "listChanged", skus: ["A", "B"] },
        { type: "listChanged", skus: ["A"] },
      ]).expanded,
    ).toBe(true);
  });

  it("minimises on Hide and on Compare, and expands on the pin", () => {
    const open = run([{ type: "listChanged", skus: ["A"] }, { type: "pin" }]);
    expect(open.expanded).toBe(true);
    expect(trayReducer(open, { type: "hide" }).expanded).toBe(false);
    expect(trayReducer(open, { type: "compare" }).expanded).toBe(false);
  });

  it("closes when the list empties", () => {
    expect(run([{ type: "listChanged", skus: ["A"] }, { type: "pin" }, { type: "listChanged", skus: [] }]).expanded).toBe(false);
  });
});

describe("shell overlay (spec 1 §4)", () => {
  const run = (events: Parameters<typeof overlayReducer>[1][]) => events.reduce(overlayReducer, initialTrayState);

  it("opens when products exist or one is added, and closes when the list empties", () => {
    expect(run([{ type: "listChanged", skus: ["A"] }]).expanded).toBe(true);
    expect(
      run([
        { type: "listChanged", skus: [] },
        { type: "listChanged", skus: ["A"] },
      ]).expanded,
    ).toBe(true);
    expect(
      run([
        { type: "listChanged", skus: ["A"] },
        { type: "listChanged", skus: [] },
      ]).expanded,
    ).toBe(false);
  });

  it("stays collapsed after Hide when a product is removed, and reopens when one is added", () => {
    const hidden = run([{ type: "listChanged", skus: ["A", "B"] }, { type: "hide" }]);
    expect(overlayReducer(hidden, { type: "listChanged", skus: ["A"] }).expanded).toBe(false);
    expect(overlayReducer(hidden, { type: "listChanged", skus: ["A", "B", "C"] }).expanded).toBe(true);
  });
});
