import { describe, expect, it } from "vitest";
import type { ProjectFolder, ProjectProduct } from "@storefront/api-client/projects";
import { movedFolderOrder, movedProductOrder, sortedProductOrder } from "./sort-order";

const folder = (id: number, sortOrder: number) => ({ id, sortOrder, title: `F${id}`, products: [], files: [] }) as ProjectFolder;
const product = (productCode: string, sortOrder: number, title: string, price: number, sku: string) =>
  ({ productCode, sortOrder, title, price, sku }) as ProjectProduct;

describe("project sort controls (issue 45 item 12)", () => {
  it("moves a folder up or down, and not past the ends", () => {
    const folders = [folder(3, 2), folder(1, 1), folder(9, 3)];
    expect(movedFolderOrder(folders, 9, "up")).toEqual([
      { folderId: 1, sortOrder: 1 },
      { folderId: 9, sortOrder: 2 },
      { folderId: 3, sortOrder: 3 },
    ]);
    expect(movedFolderOrder(folders, 1, "up")).toBeUndefined();
    expect(movedFolderOrder(folders, 9, "down")).toBeUndefined();
  });

  it("moves a product within its folder", () => {
    const products = [product("a", 1, "Oven", 900, "B-2"), product("b", 2, "Fridge", 1500, "A-1")];
    expect(movedProductOrder(products, "a", "down")).toEqual(["b", "a"]);
    expect(movedProductOrder(products, "a", "up")).toBeUndefined();
  });

  it("sorts a folder's products by name, price either way, or SKU", () => {
    const products = [product("a", 1, "Oven", 900, "B-2"), product("b", 2, "Fridge", 1500, "A-1"), product("c", 3, "Cooktop", 400, "C-3")];
    expect(sortedProductOrder(products, "name")).toEqual(["c", "b", "a"]);
    expect(sortedProductOrder(products, "priceAsc")).toEqual(["c", "a", "b"]);
    expect(sortedProductOrder(products, "priceDesc")).toEqual(["b", "a", "c"]);
    expect(sortedProductOrder(products, "sku")).toEqual(["b", "a", "c"]);
  });
});
