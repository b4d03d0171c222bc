/**
 * The layers of the monorepo, bottom to top (ARCHITECTURE.md, Layout), in one place. A package
 * imports packages of lower layers only (those its layer's `builtOn` names, where it names them);
 * packages of one layer never import each other: a domain never imports another domain.
 */
export const layers = [
  { name: "validation", packages: ["@storefront/validation"] },
  // The commerce API's schemas: the API validates with them, the client takes its types from them.
  { name: "api-contract", packages: ["@storefront/api-contract"], builtOn: ["validation"] },
  { name: "ui-kit", packages: ["@storefront/ui-kit"] },
  // The HTTP client knows no router and no theme (issue 11): rules and messages only.
  { name: "api-client", packages: ["@storefront/api-client"], builtOn: ["validation", "api-contract"] },
  { name: "page-contract", packages: ["@storefront/page-kit"] },
  {
    name: "domain",
    packages: [
      "@storefront/catalogue",
      "@storefront/compare",
      "@storefront/cart",
      "@storefront/chat",
      "@storefront/account",
      "@storefront/checkout",
      "@storefront/projects",
      "@storefront/staff",
    ],
  },
  { name: "shell", packages: ["@storefront/shell"] },
  { name: "composition", packages: ["@storefront/composition"] },
  // The payment providers' sandbox (ARCHITECTURE decision 7): a service of its own, which the API's
  // adapter tests run against; it knows the card rules and the browser's card request, nothing else.
  { name: "provider-sandbox", packages: ["@storefront/payment-sandbox"], builtOn: ["validation", "domain"] },
  {
    name: "app",
    packages: [
      "@storefront/app-wa",
      "@storefront/app-aol",
      "@storefront/app-aol-nz",
      "@storefront/app-andoo",
      "@storefront/app-hc",
      "@storefront/app-fk",
      "@storefront/api",
      "@storefront/storybook",
      "@storefront/e2e",
    ],
  },
  // The maps service's sandbox (issue 44 item 3): a service of its own, built on the places the API
  // seeds (@storefront/api/localities); the API only calls it over HTTP, never imports it.
  { name: "maps-sandbox", packages: ["@storefront/maps-sandbox"], builtOn: ["app"] },
];

/**
 * Infrastructure beside the layers: the runtime (Vite config, SSR entry, production server, /api
 * forwarding) that the apps are made of. It imports no layer; only `importers` import it.
 */
export const infrastructure = [{ name: "runtime", packages: ["@storefront/runtime"], importers: ["composition", "app"] }];

/** Shared configuration (tooling/): any package may use it, as a development dependency. */
export const toolingPackages = [
  "@storefront/eslint-config",
  "@storefront/typescript-config",
  "@storefront/vitest-config",
  "@storefront/playwright-config",
  "@storefront/tsup-config",
];

/** The workspace package an import names ("@storefront/ui-kit/brand" → "@storefront/ui-kit"), or null. */
export function workspacePackageOf(source) {
  const match = /^(@storefront\/[^/]+)/.exec(source);
  return match ? match[1] : null;
}

const layerIndexOf = (pkg) => layers.findIndex((layer) => layer.packages.includes(pkg));
const infrastructureOf = (pkg) => infrastructure.find((part) => part.packages.includes(pkg));

/** The layer's (or infrastructure's) name of a package, for messages. */
export function layerNameOf(pkg) {
  return layers[layerIndexOf(pkg)]?.name ?? infrastructureOf(pkg)?.name ?? "no layer";
}

/**
 * Whether package `from` may import package `to`: null when it may, else why not: `upward`,
 * `sideways`, `bypass` (a lower layer its layer does not build on), `infrastructure` (the runtime
 * from outside its importers, or anything from the runtime) or `unknown` (a package with no layer).
 */
export function importProblem(from, to) {
  if (from === to || toolingPackages.includes(to)) return null;
  if (infrastructureOf(from)) return "infrastructure";
  const fromIndex = layerIndexOf(from);
  if (fromIndex === -1) return null;
  const fromLayer = layers[fromIndex];
  const part = infrastructureOf(to);
  if (part) return part.importers.includes(fromLayer.name) ? null : "infrastructure";
  const toIndex = layerIndexOf(to);
  if (toIndex === -1) return "unknown";
  if (toIndex > fromIndex) return "upward";
  if (toIndex === fromIndex) return "sideways";
  if (fromLayer.builtOn && !fromLayer.builtOn.includes(layers[toIndex].name)) return "bypass";
  return null;
}
