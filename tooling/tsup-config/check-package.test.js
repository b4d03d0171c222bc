import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { packageOf, problemsOfDist } from "./dist-imports.js";

const { hooks } = createRequire(import.meta.url)("../../.pnpmfile.cjs");

function builtPackage(files) {
  const dir = mkdtempSync(join(tmpdir(), "check-package-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, "dist", name, ".."), { recursive: true });
    writeFileSync(join(dir, "dist", name), text);
  }
  return dir;
}

test("a bare specifier names its package; relative paths and Node builtins name none", () => {
  expect(["react-dom/client", "@tanstack/react-query", "./x.js", "node:fs", "path"].map(packageOf)).toEqual([
    "react-dom",
    "@tanstack/react-query",
    undefined,
    undefined,
    undefined,
  ]);
});

test("a dist that imports only its dependencies and peers passes", () => {
  const dir = builtPackage({
    "a.js": 'import { jsx } from "react/jsx-runtime";\nimport { object } from "yup";\nimport { x } from "./chunk.js";\nimport "node:fs";',
    "a.d.ts": 'import type { ReactNode } from "react";\nexport declare const a: ReactNode;',
    "lazy.js": 'const m = () => import("@acme/kit/theme");',
    "prose.js": '/** spec 3 §9: the export\'s "no limit". */\nexport*from"./chunk.js";export{b}from"./b.js";',
  });
  const pkg = { name: "@acme/a", dependencies: { yup: "1", "@acme/kit": "1" }, peerDependencies: { react: "19" } };
  expect(problemsOfDist(dir, pkg)).toEqual([]);
});

test("an undeclared import, bundled node_modules code and React as a dependency are each reported", () => {
  const dir = builtPackage({
    "a.js":
      'import { create } from "zustand";\n\n// ../../node_modules/.pnpm/clsx@2.1.1/node_modules/clsx/dist/clsx.mjs\nfunction clsx() {}',
    "b.d.ts": 'export { Link } from "react-router";',
  });
  const problems = problemsOfDist(dir, { name: "@acme/a", dependencies: { react: "19" } });
  expect(problems).toEqual([
    "react is a dependency: it must be a peer dependency (one copy per app)",
    "dist/a.js bundles clsx from node_modules: declare it as a dependency or peer",
    "dist/a.js imports zustand, which is neither a dependency nor a peer dependency",
    "dist/b.d.ts imports react-router, which is neither a dependency nor a peer dependency",
  ]);
});

test("packing drops the development condition and the sources, keeping a source file an export names", () => {
  const pkg = {
    name: "@acme/kit",
    files: ["dist", "src", "!src/**/*.test.ts"],
    exports: {
      "./package.json": "./package.json",
      "./theme": { development: "./src/theme.ts", types: "./dist/theme.d.ts", default: "./dist/theme.js" },
      "./styled": { types: "./src/styled.d.ts" },
    },
  };
  expect(hooks.beforePacking(pkg)).toEqual({
    name: "@acme/kit",
    files: ["dist", "src/styled.d.ts"],
    exports: {
      "./package.json": "./package.json",
      "./theme": { types: "./dist/theme.d.ts", default: "./dist/theme.js" },
      "./styled": { types: "./src/styled.d.ts" },
    },
  });
  expect(pkg.exports["./theme"].development).toBe("./src/theme.ts");
  const app = { name: "app", private: true, exports: pkg.exports };
  expect(hooks.beforePacking(app)).toBe(app);
});
