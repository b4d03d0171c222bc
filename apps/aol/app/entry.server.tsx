export { default, streamTimeout } from "@storefront/runtime/entry-server";
