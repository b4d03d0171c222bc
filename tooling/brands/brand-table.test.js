import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { brandTable, storefrontApps } from "./brand-table.js";
import { root } from "./deploy-brand.js";

/** A Markdown table's rows as trimmed cells, whatever the padding. */
const cells = (markdown) =>
  markdown
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

test("the README's storefront table is the app folders' (run pnpm brands:table after adding or changing a brand)", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const table = readme.slice(readme.indexOf("<!-- brands:start"), readme.indexOf("<!-- brands:end -->"));
  expect(cells(table)).toEqual(cells(brandTable(root)));
  expect(cells(table)).toHaveLength(1 + storefrontApps(root).length);
});
