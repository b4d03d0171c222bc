export { default } from "@storefront/vitest-config/node";
