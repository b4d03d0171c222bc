export { default } from "@storefront/eslint-config";
