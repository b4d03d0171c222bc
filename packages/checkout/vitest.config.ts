// Pure modules so far (no React): the node preset. The package switches to the jsdom preset with its first component.
export { default } from "@storefront/vitest-config/node";
