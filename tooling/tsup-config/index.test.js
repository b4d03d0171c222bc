import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { entriesFromExports, externalsOf, packageConfig } from "./index.js";

const seo = { development: "./src/seo/seo.ts", types: "./dist/seo/seo.d.ts", default: "./dist/seo/seo.js" };

test("each subpath export with a source becomes the entry that builds its default file", () => {
  expect(entriesFromExports({ "./package.json": "./package.json", "./seo": seo, "./styled": { types: "./src/styled.d.ts" } })).toEqual({
    "seo/seo": "src/seo/seo.ts",
  });
});

test("a default outside dist, or types that do not match it, is refused with the subpath named", () => {
  expect(() => entriesFromExports({ "./x": { development: "./src/x.ts", default: "./src/x.ts" } })).toThrow(/exports\["\.\/x"\]/);
  expect(() => entriesFromExports({ "./x": { ...seo, types: "./dist/x.d.ts" } })).toThrow(/types/);
  expect(() => entriesFromExports({})).toThrow(/no subpath/);
});

test("dependencies and peers stay external with their subpaths, nothing else does", () => {
  const external = externalsOf({ dependencies: { "@acme/kit": "1" }, peerDependencies: { react: "19" } });
  const isExternal = (id) => external.some((pattern) => pattern.test(id));
  expect(["react", "react/jsx-runtime", "@acme/kit", "@acme/kit/theme"].every(isExternal)).toBe(true);
  expect(["react-dom", "reactive", "@acme/kitchen", "yup"].some(isExternal)).toBe(false);
});

test("the package config reads the package.json of the folder tsup runs in", () => {
  const dir = mkdtempSync(join(tmpdir(), "tsup-config-"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ exports: { "./seo": seo }, dependencies: { yup: "1" } }));
  const config = packageConfig({ packageDir: dir, node: true, entry: { server: "src/server.ts" } });
  expect(config.entry).toEqual({ "seo/seo": "src/seo/seo.ts", server: "src/server.ts" });
  expect(config.dts).toEqual({ entry: { "seo/seo": "src/seo/seo.ts" } });
  expect(config).toMatchObject({ format: ["esm"], platform: "node", target: "node24", clean: true });
});
