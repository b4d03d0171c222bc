import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import config from "./index.js";
import { importProblem, layers } from "./layers.js";

/** Fake packages in a temporary workspace: each a folder with a package.json declaring its dependencies. */
let root;
const packages = {
  catalogue: {
    name: "@storefront/catalogue",
    dependencies: { "@storefront/api-client": "workspace:*", "@storefront/page-kit": "workspace:*" },
  },
  shell: { name: "@storefront/shell", dependencies: { "@storefront/page-kit": "workspace:*" } },
  "api-client": { name: "@storefront/api-client", dependencies: { "@storefront/validation": "workspace:*" } },
  composition: {
    name: "@storefront/composition",
    dependencies: { "@storefront/shell": "workspace:*", "@storefront/runtime": "workspace:*" },
  },
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

  it("fails a sideways import: a domain importing another domain, also by dynamic import", async () => {
    expect(await lint("catalogue", `export const tick = () => import("@storefront/compare/add-to-compare");`)).toEqual([
      "@storefront/catalogue must not import @storefront/compare: both are in the domain layer, which never imports itself (a domain never imports another domain).",
    ]);
  });

  it("accepts a downward import from a declared dependency", async () => {
    expect(
      await lint("catalogue", `import { pageMeta } from "@storefront/page-kit/seo";\nexport const meta = pageMeta("Stores");`),
    ).toEqual([]);
    expect(await lint("composition", `export { ShellLayout } from "@storefront/shell/layout";`)).toEqual([]);
  });

  it("fails a downward import the package.json does not declare", async () => {
    expect(await lint("shell", `export { getSettings } from "@storefront/api-client/content";`)).toEqual([
      "@storefront/shell imports @storefront/api-client without declaring it in its package.json.",
    ]);
  });

  it("keeps the runtime for the composition and the apps", async () => {
    expect(await lint("composition", `export { createApiProxy } from "@storefront/runtime/api-proxy";`)).toEqual([]);
    expect(await lint("shell", `export { createApiProxy } from "@storefront/runtime/api-proxy";`)).toEqual([
      "@storefront/shell (shell) must not import @storefront/runtime (runtime): the runtime imports no layer, and only the composition and the apps import it.",
    ]);
  });

  it("fails a path into another package's folder", async () => {
    expect(await lint("catalogue", `export { ShellLayout } from "../../shell/src/layout/ShellLayout";`)).toEqual([
      "Import another package by its name, not by a path into its folder.",
    ]);
  });
});

describe("the layer map", () => {
  it("lists the layers bottom to top, with the domains to come", () => {
    expect(layers.map((layer) => layer.name)).toEqual([
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
    ]);
    expect(layers.find((layer) => layer.name === "domain")?.packages).toEqual(
      expect.arrayContaining(["@storefront/checkout", "@storefront/projects", "@storefront/staff"]),
    );
  });

  it("lets the maps sandbox build on the API's localities, and never the API import the sandbox", () => {
    expect(importProblem("@storefront/maps-sandbox", "@storefront/api")).toBeNull();
    expect(importProblem("@storefront/api", "@storefront/maps-sandbox")).toBe("upward");
    expect(importProblem("@storefront/maps-sandbox", "@storefront/checkout")).toBe("bypass");
  });

  it("lets api-client import neither the page contract nor the kit, and the kit not the client", () => {
    expect(importProblem("@storefront/api-client", "@storefront/page-kit")).toBe("upward");
    expect(importProblem("@storefront/api-client", "@storefront/ui-kit")).toBe("bypass");
    expect(importProblem("@storefront/ui-kit", "@storefront/api-client")).toBe("upward");
    expect(importProblem("@storefront/runtime", "@storefront/validation")).toBe("infrastructure");
    expect(importProblem("@storefront/api-client", "@storefront/validation")).toBeNull();
    expect(importProblem("@storefront/composition", "@storefront/catalogue")).toBeNull();
    expect(importProblem("@storefront/catalogue", "@storefront/nonesuch")).toBe("unknown");
  });
});
