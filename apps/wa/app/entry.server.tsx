export { default, streamTimeout } from "@storefront/composition/entry-server";
// The production server draws /favicon.ico from the brand (packages/runtime/src/favicon.ts).
export { brand } from "./brand";
