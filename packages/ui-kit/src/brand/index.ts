export type { BrandConfig, BrandFeatures, Country, Currency } from "./BrandConfig";
export { defaultFeatures, defineBrand, type BrandDefinition, type FeatureOverrides } from "./defaults";
export { BrandProvider, useBrand } from "./BrandProvider";
