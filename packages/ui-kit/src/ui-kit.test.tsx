import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useTheme } from "styled-components";
import { BrandProvider, defineBrand, useBrand } from "./brand";
import { baseTheme, createTheme } from "./theme";
import { appThemes, themes, waTheme } from "./themes";
import { Wordmark } from "./wordmark/Wordmark";

describe("themes", () => {
  it("uses the spec's breakpoints in every theme", () => {
    for (const theme of Object.values(themes)) {
      expect(theme.breakpoints).toEqual({ xs: 0, sm: 520, md: 768, lg: 975, xl: 1200 });
    }
  });

  it("gives each of the six brands its own name, primary colour and wordmark", () => {
    const all = Object.values(appThemes);
    expect(all).toHaveLength(6);
    expect(new Set(all.map((t) => t.displayName)).size).toBe(6);
    expect(new Set(all.map((t) => t.color.brand.primary)).size).toBe(6);
    expect(new Set(all.map((t) => `${t.logo.text}/${t.logo.tagline ?? ""}`)).size).toBe(6);
  });

  it("overrides only what a brand names and keeps the rest of the base", () => {
    const theme = createTheme({ color: { brand: { primary: "#123456" } } });
    expect(theme.color.brand.primary).toBe("#123456");
    expect(theme.color.brand.accent).toBe(baseTheme.color.brand.accent);
    expect(theme.space).toEqual(baseTheme.space);
    expect(baseTheme.color.brand.primary).not.toBe("#123456");
  });

  it("keeps the compare layer at z-index 950", () => {
    expect(waTheme.zIndices.compare).toBe(950);
  });
});

describe("brand config", () => {
  const brand = (country: "AU" | "NZ") =>
    defineBrand({ id: "x", displayName: "X", country, theme: waTheme, port: 1, features: { showRibbons: true } });

  it("derives currency and locale from the country", () => {
    expect(brand("AU")).toMatchObject({ currency: "AUD", locale: "en-AU" });
    expect(brand("NZ")).toMatchObject({ currency: "NZD", locale: "en-NZ" });
  });

  it("fills flags the brand does not name from the defaults", () => {
    const config = brand("NZ");
    expect(config.features.showRibbons).toBe(true);
    expect(config.features.compareVariant).toBe("overlay");
    expect(config.features.checkout.zipRegion).toBe("NZ");
  });

  it("provides the config and its theme to components", () => {
    function Probe() {
      const config = useBrand();
      const theme = useTheme();
      return <p>{`${config.displayName} in ${theme.color.brand.primary}`}</p>;
    }
    render(
      <BrandProvider brand={brand("AU")}>
        <Probe />
      </BrandProvider>,
    );
    expect(screen.getByText(`X in ${waTheme.color.brand.primary}`)).toBeInTheDocument();
  });

  it("styles the document from the brand's theme, unless asked not to", () => {
    const { container, rerender } = render(
      <BrandProvider brand={brand("AU")}>
        <p>Page</p>
      </BrandProvider>,
    );
    const css = container.querySelector("style[data-global-style]")?.textContent ?? "";
    expect(css).toContain(`body{margin:0;background:${waTheme.color.surface.page};color:${waTheme.color.text.default};`);
    expect(css).toContain(`:focus-visible{outline:3px solid ${waTheme.color.action.focusRing};`);
    rerender(
      <BrandProvider brand={brand("AU")} global={false}>
        <p>Page</p>
      </BrandProvider>,
    );
    expect(container.querySelector("style[data-global-style]")).toBeNull();
  });

  it("refuses to read a brand outside a provider", () => {
    function Probe() {
      useBrand();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(/BrandProvider/);
  });
});

describe("Wordmark", () => {
  it("draws the brand's name as an accessible SVG image", () => {
    render(
      <BrandProvider brand={defineBrand({ id: "wa", displayName: "W", country: "AU", theme: waTheme, port: 1 })}>
        <Wordmark />
      </BrandProvider>,
    );
    expect(screen.getByRole("img", { name: "Wattle & Ash Appliances" })).toBeInTheDocument();
  });
});
