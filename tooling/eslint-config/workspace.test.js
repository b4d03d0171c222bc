import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const skipped = new Set(["node_modules", "dist", "build", "storybook-static", ".react-router", "coverage", ".turbo", ".data"]);
const code = /\.(ts|tsx|js|mjs|cjs|json)$/;

function filesOf(dir) {
  return readdirSync(dir).flatMap((entry) => {
    if (skipped.has(entry)) return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return filesOf(path);
    return code.test(entry) && entry !== "package.json" ? [path] : [];
  });
}

const workspace = ["apps", "packages", "tooling"].flatMap((group) =>
  readdirSync(join(root, group))
    .map((folder) => ({ group, folder, dir: join(root, group, folder) }))
    .filter(({ dir }) => existsSync(join(dir, "package.json")))
    .map((place) => ({ ...place, manifest: JSON.parse(readFileSync(join(place.dir, "package.json"), "utf8")) })),
);
const nameOfPackageFolder = new Map(
  workspace.filter(({ group }) => group === "packages").map(({ folder, manifest }) => [folder, manifest.name]),
);

/** The workspace packages a package's code and configuration name: in a quoted import or setting, or as a path into packages/. */
function usedBy({ dir, manifest }) {
  const used = new Set();
  for (const file of filesOf(dir)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/["'](@storefront\/[a-z0-9-]+)/g)) used.add(match[1]);
    for (const match of text.matchAll(/["'][^"'\n]*packages\/([a-z0-9-]+)\//g)) {
      const name = nameOfPackageFolder.get(match[1]);
      if (name) used.add(name);
    }
  }
  used.delete(manifest.name);
  return [...used].sort();
}

function declaredBy({ manifest }) {
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
  return [...new Set(names.filter((name) => name.startsWith("@storefront/")))].sort();
}

// This package's own sources name every package (the layer map and its tests): they are data, not uses.
const checked = workspace.filter(({ manifest }) => manifest.name !== "@storefront/eslint-config");

describe("every package.json", { timeout: 60_000 }, () => {
  it.each(checked.map((place) => [place.manifest.name, place]))("%s declares exactly the workspace packages it uses", (_name, place) => {
    expect(declaredBy(place)).toEqual(usedBy(place));
  });
});
