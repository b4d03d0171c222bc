import type { Theme } from "../theme/types";
import { andooTheme, aolNzTheme, aolTheme, fkTheme, hcTheme, waTheme } from "./brands";
import {
  blueHomeGoodsTheme,
  hardwareTheme,
  homeCommerceTheme,
  kitchenShowroomTheme,
  tradeCommercialTheme,
  wineCellarTheme,
} from "./presets";

export { andooTheme, aolNzTheme, aolTheme, fkTheme, hcTheme, waTheme } from "./brands";
export {
  blueHomeGoodsTheme,
  hardwareTheme,
  homeCommerceTheme,
  kitchenShowroomTheme,
  tradeCommercialTheme,
  wineCellarTheme,
} from "./presets";

/** The themes of the six storefront apps (BRANDS.md). */
export const appThemes = {
  wa: waTheme,
  aol: aolTheme,
  "aol-nz": aolNzTheme,
  andoo: andooTheme,
  hc: hcTheme,
  fk: fkTheme,
} as const satisfies Record<string, Theme>;

/** The spec's other themes, ready for a new app to pick (spec 1 §9). */
export const presetThemes = {
  "kitchen-showroom": kitchenShowroomTheme,
  "home-commerce": homeCommerceTheme,
  "blue-home-goods": blueHomeGoodsTheme,
  "wine-cellar": wineCellarTheme,
  hardware: hardwareTheme,
  "trade-commercial": tradeCommercialTheme,
} as const satisfies Record<string, Theme>;

export type AppThemeName = keyof typeof appThemes;
export type PresetThemeName = keyof typeof presetThemes;
export type ThemeName = AppThemeName | PresetThemeName;

/** Every theme by name, app themes first, for the Storybook switcher and for new apps picking a theme. */
export const themes: Readonly<Record<string, Theme>> = { ...appThemes, ...presetThemes };

/** The names of `themes`, in switcher order. */
export const themeNames = [...Object.keys(appThemes), ...Object.keys(presetThemes)] as ThemeName[];
