// One flat config for every package: `export default storefrontConfig` from an eslint.config.js.
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { storefrontPlugin } from "./plugin.js";

export const ignores = {
  ignores: ["**/dist/**", "**/build/**", "**/.react-router/**", "**/storybook-static/**", "**/coverage/**"],
};

/** Imports point down the layers (layers.js); a test proves the rule fires. */
export const layerRules = {
  files: ["**/*.{js,mjs,ts,tsx}"],
  plugins: { storefront: storefrontPlugin },
  rules: { "storefront/layers": "error" },
};

const nodeResolver = createNodeResolver({
  extensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
  extensionAlias: { ".js": [".ts", ".tsx", ".js"] },
});

/**
 * Resolves a package's own files only (relative imports): a cycle inside a package runs through
 * them, and imports by name (other workspace packages, libraries) cannot close one, since imports
 * between packages point down the layers. Skipping them keeps the rule's walk short.
 */
const ownFilesResolver = {
  interfaceVersion: 3,
  name: "storefront-own-files",
  resolve: (source, file) => (source.startsWith(".") ? nodeResolver.resolve(source, file) : { found: true, path: null }),
};

/**
 * No import cycles inside a package (issue 42 item 4): a module never imports, through any chain
 * of its package's modules, a module that imports it, dynamic `import()` included. Type-only
 * imports are left out: they vanish from the built code.
 */
export const cycleRules = {
  files: ["**/*.{js,mjs,ts,tsx}"],
  plugins: { "import-x": importX },
  settings: {
    "import-x/resolver-next": [ownFilesResolver],
    "import-x/extensions": [".ts", ".tsx", ".mjs", ".js"],
    "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
  },
  rules: { "import-x/no-cycle": "error" },
};

export const storefrontConfig = tseslint.config(
  ignores,
  js.configs.recommended,
  ...tseslint.configs.recommended,
  layerRules,
  cycleRules,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "19" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Plain JavaScript in the workspace is Node: servers, command-line tools, configuration, tests.
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);

export default storefrontConfig;
