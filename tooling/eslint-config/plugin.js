import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { hasLayer, importProblem, layerNameOf, workspacePackageOf } from "./layers.js";

const manifests = new Map();

/** The package a file belongs to: the nearest package.json above it (its name, folder and dependencies). */
function packageOf(filename) {
  let dir = dirname(resolve(filename));
  for (;;) {
    if (manifests.has(dir)) return manifests.get(dir);
    const file = join(dir, "package.json");
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, "utf8"));
      const found = {
        name: manifest.name,
        dir,
        declared: new Set([
          ...Object.keys(manifest.dependencies ?? {}),
          ...Object.keys(manifest.devDependencies ?? {}),
          ...Object.keys(manifest.peerDependencies ?? {}),
        ]),
      };
      manifests.set(dir, found);
      return found;
    }
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

const layersRule = {
  meta: {
    type: "problem",
    docs: {
      description: "Imports point down the layers of ARCHITECTURE.md, never up or sideways, by package name, from declared dependencies",
    },
    schema: [],
    messages: {
      upward:
        "{{from}} ({{fromLayer}}) must not import {{to}} ({{toLayer}}): imports point down the layers (tooling/eslint-config/layers.js).",
      sideways:
        "{{from}} must not import {{to}}: both are in the {{toLayer}} layer, which never imports itself (a domain never imports another domain).",
      bypass:
        "{{from}} ({{fromLayer}}) must not import {{to}} ({{toLayer}}): the {{fromLayer}} layer is not built on the {{toLayer}} layer (tooling/eslint-config/layers.js).",
      infrastructure:
        "{{from}} ({{fromLayer}}) must not import {{to}} ({{toLayer}}): the runtime imports only validation, and only the composition and the apps import it.",
      unknown: "{{to}} has no layer: add it to the layer map in tooling/eslint-config/layers.js.",
      unlayered: "{{from}} has no layer: add it to the layer map in tooling/eslint-config/layers.js, with the layers it is built on.",
      undeclared: "{{from}} imports {{to}} without declaring it in its package.json.",
      crossPackagePath: "Import another package by its name, not by a path into its folder.",
    },
  },
  create(context) {
    const own = packageOf(context.physicalFilename ?? context.filename);
    if (!own?.name) return {};
    const layered = hasLayer(own.name);
    const check = (node, source) => {
      if (typeof source !== "string") return;
      if (source.startsWith(".")) {
        const target = resolve(dirname(context.physicalFilename ?? context.filename), source);
        if (!target.startsWith(own.dir + sep) && target !== own.dir) context.report({ node, messageId: "crossPackagePath" });
        return;
      }
      const to = workspacePackageOf(source);
      if (!to || to === own.name) return;
      const data = { from: own.name, to, fromLayer: layerNameOf(own.name), toLayer: layerNameOf(to) };
      // A package with no layer is reported once, on the file (below), not at every import.
      const problem = layered ? importProblem(own.name, to) : null;
      if (problem) context.report({ node, messageId: problem, data });
      else if (!own.declared.has(to)) context.report({ node, messageId: "undeclared", data });
    };
    return {
      Program: (node) => {
        if (!layered) context.report({ node, loc: { line: 1, column: 0 }, messageId: "unlayered", data: { from: own.name } });
      },
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

/** The storefront's own lint rules. */
export const storefrontPlugin = { meta: { name: "storefront" }, rules: { layers: layersRule } };
