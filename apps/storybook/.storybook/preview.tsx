import type { Decorator, Loader, Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import { BrandProvider, type FeatureOverrides } from "@storefront/ui-kit/brand";
import { themeNames, themes, type ThemeName } from "@storefront/ui-kit/themes";
import { resetSession } from "@storefront/page-kit/testing";
import { storybookBrand } from "../src/brands";
import { resetShop, type ShopParameters } from "../src/msw/shop-state";
import { StorefrontProviders, type RouteParameters } from "../src/storefront";

// A story's first render on a loaded CI machine (MSW starting, lazy chunks) can take more than
// Testing Library's default second; the play functions' find* queries wait up to five.
configure({ asyncUtilTimeout: 5000 });

/**
 * The phones every page must fit (issue 46: the narrowest at 320, the common Android at 360), then
 * the spec's five breakpoints (spec 1 §3): each viewport starts at its breakpoint; xs is a phone.
 */
const viewports = {
  phone320: { name: "phone · 320", styles: { width: "320px", height: "640px" }, type: "mobile" },
  phone360: { name: "phone · 360", styles: { width: "360px", height: "800px" }, type: "mobile" },
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

/**
 * The domain packages' stories render in a storefront; the kit fetches nothing and routes nowhere
 * (ARCHITECTURE.md), so its stories ('Kit/…') and the foundations pages render as they are. By
 * title, which the Vitest run knows too (it has no import path).
 */
function isStorefrontStory({ title }: { title: string }): boolean {
  return !title.startsWith("Kit/") && !title.startsWith("Foundations/");
}

/**
 * Inside the brand: what the storefront gives domain components (QueryClient, API client, data
 * router at `parameters.route`), new for every story so no cache or address leaks between them.
 */
const withStorefront: Decorator = (Story, context) =>
  isStorefrontStory(context) ? (
    <StorefrontProviders key={context.id} story={Story} route={context.parameters.route as RouteParameters | undefined} />
  ) : (
    <Story />
  );

/**
 * Mock Service Worker through msw-storybook-addon's loader: started once, before the first
 * storefront story, with the shop's handlers (src/msw/shop.ts); a story's `parameters.msw.handlers`
 * are laid over them. Loaded on first use, so kit stories never load msw.
 */
const mockApi: Loader = async (context) => {
  if (!isStorefrontStory(context)) return;
  const [{ mswLoader }, { startShopWorker }] = await Promise.all([import("msw-storybook-addon/csf3"), import("../src/msw/worker")]);
  return mswLoader(startShopWorker)(context);
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
  // The first decorator is the innermost: the storefront's providers sit inside the brand.
  decorators: [withStorefront, withBrand],
  loaders: [mockApi],
  // The shop's compare list and cart start as the story says (`parameters.shop`), and every story
  // starts signed out: a story that needs a session signs in in its own beforeEach. (Test files
  // share the origin's local storage, so a staff story's session reached a logged-out one.)
  beforeEach: ({ parameters }) => {
    resetShop(parameters.shop as ShopParameters | undefined);
    resetSession();
  },
  parameters: {
    layout: "padded",
    viewport: { options: viewports },
    controls: { expanded: true, sort: "requiredFirst" },
    backgrounds: { disable: true },
    // Accessibility checks fail the interaction tests, not just warn.
    a11y: { test: "error" },
    docs: { toc: true },
  },
};

export default preview;
