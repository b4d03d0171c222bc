import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { packageConfig } from "./index.js";

// The project's Node major (.nvmrc); the root package.json installs that Node from the registry
// (devDependency "node") so every pnpm script and turbo task runs on it, whatever the machine has.
const major = readFileSync(new URL("../../.nvmrc", import.meta.url), "utf8").trim();

test(`turbo tasks and Vitest run on the project's Node ${major}, not the machine's`, () => {
  console.log(`turbo task on Node ${process.version} (${process.execPath})`);
  expect(process.versions.node.split(".")[0]).toBe(major);
});

test("server builds target that same Node", () => {
  const dir = mkdtempSync(join(tmpdir(), "tsup-config-"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ exports: { "./x": { development: "./src/x.ts", default: "./dist/x.js" } } }));
  expect(packageConfig({ packageDir: dir, node: true }).target).toBe(`node${major}`);
});
