import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PlopTypes } from "@turbo/gen";

// `pnpm gen:brand` (turbo gen brand, issue 19 item 4): a new storefront is one folder, apps/<id>,
// written from templates/brand and formatted with Prettier; no package is edited. The API and
// `pnpm start` find it by its package.json's `storefront` field; the README's storefront table is
// rewritten from the folders (pnpm brands:table). Non-interactive: turbo gen brand --args <id> <name> <tagline> <AU|NZ> <primary> <accent> <flags>.

const ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The storefronts' ports: a new brand takes the next one after the highest. */
function nextPort(root: string): number {
  const apps = join(root, "apps");
  const ports = readdirSync(apps)
    .map((folder) => join(apps, folder, "package.json"))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, "utf8")).storefront?.port)
    .filter((port): port is number => typeof port === "number");
  return Math.max(3000, ...ports) + 1;
}

/** `showRibbons,searchVariant=furniture,checkout.validateState=false` → the features object literal. */
export function featuresOf(flags: string): string {
  const features: Record<string, unknown> = {};
  for (const flag of flags.split(",").map((part) => part.trim())) {
    if (!flag || flag === "none") continue;
    const [path, raw = "true"] = flag.split("=");
    const value = raw === "true" ? true : raw === "false" ? false : /^\d+$/.test(raw) ? Number(raw) : raw;
    const keys = path!.split(".");
    let target = features;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys.at(-1)!] = value;
  }
  return JSON.stringify(features);
}

export default function generator(plop: PlopTypes.NodePlopAPI): void {
  plop.setHelper("json", (value: unknown) => JSON.stringify(value));
  plop.setGenerator("brand", {
    description: "A new brand storefront: apps/<id> from its id, name, country, two colours and feature flags",
    prompts: [
      {
        type: "input",
        name: "id",
        message: "Brand id (folder and package name, e.g. kb)",
        validate: (v: string) => ID.test(v) || "a lower-case slug",
      },
      {
        type: "input",
        name: "name",
        message: "Display name (e.g. Kettle & Bloom)",
        validate: (v: string) => v.trim().length > 0 || "a name",
      },
      { type: "input", name: "tagline", message: "What it sells, for the README's table (e.g. kitchen appliances)", default: "storefront" },
      { type: "list", name: "country", message: "Country", choices: ["AU", "NZ"] },
      {
        type: "input",
        name: "primary",
        message: "Primary colour, dark (header, footer; white text on it)",
        validate: (v: string) => COLOUR.test(v) || "#rrggbb",
      },
      { type: "input", name: "accent", message: "Accent colour (the logo mark)", validate: (v: string) => COLOUR.test(v) || "#rrggbb" },
      {
        type: "input",
        name: "flags",
        message: "Feature flags that differ from the defaults (a,b=value,checkout.c=false; or none)",
        default: "none",
      },
    ],
    actions: (answers) => {
      const data = answers as Record<string, string>;
      const root = (data.turbo as unknown as { paths: { root: string } }).paths.root;
      const destination = join(root, "apps", data.id!);
      if (existsSync(destination)) throw new Error(`apps/${data.id} exists already`);
      Object.assign(data, { port: nextPort(root), features: featuresOf(data.flags ?? ""), description: `${data.name}: ${data.tagline}` });
      return [
        { type: "addMany", destination, base: "templates/brand", templateFiles: "templates/brand/**/*", globOptions: { dot: true } },
        () => {
          execFileSync("pnpm", ["exec", "prettier", "--write", destination], { cwd: root, stdio: "ignore" });
          // The README's storefront table follows from the app folders (tooling/brands/brand-table.js).
          execFileSync(process.execPath, [join(root, "tooling/brands/brand-table.js"), root], { cwd: root, stdio: "ignore" });
          return `apps/${data.id} on port ${data.port}: run pnpm install, then pnpm start --brand ${data.id}`;
        },
      ];
    },
  });
}
