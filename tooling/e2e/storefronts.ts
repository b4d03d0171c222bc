import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { themes } from "@storefront/ui-kit/themes";

export const appIds = ["wa", "aol", "aol-nz", "andoo", "hc", "fk"] as const;

export interface Storefront {
  id: string;
  port: number;
  appDir: string;
  displayName: string;
  themeColor: string;
}

/** Each storefront as the suite sees it: its fixed port from its package.json, its name and colour from its theme. */
export const storefronts: Storefront[] = appIds.map((id) => {
  const appDir = fileURLToPath(new URL(`../../apps/${id}/`, import.meta.url));
  const pkg = JSON.parse(readFileSync(`${appDir}package.json`, "utf8")) as { storefront: { port: number } };
  const theme = themes[id];
  if (!theme) throw new Error(`no theme for ${id}`);
  return { id, port: pkg.storefront.port, appDir, displayName: theme.displayName, themeColor: theme.color.brand.primary };
});
