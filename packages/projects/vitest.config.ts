export { default } from "@storefront/vitest-config/jsdom";
