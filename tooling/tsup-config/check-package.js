#!/usr/bin/env node
// `check-package`: does the package in the current folder work outside the monorepo? (issue 19
// item 1). It packs the package as `pnpm publish` would (the root .pnpmfile.cjs drops the
// `development` condition and the sources), then checks the tarball with publint (--strict) and
// @arethetypeswrong/cli (types resolve under node16 ESM and bundler resolution; no CommonJS is
// shipped, hence the esm-only profile), and the built files with our own rules (dist-imports.js):
// every bare import is a declared dependency or peer, React, styled-components, React Router and
// react-query are peers, and nothing from node_modules is bundled in. Needs the package built.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { problemsOfDist } from "./dist-imports.js";

const dir = process.cwd();
const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
const run = (command, args, options = {}) => execFileSync(command, args, { cwd: dir, stdio: "inherit", ...options });

const problems = problemsOfDist(dir, pkg);
if (problems.length) {
  console.error(`${pkg.name}: ${problems.length} problem(s) in dist:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

const out = mkdtempSync(join(tmpdir(), "check-package-"));
try {
  const packed = execFileSync("pnpm", ["pack", "--pack-destination", out, "--json"], { cwd: dir, encoding: "utf8" });
  const tarball = JSON.parse(packed).filename;
  run("publint", ["run", tarball, "--strict"]);
  // attw's table is long: printed only when it fails.
  try {
    execFileSync("attw", [tarball, "--profile", "esm-only", "--no-color"], { cwd: dir, encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    console.error(String(error.stdout ?? ""), String(error.stderr ?? ""));
    throw new Error(`${pkg.name}: @arethetypeswrong/cli found problems (above)`);
  }
  console.log(`${pkg.name}: publint and attw (node16 ESM, bundler) pass; dist imports only its dependencies and peers`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
