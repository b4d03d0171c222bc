import type { ViteUserConfig } from "vitest/config";

declare const preset: ViteUserConfig;
export default preset;
export declare const nodePreset: ViteUserConfig;
export declare const jsdomPreset: ViteUserConfig;
