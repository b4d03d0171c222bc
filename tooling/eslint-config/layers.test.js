import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import config from "./index.js";
import { hasLayer, importProblem, layerNameOf, layers } from "./layers.js";

/** Fake packages in a temporary workspace: each a folder with a package.json declaring its dependencies. */
let root;
const workspace = (names) => Object.fromEntries(names.map((name) => [`@storefront/${name}`, "workspace:*"]));
const packages = {
  catalogue: { name: "@storefront/catalogue", dependencies: workspace(["api-client", "page-kit"]) },
  // The shell declares a domain, so only the layer map can stop it importing one.
  shell: { name: "@storefront/shell", dependencies: workspace(["page-kit", "catalogue"]) },
  "ui-kit": { name: "@storefront/ui-kit", dependencies: workspace(["validation", "api-client"]) },
  "page-kit": { name: "@storefront/page-kit", dependencies: workspace(["ui-kit", "catalogue"]) },
  "api-client": { name: "@storefront/api-client", dependencies: workspace(["validation"]) },
  composition: { name: "@storefront/composition", dependencies: workspace(["shell", "runtime"]) },
  "payment-sandbox": { name: "@storefront/payment-sandbox", devDependencies: workspace(["validation", "checkout"]) },
  load: { name: "@storefront/load", devDependencies: workspace(["api"]) },
  nonesuch: { name: "@storefront/nonesuch", dependencies: workspace(["validation"]) },
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "layers-"));
  for (const [folder, manifest] of Object.entries(packages)) {
    mkdirSync(join(root, folder, "src"), { recursive: true });
    writeFileSync(join(root, folder, "package.json"), JSON.stringify(manifest));
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The layer rule's findings for a file of one of the fake packages. */
async function lint(folder, code) {
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
  const [result] = await eslint.lintText(code, { filePath: join(root, folder, "src", "file.ts") });
  return result.messages.filter((message) => message.ruleId === "storefront/layers").map((message) => message.message);
}

describe("the import-boundary rule", { timeout: 30_000 }, () => {
  it("fails an upward import: a domain importing the shell, the client importing the page contract", async () => {
    expect(await lint("catalogue", `import { ShellLayout } from "@storefront/shell/layout";\nexport { ShellLayout };`)).toEqual([
      expect.stringMatching(/^@storefront\/catalogue \(domain\) must not import @storefront\/shell \(shell\): imports point down/),
    ]);
    expect(await lint("api-client", `export { pageMeta } from "@storefront/page-kit/seo";`)).toHaveLength(1);
  });

  it("fails the shell importing a domain, although its package.json declares it", async () => {
    expect(await lint("shell", `export { CompareTray } from "@storefront/catalogue/compare-tray";`)).toEqual([
      "@storefront/shell (shell) must not import @storefront/catalogue (domain): the shell layer is not built on the domain layer (tooling/eslint-config/layers.js).",
    ]);
    expect(await lint("shell", `export const tray = () => import("@storefront/catalogue/compare-tray");`)).toHaveLength(1);
  });

  it("fails the kit importing the client and the page contract importing a domain", async () => {
    expect(await lint("ui-kit", `export { createApiClient } from "@storefront/api-client/client";`)).toEqual([
      expect.stringMatching(/^@storefront\/ui-kit \(ui-kit\) must not import @storefront\/api-client \(api-client\): imports point down/),
    ]);
    expect(await lint("page-kit", `export { ProductCard } from "@storefront/catalogue/product-card";`)).toEqual([
      expect.stringMatching(/^@storefront\/page-kit \(page-contract\) must not import @storefront\/catalogue \(domain\)/),
    ]);
  });

  it("fails the payment sandbox importing a domain, and accepts its rules from validation", async () => {
    expect(await lint("payment-sandbox", `export { buildCardRequest } from "@storefront/checkout/payment/card-request";`)).toEqual([
      "@storefront/payment-sandbox (provider-sandbox) must not import @storefront/checkout (domain): the provider-sandbox layer is not built on the domain layer (tooling/eslint-config/layers.js).",
    ]);
    expect(await lint("payment-sandbox", `export { checkCard } from "@storefront/validation/cards";`)).toEqual([]);
  });

  it("fails a sideways import: a domain importing another domain, also by dynamic import", async () => {
    expect(await lint("catalogue", `export const tick = () => import("@storefront/compare/add-to-compare");`)).toEqual([
      "@storefront/catalogue must not import @storefront/compare: both are in the domain layer, which never imports itself (a domain never imports another domain).",
    ]);
  });

  it("reports a package with no layer on every file, whatever it imports", async () => {
    expect(await lint("nonesuch", `export const two = 2;`)).toEqual([
      "@storefront/nonesuch has no layer: add it to the layer map in tooling/eslint-config/layers.js, with the layers it is built on.",
    ]);
    expect(await lint("catalogue", `export { x } from "@storefront/nonesuch/x";`)).toEqual([
      "@storefront/nonesuch has no layer: add it to the layer map in tooling/eslint-config/layers.js.",
    ]);
  });

  it("checks the tooling too: the load harness may import the API it measures, not an app it does not declare", async () => {
    expect(await lint("load", `export { buildApi } from "@storefront/api/app";`)).toEqual([]);
    expect(await lint("load", `export { brand } from "@storefront/app-wa/brand";`)).toEqual([
      "@storefront/load imports @storefront/app-wa without declaring it in its package.json.",
    ]);
  });

  it("accepts a downward import from a declared dependency", async () => {
    expect(
      await lint("catalogue", `import { pageMeta } from "@storefront/page-kit/seo";\nexport const meta = pageMeta("Stores");`),
    ).toEqual([]);
    expect(await lint("composition", `export { ShellLayout } from "@storefront/shell/layout";`)).toEqual([]);
    expect(await lint("shell", `export { pageMeta } from "@storefront/page-kit/seo";`)).toEqual([]);
  });

  it("fails a downward import the package.json does not declare", async () => {
    expect(await lint("shell", `export { getSettings } from "@storefront/api-client/content";`)).toEqual([
      "@storefront/shell imports @storefront/api-client without declaring it in its package.json.",
    ]);
  });

  it("keeps the runtime for the composition and the apps", async () => {
    expect(await lint("composition", `export { createApiProxy } from "@storefront/runtime/api-proxy";`)).toEqual([]);
    expect(await lint("shell", `export { createApiProxy } from "@storefront/runtime/api-proxy";`)).toEqual([
      "@storefront/shell (shell) must not import @storefront/runtime (runtime): the runtime imports only validation, and only the composition and the apps import it.",
    ]);
  });

  it("fails a path into another package's folder", async () => {
    expect(await lint("catalogue", `export { ShellLayout } from "../../shell/src/layout/ShellLayout";`)).toEqual([
      "Import another package by its name, not by a path into its folder.",
    ]);
  });
});

/** Every package of the repository's workspace (apps/*, packages/*, tooling/* with a package.json). */
const repository = fileURLToPath(new URL("../../", import.meta.url));
const workspacePackages = ["apps", "packages", "tooling"].flatMap((group) =>
  readdirSync(join(repository, group))
    .map((folder) => join(repository, group, folder, "package.json"))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, "utf8")).name),
);

describe("the layer map", () => {
  it("lists the layers bottom to top, each built only on layers below it", () => {
    expect(layers.map((layer) => layer.name)).toEqual([
      "config",
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
      "harness",
    ]);
    layers.forEach((layer, index) => {
      const below = layers.slice(0, index).map((lower) => lower.name);
      expect(
        layer.builtOn.filter((name) => !below.includes(name)),
        layer.name,
      ).toEqual([]);
    });
  });

  it("gives every package of the workspace a layer: the shell, the kit, the page contract and the tooling included", () => {
    expect(workspacePackages.length).toBeGreaterThan(30);
    expect(workspacePackages.filter((name) => !hasLayer(name))).toEqual([]);
    for (const name of [
      "@storefront/shell",
      "@storefront/ui-kit",
      "@storefront/page-kit",
      "@storefront/mail-catcher",
      "@storefront/load",
    ]) {
      expect(layerNameOf(name), name).not.toBe("no layer");
    }
    expect(layerNameOf("@storefront/app-kb")).toBe("app");
  });

  it("lets the maps sandbox build on the API's localities, and never the API import the sandbox", () => {
    expect(importProblem("@storefront/maps-sandbox", "@storefront/api")).toBeNull();
    expect(importProblem("@storefront/api", "@storefront/maps-sandbox")).toBe("upward");
    expect(importProblem("@storefront/maps-sandbox", "@storefront/checkout")).toBe("bypass");
  });

  it("names each problem: api-client importing the page contract (upward) or the kit (bypass), the runtime a layer beyond validation, an unknown package", () => {
    expect(importProblem("@storefront/api-client", "@storefront/page-kit")).toBe("upward");
    expect(importProblem("@storefront/api-client", "@storefront/ui-kit")).toBe("bypass");
    expect(importProblem("@storefront/ui-kit", "@storefront/api-client")).toBe("upward");
    expect(importProblem("@storefront/runtime", "@storefront/api-contract")).toBe("infrastructure");
    expect(importProblem("@storefront/runtime", "@storefront/validation")).toBeNull();
    expect(importProblem("@storefront/api-client", "@storefront/validation")).toBeNull();
    expect(importProblem("@storefront/composition", "@storefront/catalogue")).toBeNull();
    expect(importProblem("@storefront/catalogue", "@storefront/nonesuch")).toBe("unknown");
  });

  it("keeps the domains out of the shell and the payment sandbox, and lets every package use the shared configuration", () => {
    expect(importProblem("@storefront/shell", "@storefront/checkout")).toBe("bypass");
    expect(importProblem("@storefront/payment-sandbox", "@storefront/checkout")).toBe("bypass");
    expect(importProblem("@storefront/payment-sandbox", "@storefront/api-contract")).toBeNull();
    expect(importProblem("@storefront/runtime", "@storefront/tsup-config")).toBeNull();
    expect(importProblem("@storefront/mail-catcher", "@storefront/vitest-config")).toBeNull();
  });
});
