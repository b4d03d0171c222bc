import nodePreset from "@storefront/vitest-config/node";

export default nodePreset;
