import type { Decorator, Preview } from "@storybook/react-vite";
import { BrandProvider, type FeatureOverrides } from "@storefront/ui-kit/brand";
import { themeNames, themes, type ThemeName } from "@storefront/ui-kit/themes";
import { storybookBrand } from "../src/brands";

/** The spec's five breakpoints (spec 1 §3): each viewport starts at its breakpoint; xs is a phone. */
const breakpoints = {
  xs: { name: "xs · phone 375", styles: { width: "375px", height: "780px" }, type: "mobile" },
  sm: { name: "sm · 520", styles: { width: "520px", height: "860px" }, type: "mobile" },
  md: { name: "md · 768", styles: { width: "768px", height: "1000px" }, type: "tablet" },
  lg: { name: "lg · 975", styles: { width: "975px", height: "800px" }, type: "desktop" },
  xl: { name: "xl · 1200", styles: { width: "1200px", height: "860px" }, type: "desktop" },
} as const;

/** Wraps every story in the toolbar's brand: theme, global styles and BrandConfig flags. */
const withBrand: Decorator = (Story, context) => {
  const name = (context.globals.theme as ThemeName | undefined) ?? "wa";
  const features = context.parameters.brandFeatures as FeatureOverrides | undefined;
  return (
    <BrandProvider brand={storybookBrand(name, features)}>
      <Story />
    </BrandProvider>
  );
};

const preview: Preview = {
  tags: ["autodocs"],
  globalTypes: {
    theme: {
      description: "Brand theme: the six apps, then the spec's other presets",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        dynamicTitle: true,
        items: themeNames.map((name) => ({ value: name, title: `${themes[name]?.displayName ?? name} (${name})` })),
      },
    },
  },
  initialGlobals: { theme: "wa" },
  decorators: [withBrand],
  parameters: {
    layout: "padded",
    viewport: { options: breakpoints },
    controls: { expanded: true, sort: "requiredFirst" },
    backgrounds: { disable: true },
    // Accessibility checks fail the interaction tests, not just warn.
    a11y: { test: "error" },
    docs: { toc: true },
  },
};

export default preview;
