/**
 * The layers of the monorepo, bottom to top (ARCHITECTURE.md, Layout), in one place. Every
 * workspace package has a layer, and every layer names the lower layers it is built on: a package
 * imports packages of those layers only. Packages of one layer never import each other: a domain
 * never imports another domain. A name ending in `*` stands for every package it starts. The
 * layer rule reports a package that is not in the map, and `layers.test.js` checks that every
 * package.json of the repository is.
 */
export const layers = [
  // Shared configuration (tooling/): any package may use it, as a development dependency.
  {
    name: "config",
    packages: [
      "@storefront/eslint-config",
      "@storefront/typescript-config",
      "@storefront/vitest-config",
      "@storefront/playwright-config",
      "@storefront/tsup-config",
    ],
    builtOn: [],
    usableEverywhere: true,
  },
  { name: "validation", packages: ["@storefront/validation"], builtOn: [] },
  // The commerce API's schemas: the API validates with them, the client takes its types from them.
  { name: "api-contract", packages: ["@storefront/api-contract"], builtOn: ["validation"] },
  // Themes, BrandConfig and primitives: the kit's fields use the shared rules, and know no API.
  { name: "ui-kit", packages: ["@storefront/ui-kit"], builtOn: ["validation"] },
  // The HTTP client knows no router and no theme (issue 11): rules and messages only.
  { name: "api-client", packages: ["@storefront/api-client"], builtOn: ["validation", "api-contract"] },
  { name: "page-contract", packages: ["@storefront/page-kit"], builtOn: ["validation", "api-contract", "ui-kit", "api-client"] },
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
    builtOn: ["validation", "api-contract", "ui-kit", "api-client", "page-contract"],
  },
  // The frame names no domain: the composition fills its slots (ARCHITECTURE.md, Layout).
  { name: "shell", packages: ["@storefront/shell"], builtOn: ["validation", "api-contract", "ui-kit", "api-client", "page-contract"] },
  {
    name: "composition",
    packages: ["@storefront/composition"],
    builtOn: ["validation", "api-contract", "ui-kit", "api-client", "page-contract", "domain", "shell"],
  },
  // Stand-ins for outside providers, each a service of its own (ARCHITECTURE decision 7): the
  // payment providers' sandbox, which knows the card rules and the card request's contract and no
  // storefront code, and the mail catcher.
  {
    name: "provider-sandbox",
    packages: ["@storefront/payment-sandbox", "@storefront/mail-catcher"],
    builtOn: ["validation", "api-contract"],
  },
  {
    name: "app",
    // Every brand's storefront by its prefix: a new brand is one folder under apps/ (pnpm gen:brand).
    packages: ["@storefront/app-*", "@storefront/api", "@storefront/storybook"],
    builtOn: ["validation", "api-contract", "ui-kit", "api-client", "page-contract", "domain", "shell", "composition", "provider-sandbox"],
  },
  // The maps service's sandbox (issue 44 item 3): a service of its own, built on the places the API
  // seeds (@storefront/api/localities); the API only calls it over HTTP, never imports it.
  { name: "maps-sandbox", packages: ["@storefront/maps-sandbox"], builtOn: ["app"] },
  // What checks the whole product from outside: the end-to-end suite, the benchmarks, the brand
  // generator and deploy test, the registry test.
  {
    name: "harness",
    packages: ["@storefront/e2e", "@storefront/load", "@storefront/brands", "@storefront/registry"],
    builtOn: [
      "validation",
      "api-contract",
      "ui-kit",
      "api-client",
      "page-contract",
      "domain",
      "shell",
      "composition",
      "provider-sandbox",
      "app",
      "maps-sandbox",
    ],
  },
];

/**
 * Infrastructure beside the layers: the runtime (Vite config, SSR entry, production server, /api
 * forwarding) that the apps are made of. It imports only the layers in `builtOn` (validation, for
 * the one HTML escaper its sitemaps and boot script use); only `importers` import it.
 */
export const infrastructure = [
  { name: "runtime", packages: ["@storefront/runtime"], builtOn: ["validation"], importers: ["composition", "app"] },
];

/** The workspace package an import names ("@storefront/ui-kit/brand" → "@storefront/ui-kit"), or null. */
export function workspacePackageOf(source) {
  const match = /^(@storefront\/[^/]+)/.exec(source);
  return match ? match[1] : null;
}

const names = (packages, pkg) => packages.some((name) => (name.endsWith("*") ? pkg.startsWith(name.slice(0, -1)) : name === pkg));
const layerIndexOf = (pkg) => layers.findIndex((layer) => names(layer.packages, pkg));
const infrastructureOf = (pkg) => infrastructure.find((part) => names(part.packages, pkg));

/** The layer's (or infrastructure's) name of a package, for messages. */
export function layerNameOf(pkg) {
  return layers[layerIndexOf(pkg)]?.name ?? infrastructureOf(pkg)?.name ?? "no layer";
}

/** Whether a workspace package has a place in the map (a layer or the infrastructure). */
export const hasLayer = (pkg) => layerIndexOf(pkg) !== -1 || Boolean(infrastructureOf(pkg));

/**
 * Whether package `from` may import package `to`: null when it may, else why not: `upward`,
 * `sideways`, `bypass` (a lower layer its layer is not built on), `infrastructure` (the runtime
 * from outside its importers, or a layer the runtime is not built on) or `unknown` (either
 * package has no layer).
 */
export function importProblem(from, to) {
  if (from === to) return null;
  if (!hasLayer(from) || !hasLayer(to)) return "unknown";
  const toIndex = layerIndexOf(to);
  if (layers[toIndex]?.usableEverywhere) return null;
  const fromPart = infrastructureOf(from);
  if (fromPart) return fromPart.builtOn.includes(layers[toIndex]?.name) ? null : "infrastructure";
  const fromLayer = layers[layerIndexOf(from)];
  const part = infrastructureOf(to);
  if (part) return part.importers.includes(fromLayer.name) ? null : "infrastructure";
  const fromIndex = layerIndexOf(from);
  if (toIndex > fromIndex) return "upward";
  if (toIndex === fromIndex) return "sideways";
  if (!fromLayer.builtOn.includes(layers[toIndex].name)) return "bypass";
  return null;
}
