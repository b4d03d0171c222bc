import { types as t, type PluginObj } from "@babel/core";
import type { Plugin } from "vite";
import { babelTransform } from "./babel-transform";

/** Builders whose calls only make a value: TypeBox's `Type.*`, the API contract's own, yup's. */
const PURE_CALLEES = new Set([
  "StringEnum",
  "IntegerEnum",
  "Nullable",
  "FreeText",
  "ListOf",
  "string",
  "number",
  "boolean",
  "object",
  "array",
  "mixed",
]);
const PURE_NAMESPACES = new Set(["Type"]);

/** The function a call (or a chain of calls on its result) starts from: `Type.Object`, `string`. */
function isPureBuilder(callee: t.Expression | t.V8IntrinsicIdentifier): boolean {
  if (t.isIdentifier(callee)) return PURE_CALLEES.has(callee.name);
  if (!t.isMemberExpression(callee)) return false;
  if (t.isIdentifier(callee.object)) return PURE_NAMESPACES.has(callee.object.name);
  // string().trim().max(40): a method of a builder's result.
  return t.isCallExpression(callee.object) && isPureBuilder(callee.object.callee);
}

/** Marks the module-scope builder calls `#__PURE__`, so a bundle drops the ones nothing uses. */
function annotatePureDefinitions(): PluginObj {
  return {
    visitor: {
      CallExpression(path) {
        if (path.getFunctionParent() || !isPureBuilder(path.node.callee)) return;
        const leading = path.node.leadingComments ?? [];
        if (!leading.some((comment) => /[#@]__PURE__/.test(comment.value))) t.addComment(path.node, "leading", "#__PURE__");
      },
    },
  };
}

/**
 * The API contract's schemas and the validation's form schemas are module-level values built by
 * calls a bundler must assume have effects; pages import those modules for a constant or a rule
 * beside them and would carry TypeBox and yup. This marks those calls pure (what
 * rollup-plugin-pure does for named functions), in the workspace's own sources only.
 */
export function pureDefinitions(): Plugin {
  return babelTransform(
    "storefront:pure-definitions",
    (file, code) => /\.tsx?$/.test(file) && /from ["'](?:typebox|yup|\.\/common)["']/.test(code),
    [annotatePureDefinitions],
  );
}
