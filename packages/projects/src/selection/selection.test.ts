import { describe, expect, it } from "vitest";
import { selectAll, selectionAfterLoad, selectNothing, toggleFolder, toggleProduct, type SelectableProject } from "./selection";

const project: SelectableProject = {
  id: 7,
  folders: [
    { id: 1, products: [{ productCode: "FRIDGE-1" }, { productCode: "OVEN-2" }] },
    { id: 2, products: [{ productCode: "WASHER-3" }] },
  ],
};

describe("project selection (spec 3 §4)", () => {
  it("selects every folder and product when a project loads", () => {
    expect(selectAll(project)).toEqual({ projectId: 7, folderIds: [1, 2], productCodes: ["FRIDGE-1", "OVEN-2", "WASHER-3"] });
  });

  it("keeps a staff member's selection on a refresh of the same project, cut to what still exists", () => {
    const previous = toggleProduct(toggleFolder(selectAll(project), project.folders[1]!, false), "OVEN-2", false);
    expect(previous).toEqual({ projectId: 7, folderIds: [1], productCodes: ["FRIDGE-1"] });
    const refreshed: SelectableProject = {
      id: 7,
      folders: [
        { id: 2, products: [{ productCode: "WASHER-3" }] },
        { id: 3, products: [] },
      ],
    };
    expect(selectionAfterLoad(previous, refreshed, true)).toEqual({ projectId: 7, folderIds: [], productCodes: [] });
    const kept: SelectableProject = { id: 7, folders: [{ id: 1, products: [{ productCode: "FRIDGE-1" }, { productCode: "OVEN-2" }] }] };
    expect(selectionAfterLoad(previous, kept, true)).toEqual({ projectId: 7, folderIds: [1], productCodes: ["FRIDGE-1"] });
  });

  it("selects everything again when another project loads, or for a reader who is not staff", () => {
    const previous = toggleFolder(selectAll(project), project.folders[0]!, false);
    expect(selectionAfterLoad(previous, { ...project, id: 8 }, true)).toEqual({ ...selectAll(project), projectId: 8 });
    expect(selectionAfterLoad(previous, project, false)).toEqual(selectAll(project));
  });

  it("selects nothing for an empty project (a 204)", () => {
    expect(selectNothing(7)).toEqual({ projectId: 7, folderIds: [], productCodes: [] });
  });

  it("ticks a folder with its products, and unticks them together", () => {
    const none = toggleFolder(selectAll(project), project.folders[0]!, false);
    expect(none).toEqual({ projectId: 7, folderIds: [2], productCodes: ["WASHER-3"] });
    expect(toggleFolder(none, project.folders[0]!, true)).toEqual({
      projectId: 7,
      folderIds: [2, 1],
      productCodes: ["WASHER-3", "FRIDGE-1", "OVEN-2"],
    });
  });
});
