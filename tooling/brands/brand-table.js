#!/usr/bin/env node
// `pnpm brands:table`: the README's table of storefronts, written from the app folders (every
// apps/<id>/package.json with a `storefront` field, as the API reads them), so the README keeps no
// second list. brand-table.test.js fails when the README is behind the folders; the brand
// generator runs this after writing a new app.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const START = "<!-- brands:start (pnpm brands:table writes this table from apps/*/package.json) -->";
const END = "<!-- brands:end -->";
const CURRENCY = { AU: "AUD", NZ: "NZD" };

/** The storefront apps of a repository, by port. */
export function storefrontApps(repo) {
  const apps = join(repo, "apps");
  return readdirSync(apps)
    .map((folder) => ({ folder, file: join(apps, folder, "package.json") }))
    .filter(({ file }) => existsSync(file))
    .map(({ folder, file }) => ({ folder, pkg: JSON.parse(readFileSync(file, "utf8")) }))
    .filter(({ pkg }) => pkg.storefront)
    .sort((a, b) => a.pkg.storefront.port - b.pkg.storefront.port);
}

/** The table's Markdown (unaligned; Prettier aligns it). */
export function brandTable(repo) {
  const rows = storefrontApps(repo).map(({ folder, pkg }) => {
    const { port, displayName, country } = pkg.storefront;
    return `| \`apps/${folder}\` | ${port} | ${pkg.description ?? displayName} | ${country}, ${CURRENCY[country]} |`;
  });
  return ["| storefront | port | brand (fictional) | country |", "| --- | --- | --- | --- |", ...rows].join("\n");
}

/** The README with its table replaced by the one the folders give. */
export function withBrandTable(readme, table) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${START} and ${END}`);
  return `${readme.slice(0, start + START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}

/** Rewrites the README's table and formats it with the repository's Prettier. */
export function writeBrandTable(repo) {
  const file = join(repo, "README.md");
  writeFileSync(file, withBrandTable(readFileSync(file, "utf8"), brandTable(repo)));
  execFileSync("pnpm", ["exec", "prettier", "--write", "README.md"], { cwd: repo, stdio: "ignore" });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeBrandTable(resolve(process.argv[2] ?? fileURLToPath(new URL("../../", import.meta.url))));
}
