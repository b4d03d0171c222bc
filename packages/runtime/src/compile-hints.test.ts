import { describe, expect, it } from "vitest";
import type { Rollup } from "vite";
import { COMPILE_HINT, compileHints, withCompileHint } from "./compile-hints";

describe("the compile hint", () => {
  it("is the first line of a chunk's code, once", () => {
    const hinted = withCompileHint('import{a as o}from"./a.js";o();');
    expect(hinted).toBe(`//# allFunctionsCalledOnLoad\nimport{a as o}from"./a.js";o();`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it("moves a source map's mappings one line down with the code", () => {
    const map = { mappings: "AAAA,SAAS" };
    withCompileHint("f();", map);
    expect(map.mappings).toBe(";AAAA,SAAS");
  });

  it("begins every JavaScript chunk of the browser build and no other file", () => {
    const chunk = { type: "chunk", fileName: "assets/root-abc.js", code: "export{};", map: null } as unknown as Rollup.OutputChunk;
    const css = { type: "asset", fileName: "assets/root-abc.css", source: "a{}" } as unknown as Rollup.OutputAsset;
    const bundle: Rollup.OutputBundle = { [chunk.fileName]: chunk, [css.fileName]: css };
    const plugin = compileHints();
    const { handler } = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void };
    handler.call({}, {}, bundle);
    expect(chunk.code).toBe(`${COMPILE_HINT}export{};`);
    expect(css.source).toBe("a{}");
  });
});
