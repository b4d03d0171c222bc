import { describe, expect, it } from "vitest";
import { baseTheme, contrastRatio, themeContrastChecks } from "../theme";
import { appThemes, presetThemes, themeNames, themes } from "./index";

describe("theme presets", () => {
  it("offers the six app themes and the spec's six other presets", () => {
    expect(Object.keys(presetThemes)).toEqual([
      "kitchen-showroom",
      "home-commerce",
      "blue-home-goods",
      "wine-cellar",
      "hardware",
      "trade-commercial",
    ]);
    expect(Object.keys(themes)).toEqual([...Object.keys(appThemes), ...Object.keys(presetThemes)]);
    expect(themeNames).toEqual(Object.keys(themes));
  });

  it("names every theme after its key", () => {
    for (const [key, theme] of Object.entries(themes)) expect(theme.name).toBe(key);
  });

  it("gives every theme its own name, palette, type scale and logo", () => {
    const all = Object.values(themes);
    const distinct = (pick: (t: (typeof all)[number]) => unknown) => new Set(all.map((t) => JSON.stringify(pick(t)))).size;
    expect(distinct((t) => t.displayName)).toBe(all.length);
    expect(distinct((t) => t.color.brand.primary)).toBe(all.length);
    expect(distinct((t) => [t.color.brand, t.color.action.primary])).toBe(all.length);
    expect(distinct((t) => [t.logo.text, t.logo.tagline, t.logo.mark])).toBe(all.length);
    for (const theme of all) expect(theme.fontSizes).not.toEqual(baseTheme.fontSizes);
  });
});

describe("colour contrast (WCAG 2.2 AA)", () => {
  it("computes the known extremes", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777", "#777777")).toBeCloseTo(1, 5);
  });

  it.each(Object.entries(themes))("holds every text and control colour of %s to AA", (_name, theme) => {
    const failures = themeContrastChecks(theme)
      .map((check) => ({ ...check, ratio: Number(contrastRatio(check.foreground, check.background).toFixed(2)) }))
      .filter((check) => check.ratio < check.minimum)
      .map((check) => `${check.pair}: ${check.foreground} on ${check.background} is ${check.ratio}, needs ${check.minimum}`);
    expect(failures).toEqual([]);
  });
});
