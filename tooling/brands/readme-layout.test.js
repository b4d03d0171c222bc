import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const WORKSPACE_GROUPS = ["apps", "packages", "tooling"];

/** The code block of a README's "## Layout" section. */
function layoutBlock(readme) {
  const section = readme.slice(readme.indexOf("\n## Layout\n"));
  const block = /```\n([\s\S]*?)```/.exec(section);
  if (!section.startsWith("\n## Layout\n") || !block) throw new Error("The README has no code block under '## Layout'.");
  return block[1];
}

/** A top-level folder's part of the block: its line (`apps/`) and every indented line up to the next top-level one. */
function groupLines(block, group) {
  const lines = block.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`${group}/`));
  if (start === -1) return [];
  const end = lines.findIndex((line, index) => index > start && /^\S/.test(line));
  return lines.slice(start, end === -1 ? undefined : end);
}

/**
 * The folders a group's entries name: an entry line is indented by two spaces and starts with one
 * or more names ending in `/` (`  wa/ aol/ aol-nz/   thin storefronts…`); deeper lines continue
 * the description above them.
 */
function namedFolders(block, group) {
  return groupLines(block, group)
    .filter((line) => /^ {2}\S/.test(line))
    .flatMap((line) => {
      const names = [];
      for (const token of line.trim().split(/\s+/)) {
        if (!/^[a-z0-9][a-z0-9.-]*\/$/.test(token)) break;
        names.push(token.slice(0, -1));
      }
      return names;
    });
}

/** The workspace folders of a group (those with a package.json, as pnpm-workspace.yaml takes them). */
const workspaceFolders = (base, group) =>
  readdirSync(join(base, group))
    .filter((folder) => existsSync(join(base, group, folder, "package.json")))
    .sort();

/** What a README's Layout block leaves out or names in vain, by group, and the scripts/ files it does not name. */
function layoutProblems(readme, base) {
  const block = layoutBlock(readme);
  const problems = {};
  for (const group of WORKSPACE_GROUPS) {
    const named = namedFolders(block, group);
    const folders = workspaceFolders(base, group);
    problems[group] = {
      missing: folders.filter((folder) => !named.includes(folder)),
      gone: named.filter((name) => !folders.includes(name)),
    };
  }
  const scriptsText = groupLines(block, "scripts").join("\n");
  const scripts = readdirSync(join(base, "scripts")).filter((file) => statSync(join(base, "scripts", file)).isFile());
  problems.scripts = {
    missing: scripts.filter((file) => !new RegExp(`(^|[\\s(])${file.replace(/\./g, "\\.")}\\b`).test(scriptsText)),
    gone: scriptsText ? [] : ["scripts/"],
  };
  return problems;
}

const NOTHING = { missing: [], gone: [] };

describe("the root README's Layout (add a line for a new package, app or tooling folder)", () => {
  const problems = layoutProblems(readFileSync(join(root, "README.md"), "utf8"), root);

  it.each([...WORKSPACE_GROUPS, "scripts"])("names every workspace folder of %s/ and no folder that is gone", (group) => {
    expect(problems[group]).toEqual(NOTHING);
  });

  it("finds a left-out package, a folder that is gone and a script not named", () => {
    const readme = [
      "# Project",
      "",
      "## Layout",
      "",
      "```",
      "apps/",
      "  wa/ aol/ aol-nz/ andoo/ hc/ fk/   storefronts: app/brand.ts, app/root.tsx",
      "                                    app/routes.ts",
      "  api/ payment-sandbox/ maps-sandbox/ storybook/  the rest",
      "packages/",
      "  validation/   rules",
      "  gone-away/    a package that was removed",
      "tooling/",
      "  e2e/          journeys",
      "scripts/        start.mjs (pnpm start), start-cluster.mjs (pnpm start:cluster)",
      "```",
    ].join("\n");
    const found = layoutProblems(readme, root);
    expect(found.apps).toEqual(NOTHING);
    expect(found.packages.missing).toContain("checkout");
    expect(found.packages.missing).not.toContain("validation");
    expect(found.packages.gone).toEqual(["gone-away"]);
    expect(found.tooling.missing).toContain("brands");
    expect(found.scripts.missing).toEqual(["test-all.sh"]);
  });
});
