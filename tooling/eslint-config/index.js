// One flat config for every package: `export default storefrontConfig` from an eslint.config.js.
import js from "@eslint/js";
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

export const storefrontConfig = tseslint.config(ignores, js.configs.recommended, ...tseslint.configs.recommended, layerRules, {
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
});

export default storefrontConfig;
